// @vitest-environment happy-dom
/**
 * Which build of a remote a merchant runs in a page, as the config is read again
 * (./tracks.ts with ./memory.ts), against a stand-in for the federation runtime
 * that only notes registrations.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rec } from '../../telemetry/recorder';
import type { CanaryEntry, RemoteEntry } from '../runtime-config';
import { bucketOf } from './assign';

const runtime = vi.hoisted(() => ({ registered: [] as { entry: string; force: boolean }[] }));

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (list: { entry: string }[], o?: { force?: boolean }) => {
    for (const r of list) runtime.registered.push({ entry: r.entry, force: Boolean(o?.force) });
  },
  getInstance: () => null,
}));

const MERCHANT = 4242;
const STABLE = 'https://cdn.example/v42/mf-manifest.json';
const V43: CanaryEntry = {
  manifest: 'https://cdn.example/v43/mf-manifest.json',
  percent: 100,
  version: 'v43',
};

function wallet(canary?: Partial<CanaryEntry> | null, over: Partial<RemoteEntry> = {}) {
  const entry: RemoteEntry = {
    name: 'wallet',
    manifest: STABLE,
    version: 'v42',
    prefixes: ['/wallet'],
    ...over,
  };
  return canary === null ? entry : { ...entry, canary: { ...V43, ...canary } };
}

/** A page load: fresh modules, the config, the merchant; records collected. */
async function page(entry: RemoteEntry) {
  vi.resetModules();
  runtime.registered.length = 0;
  const registry = { ...(await import('../remote-registry')), ...(await import('./tracks')) };
  const recorder = await import('../../telemetry/recorder');
  const records: Rec[] = [];
  recorder.attach((r) => records.push(r));
  recorder.setTagger((app) => ({
    version: registry.versionOf(app),
    track: registry.trackOf(app),
    key: registry.canaryKeyOf(app),
  }));
  registry.registerRemoteApps([entry], async () => MERCHANT);
  return { ...registry, records };
}

beforeAll(() => import('./tracks'), 60_000);
beforeEach(() => localStorage.clear());

describe('a canary merchant on this device', () => {
  it('gets a key on the first assignment, which records about the canary carry', async () => {
    const p = await page(wallet());
    expect(await p.assignTrack('wallet')).toBe('canary');
    const key = p.canaryKeyOf('wallet');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(runtime.registered.at(-1)).toEqual({ entry: V43.manifest, force: true });
    // the next page load: the same key for the same canary version
    const again = await page(wallet());
    await again.assignTrack('wallet');
    expect(again.canaryKeyOf('wallet')).toBe(key);
  });

  it('a canary whose code ran keeps its tag until the page goes, though left', async () => {
    const p = await page(wallet({}, { version: '' }));
    await p.assignTrack('wallet');
    const key = p.canaryKeyOf('wallet');
    p.noteRan('wallet');
    p.leaveCanary('wallet', 'render');
    // the page now runs stable by its track, but its code is still the canary's until the reload
    expect(p.trackOf('wallet')).toBe('stable');
    expect(p.ranBuildOf('wallet')).toEqual({ version: 'v43', track: 'canary', key });
    expect(p.healthTagOf('wallet')).toEqual({ version: 'v43', track: 'canary', key });
  });

  it('a canary left before its code ran is tagged as the stable build it now runs', async () => {
    const p = await page(wallet({}, { version: 'v42' }));
    await p.assignTrack('wallet');
    const key = p.canaryKeyOf('wallet');
    expect(p.healthTagOf('wallet')).toEqual({ version: 'v43', track: 'canary', key });
    p.leaveCanary('wallet', 'load');
    expect(p.healthTagOf('wallet')).toEqual({ version: 'v42', track: 'stable', key: '' });
  });

  it('who left the canary is not put back on it by a new page, until a new version', async () => {
    const p = await page(wallet());
    await p.assignTrack('wallet');
    const key = p.canaryKeyOf('wallet');
    expect(p.leaveCanary('wallet', 'render')).toBe(true);
    expect(p.records.map((r) => [r.kind, r.data.reason, r.track, r.version, r.key])).toEqual([
      ['fallback', 'render', 'canary', 'v43', key],
    ]);
    expect(p.trackOf('wallet')).toBe('stable');
    expect(p.canaryKeyOf('wallet')).toBe('');
    expect(runtime.registered.at(-1)).toEqual({ entry: STABLE, force: true });

    const newTab = await page(wallet());
    expect(await newTab.assignTrack('wallet')).toBe('stable');
    expect(runtime.registered.map((r) => r.entry)).not.toContain(V43.manifest);

    const v44 = { manifest: 'https://cdn.example/v44/mf-manifest.json', version: 'v44' };
    const next = await page(wallet(v44));
    expect(await next.assignTrack('wallet')).toBe('canary');
    expect(next.canaryKeyOf('wallet')).not.toBe(key);
  });

  it('a stable merchant carries no key', async () => {
    const p = await page(wallet({ percent: 0 }));
    expect(await p.assignTrack('wallet')).toBe('stable');
    expect(p.canaryKeyOf('wallet')).toBe('');
  });
});

