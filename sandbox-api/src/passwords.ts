/** Password hashing with scrypt and a per-user salt; nothing is ever stored in plain text. */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = 16384;

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
  const key = await derive(secret, salt, COST);
  return `scrypt$${COST}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(secret, Buffer.from(salt, 'base64'), Number(cost));
  return key.length === expected.length && timingSafeEqual(key, expected);
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
