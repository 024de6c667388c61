/**
 * What this device remembers of a merchant and a remote's canary, for the life of that canary
 * version (docs/release.md "When the canary fails"): the random key its health events carry,
 * and whether this merchant left it. One localStorage entry per remote and merchant, valued by
 * the canary's identity (its manifest and version): a new canary version finds another
 * identity there and starts afresh (a new key, a new chance), overwriting the old entry.
 *
 * The key is random, never derived from the merchant's id: what leaves the device says "the
 * same merchant on this device", not who. Storage that is missing, full, refused or holds
 * something unreadable reads as "nothing remembered"; the key is then this page's alone.
 */

export interface CanaryBuild {
  manifest: string;
  version?: string;
}

interface Remembered {
  /** The canary's identity (canaryIdentity). */
  c: string;
  /** Its random key. */
  k: string;
  /** This merchant left it (it failed for them here). */
  left?: true;
}

export type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

const PREFIX = 'adnet:canary:';
const KEY_SHAPE = /^[0-9a-f]{32}$/;

/** One canary build: a new manifest or a new version is another canary. */
export function canaryIdentity(c: CanaryBuild): string {
  return `${c.version ?? ''} ${c.manifest}`;
}

function defaultStore(): KeyStore | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // refused (a sandboxed frame)
  }
}

const entryKey = (remote: string, merchant: string | number) => `${PREFIX}${remote}:${merchant}`;

/** Keys made while storage could not keep them: this page's only. */
const unstored = new Map<string, Remembered>();

function read(store: KeyStore | undefined, key: string, canary: CanaryBuild): Remembered | null {
  const identity = canaryIdentity(canary);
  const kept = unstored.get(key);
  if (kept?.c === identity) return kept;
  try {
    const raw = store?.getItem(key);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Remembered> | null;
    if (v?.c !== identity || typeof v.k !== 'string' || !KEY_SHAPE.test(v.k)) return null;
    return v.left === true ? { c: v.c, k: v.k, left: true } : { c: v.c, k: v.k };
  } catch {
    return null; // unreadable: nothing remembered
  }
}

/** True when written to storage. */
function write(store: KeyStore | undefined, key: string, value: Remembered): boolean {
  try {
    if (!store) throw new Error('no storage');
    store.setItem(key, JSON.stringify(value));
    unstored.delete(key);
    return true;
  } catch {
    unstored.set(key, value);
    return false;
  }
}

export function randomKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of this merchant on this device for `canary`: the one remembered, else a new one. */
export function canaryKey(
  remote: string,
  merchant: string | number,
  canary: CanaryBuild,
  store = defaultStore(),
): string {
  const key = entryKey(remote, merchant);
  const had = read(store, key, canary);
  if (had) return had.k;
  const fresh: Remembered = { c: canaryIdentity(canary), k: randomKey() };
  write(store, key, fresh);
  return fresh.k;
}

/** True when this merchant left `canary` on this device. */
export function leftCanary(
  remote: string,
  merchant: string | number,
  canary: CanaryBuild,
  store = defaultStore(),
): boolean {
  return read(store, entryKey(remote, merchant), canary)?.left === true;
}

/**
 * Remembers that this merchant left `canary` on this device (its key kept). False when storage
 * could not keep it: a new page would put the merchant on the canary again.
 */
export function rememberLeft(
  remote: string,
  merchant: string | number,
  canary: CanaryBuild,
  store = defaultStore(),
): boolean {
  const key = entryKey(remote, merchant);
  const k = read(store, key, canary)?.k ?? randomKey();
  return write(store, key, { c: canaryIdentity(canary), k, left: true });
}
