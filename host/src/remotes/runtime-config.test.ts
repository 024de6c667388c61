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

describe('app-config.json: canary and telemetry', () => {
  const canary = { manifest: 'https://w.example.com/v43/mf-manifest.json', percent: 10 };

  it('keeps a canary block and the version labels', () => {
    const remotes = [{ ...base.remotes[0], version: '42', canary: { ...canary, version: '43' } }];
    expect(readRuntimeConfig({ ...base, remotes }).remotes[0]).toEqual(remotes[0]);
  });

  it.each([
    { ...canary, percent: 101 },
    { ...canary, percent: -1 },
    { ...canary, percent: '10' },
    { ...canary, manifest: 'javascript:alert(1)' },
    { percent: 10 },
  ])('drops an unusable canary %j with a warning: everyone gets stable', (bad) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = readRuntimeConfig({ ...base, remotes: [{ ...base.remotes[0], canary: bad }] });
    expect(config.remotes[0]).toEqual(base.remotes[0]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('passes the telemetry block through as it is (the agent reads it, off the start path)', () => {
    const telemetry = { endpoint: 'https://otel.example.com', sampleRate: 0.25 };
    expect(readRuntimeConfig({ ...base, telemetry }).telemetry).toEqual(telemetry);
  });
});

describe('app-config.json: snapshots', () => {
  const manifest = base.remotes[0]!.manifest;
  const snapshot = {
    manifest,
    publicPath: 'https://w.example.com/',
    remoteEntry: 'static/js/wallet.0123456789.js',
    remoteEntryType: 'global',
    globalName: 'wallet',
    buildVersion: '0.1.0',
    buildName: '@adnet/remote-wallet',
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
    exposes: [{ name: 'routes', path: './routes', js: ['static/js/async/r.js'], css: [] }],
  };
  const canary = {
    manifest: 'https://w.example.com/v43/mf-manifest.json',
    percent: 10,
    snapshot: { ...snapshot, manifest: 'https://w.example.com/v43/mf-manifest.json' },
  };

  it('keeps the snapshots the deploy step wrote, stable and canary', () => {
    const remotes = [{ ...base.remotes[0], snapshot, canary }];
    expect(readRuntimeConfig({ ...base, remotes }).remotes[0]).toEqual(remotes[0]);
  });

  it('drops an unreadable snapshot with a warning: that remote fetches its manifest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...snapshot, publicPath: 'static/' };
    const config = readRuntimeConfig({
      ...base,
      remotes: [{ ...base.remotes[0], snapshot: broken }],
    });
    expect(config.remotes[0]).toEqual(base.remotes[0]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('snapshot of wallet');
  });

  it("drops an unreadable canary snapshot and keeps the canary and the stable build's", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const remotes = [
      { ...base.remotes[0], snapshot, canary: { ...canary, snapshot: { remoteEntry: 'x.js' } } },
    ];
    const read = readRuntimeConfig({ ...base, remotes }).remotes[0];
    expect(read?.snapshot).toEqual(snapshot);
    expect(read?.canary).toEqual({ manifest: canary.manifest, percent: 10 });
    expect(warn).toHaveBeenCalledOnce();
  });
});
