/** Password hashing with scrypt and a per-user salt; nothing is ever stored in plain text. */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
export const DEFAULT_HASH_COST = 16384;
let cost = DEFAULT_HASH_COST;

/**
 * Sets the scrypt cost (N, a power of two) for new hashes; each hash records its own cost, so
 * older hashes still verify. The unit tests lower it to stay fast.
 */
export function setHashCost(n: number): void {
  if (!Number.isInteger(Math.log2(n)) || n < 2) throw new Error('hash cost must be a power of two');
  cost = n;
}

function derive(secret: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, { N: cost, r: 8, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Returns "scrypt$<cost>$<salt b64>$<hash b64>". */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(secret, Buffer.from(salt, 'base64'), Number(cost));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A well-formed hash that matches nothing, to spend the same time on unknown users. */
export function unmatchableHash(): string {
  return `scrypt$${cost}$AAAAAAAAAAAAAAAAAAAAAA==$AA==`;
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

export const MD5_HEX = /^[0-9a-f]{32}$/i;

/** The transaction password arrives as MD5 hex; it is normalised to lower case before hashing. */
export function normaliseMd5(value: string): string {
  return value.trim().toLowerCase();
}

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}
