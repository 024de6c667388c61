// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { type CanaryBuild, canaryKey, type KeyStore, leftCanary, rememberLeft } from './memory';

function memoryStore(): KeyStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
  };
}

const V43: CanaryBuild = { manifest: 'https://cdn.example/v43/mf-manifest.json', version: 'v43' };
const V44: CanaryBuild = { manifest: 'https://cdn.example/v44/mf-manifest.json', version: 'v44' };

describe("a merchant's canary key", () => {
  it('is made on the first assignment and kept for that canary version on this device', () => {
    const store = memoryStore();
    const key = canaryKey('wallet', 1001, V43, store);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(canaryKey('wallet', 1001, V43, store)).toBe(key);
    expect(canaryKey('wallet', '1001', V43, store)).toBe(key);
  });

  it('is new for a new canary version, another merchant, another remote', () => {
    const store = memoryStore();
    const key = canaryKey('wallet', 1001, V43, store);
    expect(canaryKey('wallet', 1002, V43, store)).not.toBe(key);
    expect(canaryKey('plan', 1001, V43, store)).not.toBe(key);
    const next = canaryKey('wallet', 1001, V44, store);
    expect(next).not.toBe(key);
    // the new version's entry took the old one's place: one entry per remote and merchant
    expect([...store.data.keys()].filter((k) => k.includes('wallet:1001'))).toHaveLength(1);
  });

  it('is random, never derived from the merchant: two devices of one merchant differ', () => {
    const a = canaryKey('wallet', 1001, V43, memoryStore());
    const b = canaryKey('wallet', 1001, V43, memoryStore());
    expect(a).not.toBe(b);
    expect(a).not.toContain('1001');
  });

  it('the same manifest under another version is another canary', () => {
    const store = memoryStore();
    const key = canaryKey('wallet', 1001, V43, store);
    expect(canaryKey('wallet', 1001, { ...V43, version: 'v43b' }, store)).not.toBe(key);
  });
});

describe('a merchant who left a canary', () => {
  it('is remembered for that merchant and canary version, not for others', () => {
    const store = memoryStore();
    const key = canaryKey('wallet', 1001, V43, store);
    expect(leftCanary('wallet', 1001, V43, store)).toBe(false);
    expect(rememberLeft('wallet', 1001, V43, store)).toBe(true);
    expect(leftCanary('wallet', 1001, V43, store)).toBe(true);
    // the key stays the one its records carried
    expect(canaryKey('wallet', 1001, V43, store)).toBe(key);
    expect(leftCanary('wallet', 1002, V43, store)).toBe(false);
    expect(leftCanary('plan', 1001, V43, store)).toBe(false);
    // a new canary version gets a new chance
    expect(leftCanary('wallet', 1001, V44, store)).toBe(false);
  });

  it('is kept in localStorage by default: a new tab of the same merchant sees it', () => {
    localStorage.clear();
    expect(rememberLeft('wallet', 1001, V43)).toBe(true);
    expect(leftCanary('wallet', 1001, V43)).toBe(true);
    localStorage.clear();
  });
});

describe('storage that cannot be trusted', () => {
  it.each([
    'not json',
    'null',
    '42',
    '{"c":" https://cdn.example/v43/mf-manifest.json"}',
    '{"c":"v43 https://cdn.example/v43/mf-manifest.json","k":"short","left":true}',
    '{"c":"v43 https://cdn.example/v43/mf-manifest.json","k":12,"left":true}',
  ])('reads %j as nothing remembered, and a new key replaces it', (raw) => {
    const store = memoryStore();
    store.data.set('adnet:canary:wallet:1001', raw);
    expect(leftCanary('wallet', 1001, V43, store)).toBe(false);
    const key = canaryKey('wallet', 1001, V43, store);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(canaryKey('wallet', 1001, V43, store)).toBe(key);
  });

  it('no storage at all: a key for this page, and leaving is not remembered', () => {
    const refused: KeyStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const key = canaryKey('wallet', 2001, V43, refused);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(canaryKey('wallet', 2001, V43, refused)).toBe(key);
    expect(rememberLeft('wallet', 2001, V43, refused)).toBe(false);
    expect(canaryKey('wallet', 2002, V43, undefined)).toMatch(/^[0-9a-f]{32}$/);
  });
});
