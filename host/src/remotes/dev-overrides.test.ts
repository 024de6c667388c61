// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyDevOverrides, isLocalManifestUrl, OVERRIDES_KEY } from './dev-overrides';
import type { RuntimeConfig } from './runtime-config';

const config = (devOverrides?: boolean): RuntimeConfig => ({
  apiBase: 'https://api.example.com',
  devOverrides,
  remotes: [
    {
      name: 'wallet',
      manifest: 'https://wallet.example.com/mf-manifest.json',
      prefixes: ['/wallet'],
    },
    { name: 'plan', manifest: 'https://plan.example.com/mf-manifest.json', prefixes: ['/plan'] },
  ],
});

beforeEach(() => localStorage.clear());

describe('isLocalManifestUrl', () => {
  it('takes http(s) on localhost and 127.0.0.1 only', () => {
    expect(isLocalManifestUrl('http://localhost:3003/mf-manifest.json')).toBe(true);
    expect(isLocalManifestUrl('https://127.0.0.1/mf-manifest.json')).toBe(true);
    for (const bad of [
      'https://wallet.evil.example/mf-manifest.json',
      'http://localhost.evil.example/mf-manifest.json',
      'http://user:pw@localhost/mf-manifest.json',
      'javascript:alert(1)',
      'data:application/json,{}',
      'file:///etc/passwd',
      '//localhost/mf-manifest.json',
      'not a url',
    ]) {
      expect(isLocalManifestUrl(bad), bad).toBe(false);
    }
  });
});

describe('applyDevOverrides', () => {
  it('does nothing unless the deployed config enables it', () => {
    localStorage.setItem(
      OVERRIDES_KEY,
      JSON.stringify({ wallet: 'http://localhost:3003/mf-manifest.json' }),
    );
    expect(applyDevOverrides(config()).applied).toEqual([]);
    expect(applyDevOverrides(config(false)).remotes).toEqual(config().remotes);
  });
  it('replaces a named remote by a local URL and refuses a foreign one', () => {
    localStorage.setItem(
      OVERRIDES_KEY,
      JSON.stringify({
        wallet: 'http://localhost:3003/mf-manifest.json',
        plan: 'https://cdn.evil.example/mf-manifest.json',
        nosuch: 'http://localhost:9999/mf-manifest.json',
      }),
    );
    const { remotes, applied } = applyDevOverrides(config(true));
    expect(applied).toEqual([
      { name: 'wallet', manifest: 'http://localhost:3003/mf-manifest.json' },
    ]);
    expect(remotes.map((r) => r.manifest)).toEqual([
      'http://localhost:3003/mf-manifest.json',
      'https://plan.example.com/mf-manifest.json',
    ]);
  });
  it('an overridden remote drops the canary of the deployed config: the local build serves', () => {
    const c = config(true);
    c.remotes[0] = {
      ...c.remotes[0]!,
      canary: { manifest: 'https://wallet.example.com/v43/mf-manifest.json', percent: 100 },
    };
    localStorage.setItem(
      OVERRIDES_KEY,
      JSON.stringify({ wallet: 'http://localhost:3003/mf-manifest.json' }),
    );
    const wallet = applyDevOverrides(c).remotes[0];
    expect(wallet?.manifest).toBe('http://localhost:3003/mf-manifest.json');
    expect(wallet && 'canary' in wallet).toBe(false);
  });

  it('reads a corrupt stored value as no override', () => {
    localStorage.setItem(OVERRIDES_KEY, '{oops');
    expect(applyDevOverrides(config(true)).applied).toEqual([]);
  });
});
