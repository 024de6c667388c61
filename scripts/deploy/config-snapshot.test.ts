import { describe, expect, it } from 'vitest';
import { manifestWithEntry } from '../../host/src/remotes/federation/__fixtures__/manifest';
import { isSnapshot } from '../../host/src/remotes/federation/snapshot';
import { withSnapshots } from './config-snapshot';

const WALLET = 'https://wallet.cdn.example/v42/mf-manifest.json';
const CANARY = 'https://wallet.cdn.example/v43/mf-manifest.json';
const PLAN = 'https://plan.cdn.example/mf-manifest.json';

const manifests: Record<string, unknown> = {
  [WALLET]: manifestWithEntry('static/js/wallet.42.js'),
  [CANARY]: manifestWithEntry('static/js/wallet.43.js'),
};
const read = (url: string) => {
  if (!(url in manifests)) throw new Error('404');
  return manifests[url];
};

describe('withSnapshots (the deploy step)', () => {
  const config = {
    apiBase: 'https://api.example.com',
    remotes: [
      {
        name: 'wallet',
        manifest: WALLET,
        prefixes: ['/wallet'],
        canary: { manifest: CANARY, percent: 5 },
      },
      { name: 'plan', manifest: PLAN, prefixes: ['/plan'], snapshot: { stale: true } },
    ],
  };

  it('writes a snapshot beside each manifest it can read, the canary included', async () => {
    const { config: out } = await withSnapshots(config, read);
    const wallet = out.remotes[0]!;
    expect(isSnapshot(wallet.snapshot)).toBe(true);
    expect(wallet.snapshot?.manifest).toBe(WALLET);
    expect(wallet.snapshot?.remoteEntry).toBe('static/js/wallet.42.js');
    expect(wallet.canary?.snapshot?.manifest).toBe(CANARY);
    expect(wallet.canary?.snapshot?.remoteEntry).toBe('static/js/wallet.43.js');
    expect(wallet.canary?.percent).toBe(5);
    expect(out.apiBase).toBe(config.apiBase);
  });

  it("removes the old snapshot of a manifest it cannot read and says which: that remote's manifest is fetched", async () => {
    const { config: out, problems } = await withSnapshots(config, read);
    const plan = out.remotes[1]!;
    expect('snapshot' in plan).toBe(false);
    expect(plan.manifest).toBe(PLAN);
    expect(problems).toEqual([`${PLAN}: 404`]);
  });
});
