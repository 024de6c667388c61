import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

const base = {
  apiBase: 'https://api.example.com',
  remotes: [
    { name: 'wallet', manifest: 'https://w.example.com/mf-manifest.json', prefixes: ['/wallet'] },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('app-config.json', () => {
  it('reads a config without apiTimeoutMs (the client then uses 15 s)', () => {
    expect(readRuntimeConfig(base)).toEqual(base);
  });

  it('keeps a valid apiTimeoutMs', () => {
    expect(readRuntimeConfig({ ...base, apiTimeoutMs: 1500 }).apiTimeoutMs).toBe(1500);
  });

  it.each([0, -5, 999, 300_001, 1500.5, '15000', null, Number.NaN])(
    'drops apiTimeoutMs %s with a warning',
    (value) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const config = readRuntimeConfig({ ...base, apiTimeoutMs: value });
      expect(config).toEqual(base);
      expect('apiTimeoutMs' in config).toBe(false);
      expect(warn).toHaveBeenCalledOnce();
    },
  );

  it('still refuses a config of the wrong shape', () => {
    expect(() => readRuntimeConfig({ remotes: [] })).toThrow(/unexpected shape/);
  });
});