describe('the config read again (adoptRemotes)', () => {
  const below = bucketOf('wallet', MERCHANT) / 100; // the share that just leaves this merchant out

  it('a remote not needed yet takes the new entry: a raised share applies at its first load', async () => {
    const p = await page(wallet({ percent: 0 }));
    p.adoptRemotes([wallet({ percent: 100 })]);
    expect(await p.assignTrack('wallet')).toBe('canary');
  });

  it('a stable merchant already decided stays on stable in this page when the share rises', async () => {
    const p = await page(wallet({ percent: 0 }));
    await p.assignTrack('wallet');
    p.adoptRemotes([wallet({ percent: 100 })]);
    expect(p.trackOf('wallet')).toBe('stable');
    expect(p.canaryWithdrawn('wallet')).toBe(false);
  });

  it.each([
    ['its share lowered below the merchant', wallet({ percent: below })],
    ['its block removed', wallet(null)],
    ['another version', wallet({ version: 'v44', manifest: 'https://cdn.example/v44/m.json' })],
  ])(
    'a canary running in the page is withdrawn by %s, and left only at the next entry',
    async (_, next) => {
      const p = await page(wallet());
      await p.assignTrack('wallet');
      p.markStarted('wallet');
      const registered = runtime.registered.length;
      p.adoptRemotes([next]);
      expect(p.canaryWithdrawn('wallet')).toBe(true);
      // nothing moves under the page the merchant is on
      expect(p.trackOf('wallet')).toBe('canary');
      expect(p.versionOf('wallet')).toBe('v43');
      expect(runtime.registered).toHaveLength(registered);
    },
  );

  it('a share lowered but still above the merchant withdraws nothing; raised back, nothing is due', async () => {
    const p = await page(wallet());
    await p.assignTrack('wallet');
    p.markStarted('wallet');
    p.adoptRemotes([wallet({ percent: below + 0.01 })]);
    expect(p.canaryWithdrawn('wallet')).toBe(false);
    p.adoptRemotes([wallet({ percent: 0 })]);
    expect(p.canaryWithdrawn('wallet')).toBe(true);
    p.adoptRemotes([wallet()]);
    expect(p.canaryWithdrawn('wallet')).toBe(false);
  });

  it('a withdrawn canary whose container never started is dropped at once', async () => {
    const p = await page(wallet());
    await p.assignTrack('wallet');
    p.adoptRemotes([wallet({ percent: 0 })]);
    expect(p.canaryWithdrawn('wallet')).toBe(false);
    expect(runtime.registered.at(-1)).toEqual({ entry: STABLE, force: true });
    expect(await p.assignTrack('wallet')).toBe('stable');
  });

  it('a canary promoted to stable is called stable in place, no reload due', async () => {
    const p = await page(wallet());
    await p.assignTrack('wallet');
    p.markStarted('wallet');
    const registered = runtime.registered.length;
    p.adoptRemotes([wallet(null, { manifest: V43.manifest, version: 'v43' })]);
    expect(p.canaryWithdrawn('wallet')).toBe(false);
    expect(p.trackOf('wallet')).toBe('stable');
    expect(p.versionOf('wallet')).toBe('v43');
    expect(runtime.registered).toHaveLength(registered);
  });

  it('a stable build moved while nobody needed the remote is registered anew', async () => {
    const p = await page(wallet(null));
    p.adoptRemotes([wallet(null, { manifest: 'https://cdn.example/v45/mf-manifest.json' })]);
    expect(runtime.registered.at(-1)).toEqual({
      entry: 'https://cdn.example/v45/mf-manifest.json',
      force: true,
    });
    // the router's prefixes stay those of the start
    p.adoptRemotes([wallet(null, { prefixes: ['/elsewhere'] })]);
    expect(p.remoteForPath('/wallet')?.name).toBe('wallet');
  });
});
