// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module (the atoms read storage when they are made) over the given storage. */
async function freshAtoms(init: Record<string, string> = {}) {
  localStorage.clear();
  for (const [k, v] of Object.entries(init)) localStorage.setItem(k, v);
  vi.resetModules();
  return import('./atoms');
}

describe('session atoms', () => {
  beforeEach(() => localStorage.clear());

  it('start from storage, and a corrupt value reads as logged out', async () => {
    const a = await freshAtoms({ fb_token: 'tok-1', fb_userInfo: '{not json' });
    const store = createStore();
    expect(store.get(a.tokenAtom)).toBe('tok-1');
    expect(store.get(a.userInfoAtom)).toBeNull();
  });

  it('write through to storage under the spec keys, and null removes', async () => {
    const a = await freshAtoms();
    const store = createStore();
    store.set(a.tokenAtom, 'tok-2');
    store.set(a.userInfoAtom, { entry: 'register', username: 'm1' } as never);
    expect(localStorage.getItem('fb_token')).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem('fb_userInfo') ?? '{}').username).toBe('m1');
    store.set(a.tokenAtom, null);
    expect(localStorage.getItem('fb_token')).toBeNull();
    expect(store.get(a.isLoggedInAtom)).toBe(false);
  });

  it('follow a logout made in another tab', async () => {
    const a = await freshAtoms({ fb_token: 'tok-3' });
    const store = createStore();
    const seen: (string | null)[] = [];
    const unsub = store.sub(a.tokenAtom, () => seen.push(store.get(a.tokenAtom)));
    // another tab removes the token: this tab's storage event
    localStorage.removeItem('fb_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'fb_token', newValue: null }));
    expect(store.get(a.tokenAtom)).toBeNull();
    expect(seen).toEqual([null]);
    unsub();
  });
});
