// @vitest-environment happy-dom
/**
 * Leaving a canary whose code runs in the page (./switch.ts): after a render error, at
 * the entry into a page of a withdrawn canary, and on Retry, with the registry as it runs
 * (./remote-registry.ts) and a stand-in for the federation runtime.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rec } from '../../telemetry/recorder';
import type { RemoteEntry } from '../runtime-config';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: () => {},
  getInstance: () => null,
}));

const CANARY = {
  manifest: 'https://cdn.example/v43/mf-manifest.json',
  percent: 100,
  version: 'v43',
};
const wallet = (percent = 100): RemoteEntry => ({
  name: 'wallet',
  manifest: 'https://cdn.example/v42/mf-manifest.json',
  prefixes: ['/wallet'],
  canary: { ...CANARY, percent },
});

/** A page whose wallet runs its canary (its container started); reloads counted, not done. */
async function canaryPage() {
  vi.resetModules();
  const registry = { ...(await import('../remote-registry')), ...(await import('./tracks')) };
  const recorder = await import('../../telemetry/recorder');
  const sw = await import('./switch');
  const records: Rec[] = [];
  recorder.attach((r) => records.push(r));
  recorder.setTagger((app) => ({ version: registry.versionOf(app), track: registry.trackOf(app) }));
  const reload = vi.fn();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  registry.registerRemoteApps([wallet()], async () => 7);
  await registry.assignTrack('wallet');
  registry.markStarted('wallet');
  return { registry, sw, records, reload };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeAll(() => import('./switch'), 60_000);
beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('a render error in a canary route', () => {
  it('leaves the canary with a render fallback, and reloads once', async () => {
    const { registry, sw, records, reload } = await canaryPage();
    expect(sw.mayLeaveAfterError('wallet')).toBe(true);
    expect(sw.leaveAfterError('wallet')).toBe(true);
    expect(sw.leaveAfterError('wallet')).toBe(true); // a second boundary: the same reload
    await settle();
    expect(reload).toHaveBeenCalledOnce();
    expect(records.map((r) => [r.kind, r.data.reason, r.track])).toEqual([
      ['fallback', 'render', 'canary'],
    ]);
    expect(registry.trackOf('wallet')).toBe('stable');
  });

  it('shows the error when the device cannot remember the leaving (a reload would loop)', async () => {
    const { sw, reload } = await canaryPage();
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(sw.leaveAfterError('wallet')).toBe(false);
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });

  it('on a stable build, or the host, is the usual error screen', async () => {
    const { registry, sw } = await canaryPage();
    registry.leaveCanary('wallet', 'load');
    expect(sw.mayLeaveAfterError('wallet')).toBe(false);
    expect(sw.mayLeaveAfterError(undefined)).toBe(false);
  });
});

describe('a canary the config withdrew', () => {
  it('is left when one of its pages is entered, not before, and counts no failure', async () => {
    const { registry, sw, records } = await canaryPage();
    const load = sw.frameLoader('wallet');
    expect(load()).toEqual({ leave: false });
    registry.adoptRemotes([wallet(0)]);
    expect(load()).toEqual({ leave: true });
    expect(records).toEqual([]);
  });

  it('the frame asks again only when another page is entered', async () => {
    const { sw } = await canaryPage();
    const args = (from: string, to: string) =>
      ({
        currentUrl: new URL(`http://x${from}`),
        nextUrl: new URL(`http://x${to}`),
      }) as Parameters<typeof sw.enteredAnotherPage>[0];
    expect(sw.enteredAnotherPage(args('/wallet/bind-card', '/wallet'))).toBe(true);
    expect(sw.enteredAnotherPage(args('/wallet', '/wallet?page=2'))).toBe(false);
    expect(sw.enteredAnotherPage(args('/wallet', '/wallet'))).toBe(false);
  });

  it('Retry reads the config first, then reloads into stable', async () => {
    const { registry, sw, reload, records } = await canaryPage();
    const check = vi.fn(async () => registry.adoptRemotes([wallet(0)]));
    sw.setConfigCheck(check);
    expect(await sw.retryIntoStable('wallet')).toBe(true);
    expect(check).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
    expect(records).toEqual([]);
  });

  it('Retry on a canary still given retries in place', async () => {
    const { sw, reload } = await canaryPage();
    const check = vi.fn(async () => {});
    sw.setConfigCheck(check);
    expect(await sw.retryIntoStable('wallet')).toBe(false);
    expect(check).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    expect(await sw.retryIntoStable('plan')).toBe(false);
  });
});
