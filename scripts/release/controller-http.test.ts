/**
 * The release controller with its config in an object store behind a CDN edge (real HTTP
 * servers, a fake clock): what controller.test.ts holds for the local file, here for
 * `HttpConfigWriter`.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReleaseConfig } from './config-edit';
import { HttpConfigWriter } from './config-writer-http';
import { runRelease } from './controller';
import { type Edge, type Store, startEdge, startStore } from './fake-object-store';
import { rollback } from './operator';
import { audit, CANARY, deps, fx, record, request, SEC, START } from './release-fixture';

const KEY = '/app-config.json';
const TOKEN = 'store-token-for-the-test';

let store: Store;
let edge: Edge;
afterEach(async () => {
  await Promise.all([store?.close(), edge?.close()]);
});

/** The store seeded with the fixture's config, an edge in front, a writer through both. */
async function objectStore() {
  store = await startStore({ [KEY]: readFileSync(fx.file, 'utf8') }, { token: TOKEN });
  edge = await startEdge(store.origin, TOKEN);
  const log: string[] = [];
  const writer = () =>
    new HttpConfigWriter({
      url: `${store.origin}${KEY}`,
      token: TOKEN,
      purge: { url: `${edge.origin}${KEY}`, method: 'PURGE' },
      purgeRetryMs: 10,
      log: (l) => log.push(l),
    });
  return { writer, log };
}

const stored = () => JSON.parse(store.objects.get(KEY)?.text ?? '{}') as ReleaseConfig;
const walletOf = (c: ReleaseConfig) => c.remotes.find((r) => r.name === 'wallet');
const servedByEdge = async () =>
  (await (await fetch(`${edge.origin}${KEY}`)).json()) as ReleaseConfig;

describe('the release controller on an object store', () => {
  it('ships a healthy canary to stable through conditional writes, the edge purged at each', async () => {
    const { writer } = await objectStore();
    expect(walletOf(await servedByEdge())?.canary).toBeUndefined(); // the edge holds the old copy
    const { d } = deps(() => 'promote', { writer: writer() });
    expect(await runRelease(request(), d)).toBe(0);
    const w = walletOf(stored());
    expect(w).toMatchObject({ manifest: CANARY, version: 'v2' });
    expect(w?.canary).toBeUndefined();
    expect(audit().map((l) => l.action)).toEqual([
      'ship',
      'step',
      'step',
      'step',
      'step',
      'promote',
    ]);
    const puts = store.seen.filter((s) => s.method === 'PUT');
    expect(puts).toHaveLength(6);
    expect(puts.every((p) => p.status === 200 && p.ifMatch?.startsWith('"'))).toBe(true);
    expect(edge.seen.filter((s) => s.method === 'PURGE')).toHaveLength(6);
    expect(await servedByEdge()).toEqual(stored());
    expect(store.objects.get(KEY)?.text).not.toContain(TOKEN);
  });

  it('rolls back by itself, and the edge serves the withdrawn canary at once', async () => {
    const { writer } = await objectStore();
    const badFrom = START + 95 * SEC;
    const { d } = deps((now) => (now >= badFrom ? 'roll back' : 'promote'), { writer: writer() });
    expect(await runRelease(request(), d)).toBe(1);
    expect(walletOf(stored())?.canary).toMatchObject({
      percent: 0,
      release: { state: 'rolled back' },
    });
    expect(audit().at(-1)).toMatchObject({
      action: 'rollback',
      from: 'canary v2 5 %',
      to: 'canary v2 0 %',
    });
    expect(walletOf(await servedByEdge())?.canary?.percent).toBe(0);
  });

  it("loses no write when an operator's --rollback lands between the controller's read and write", async () => {
    const { writer, log } = await objectStore();
    const { d, clock } = deps(() => 'promote');
    const operator = {
      writer: writer(),
      record,
      actor: 'alice via pnpm release --rollback',
      now: () => clock.now,
      log: () => {},
      snapshot: async () => undefined,
    };
    const controllers = writer();
    let cutIn = true;
    d.writer = {
      where: controllers.where,
      read: () => controllers.read(),
      async writeIfUnchanged(config, version) {
        // the step from 5 % to 25 %: alice's roll back lands first, and its purge fails once
        if (cutIn && walletOf(stored())?.canary?.percent === 5) {
          cutIn = false;
          edge.failPurges = 1;
          expect(await rollback('wallet', operator)).toBe(0);
        }
        return controllers.writeIfUnchanged(config, version);
      },
    };
    expect(await runRelease(request(), d)).toBe(1);
    expect(store.seen.filter((s) => s.method === 'PUT').map((s) => s.status)).toEqual([
      200, // ship at 1 %
      200, // step to 5 %
      200, // alice's roll back
      412, // the controller's step to 25 %, over the version it had read
    ]);
    expect(walletOf(stored())?.canary).toMatchObject({
      percent: 0,
      release: { state: 'rolled back' },
    });
    expect(audit().map((l) => `${l.action} ${l.to}`)).toEqual([
      'ship canary v2 1 %',
      'step canary v2 5 %',
      'rollback canary v2 0 %',
    ]);
    expect(log).toEqual([
      expect.stringContaining('HTTP 503: purge queue full; the new config is written'),
    ]);
    expect(walletOf(await servedByEdge())?.canary?.percent).toBe(0);
  });
});
