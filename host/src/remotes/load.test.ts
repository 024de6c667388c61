// @vitest-environment happy-dom
/**
 * How a remote is registered and loaded with and without a snapshot in the run-time config,
 * against a stand-in for the federation runtime that reads manifests through the host's
 * runtime plugin as the real one does (its fetch hook first, else the network).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { manifestWithEntry } from './federation/__fixtures__/manifest';
import type { RemoteSnapshot } from './federation/snapshot';
import type { RemoteEntry } from './runtime-config';

const runtime = vi.hoisted(() => ({
  registered: [] as { name: string; entry: string; force: boolean }[],
  /** URL → the manifest the network answers with (absent: the request fails). */
  network: new Map<string, unknown>(),
  /** Entry URLs the network refuses. */
  brokenEntries: new Set<string>(),
  fetched: [] as string[],
  /** What the next loads of `./routes` throw, in turn, after the entry ran. */
  routeFailures: [] as Error[],
  preloaded: [] as string[],
  loads: 0,
  /** The host's runtime plugin, of the module graph load.ts was imported in. */
  plugin: undefined as undefined | { fetch?: unknown; loadRemoteSnapshot?: unknown },
}));

vi.mock('@module-federation/enhanced/runtime', async (importOriginal) => {
  const real = await importOriginal<typeof import('@module-federation/enhanced/runtime')>();
  const entries = new Map<string, string>();
  /** What the runtime does before it runs a remote's entry: read its manifest. */
  async function resolve(name: string) {
    const url = entries.get(name);
    if (!url) throw new Error(`no remote ${name}`);
    const plugin = runtime.plugin!;
    const served = await (plugin.fetch as (u: string) => Promise<Response> | undefined)(url);
    let manifest: unknown;
    if (served) manifest = await served.json();
    else {
      runtime.fetched.push(url);
      manifest = runtime.network.get(url);
      if (!manifest) throw new Error(`${url}: 404`);
    }
    await (plugin.loadRemoteSnapshot as (a: unknown) => Promise<unknown>)({
      moduleInfo: { name },
      manifestJson: manifest,
    });
    const m = manifest as { metaData: { publicPath: string; remoteEntry: { name: string } } };
    const publicPath =
      m.metaData.publicPath === 'auto' ? new URL('./', url).href : m.metaData.publicPath;
    const entry = `${publicPath}${m.metaData.remoteEntry.name}`;
    if (runtime.brokenEntries.has(entry)) throw new Error(`${entry}: 404`);
  }
  return {
    ...real,
    registerRemotes: (list: { name: string; entry: string }[], o?: { force?: boolean }) => {
      for (const r of list) {
        entries.set(r.name, r.entry);
        runtime.registered.push({ ...r, force: Boolean(o?.force) });
      }
    },
    loadRemote: async (id: string) => {
      runtime.loads += 1;
      await resolve(id.split('/')[0] as string);
      const failure = runtime.routeFailures.shift();
      if (failure) throw failure;
      return { routes: [{ path: '/wallet', Component: () => null }] };
    },
    preloadRemote: async (ops: { nameOrAlias: string }[]) => {
      for (const op of ops) {
        await resolve(op.nameOrAlias);
        runtime.preloaded.push(op.nameOrAlias);
      }
    },
  };
});

const MANIFEST = 'https://wallet.cdn.example/mf-manifest.json';

async function setUp(over: Partial<RemoteEntry> = {}) {
  const { snapshotOf } = await import('./federation/snapshot');
  const remotes = {
    ...(await import('./remote-registry')),
    ...(await import('./canary/tracks')),
    ...(await import('./load')),
  };
  runtime.plugin = (await import('./federation/runtime-plugin')).adnetRuntimePlugin();
  const snapshot: RemoteSnapshot = snapshotOf(
    manifestWithEntry('static/js/wallet.old.js'),
    MANIFEST,
  );
  const entry: RemoteEntry = {
    name: 'wallet',
    manifest: MANIFEST,
    prefixes: ['/wallet'],
    snapshot,
    ...over,
  };
  remotes.registerRemoteApps([entry]);
  return { remotes, snapshot };
}

const lastRegistration = () => runtime.registered.at(-1);

// the first import of the host's modules takes seconds on a busy machine
beforeAll(() => import('./load'), 60_000);

beforeEach(() => {
  vi.resetModules();
  runtime.loads = 0;
  runtime.registered.length = 0;
  runtime.fetched.length = 0;
  runtime.routeFailures.length = 0;
  runtime.preloaded.length = 0;
  runtime.network.clear();
  runtime.brokenEntries.clear();
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a remote with a snapshot in the config', () => {
  it('loads its first route without fetching its manifest', async () => {
    const { remotes } = await setUp();
    expect(lastRegistration()).toEqual({
      name: 'wallet',
      entry: `${MANIFEST}#snapshot`,
      force: false,
    });
    const app = await remotes.loadRemoteApp('wallet');
    expect(app.routes).toHaveLength(1);
    expect(runtime.fetched).toEqual([]);
  });

  it('fetches the manifest when the config points the remote elsewhere than its snapshot', async () => {
    const moved = 'https://wallet.cdn.example/v43/mf-manifest.json';
    runtime.network.set(moved, manifestWithEntry('static/js/wallet.new.js'));
    const { remotes } = await setUp({ manifest: moved });
    expect(lastRegistration()?.entry).toBe(moved);
    await remotes.loadRemoteApp('wallet');
    expect(runtime.fetched).toEqual([moved]);
  });

  it('fetches the manifest when the config has no snapshot', async () => {
    runtime.network.set(MANIFEST, manifestWithEntry('static/js/wallet.old.js'));
    const { remotes } = await setUp({ snapshot: undefined });
    expect(lastRegistration()?.entry).toBe(MANIFEST);
    await remotes.loadRemoteApp('wallet');
    expect(runtime.fetched).toEqual([MANIFEST]);
  });

  it('falls back to the manifest when its build no longer loads, and leaves that snapshot for good', async () => {
    runtime.brokenEntries.add('https://wallet.cdn.example/static/js/wallet.old.js');
    runtime.network.set(MANIFEST, manifestWithEntry('static/js/wallet.new.js'));
    const { remotes } = await setUp();
    const app = await remotes.loadRemoteApp('wallet');
    expect(app.routes).toHaveLength(1);
    expect(runtime.fetched).toEqual([MANIFEST]);
    expect(lastRegistration()).toEqual({ name: 'wallet', entry: MANIFEST, force: true });

    // the next page load on this device: the same snapshot in the config is not used again
    vi.resetModules();
    runtime.fetched.length = 0;
    const next = await setUp();
    expect(lastRegistration()?.entry).toBe(MANIFEST);
    await next.remotes.loadRemoteApp('wallet');
    expect(runtime.fetched).toEqual([MANIFEST]);

    // a config whose snapshot names the new build is used again
    vi.resetModules();
    const { snapshotOf } = await import('./federation/snapshot');
    await setUp({ snapshot: snapshotOf(manifestWithEntry('static/js/wallet.new.js'), MANIFEST) });
    expect(lastRegistration()?.entry).toBe(`${MANIFEST}#snapshot`);
  });

  it('shows the failure when neither the snapshot nor the manifest loads', async () => {
    runtime.brokenEntries.add('https://wallet.cdn.example/static/js/wallet.old.js');
    const { remotes } = await setUp();
    await expect(remotes.loadRemoteApp('wallet')).rejects.toThrow(/404/);
    expect(runtime.fetched).toEqual([MANIFEST]);
  });

  it('shares one load between a link intent and the navigation that follows', async () => {
    const { remotes } = await setUp();
    const a = remotes.loadRemoteApp('wallet');
    const b = remotes.loadRemoteApp('wallet');
    expect(await a).toBe(await b);
    expect(runtime.loads).toBe(1);
  });
});

/** The error a federated chunk's failed `<script>` rejects with (the bundler's). */
function chunkLoadError(type: 'error' | 'timeout') {
  return Object.assign(new Error('Loading chunk 30 failed.'), { name: 'ChunkLoadError', type });
}

describe("a chunk of the remote's routes that fails", () => {
  it('is asked for once more when it failed at once (a dropped connection, a failed preload)', async () => {
    const { remotes } = await setUp({ snapshot: undefined });
    runtime.network.set(MANIFEST, manifestWithEntry('static/js/wallet.new.js'));
    runtime.routeFailures.push(chunkLoadError('error'));
    const app = await remotes.loadRemoteApp('wallet');
    expect(app.routes).toHaveLength(1);
    expect(runtime.loads).toBe(2);
  });

  it('is not asked for again when it timed out, nor twice more', async () => {
    const { remotes } = await setUp({ snapshot: undefined });
    runtime.network.set(MANIFEST, manifestWithEntry('static/js/wallet.new.js'));
    runtime.routeFailures.push(chunkLoadError('timeout'));
    await expect(remotes.loadRemoteApp('wallet')).rejects.toThrow(/chunk 30/);
    expect(runtime.loads).toBe(1);

    runtime.routeFailures.push(chunkLoadError('error'), chunkLoadError('error'));
    await expect(remotes.loadRemoteApp('wallet')).rejects.toThrow(/chunk 30/);
    expect(runtime.loads).toBe(3);
  });
});

describe('the idle preload with a snapshot', () => {
  it('checks the snapshot against the manifest deployed now and keeps it when they agree', async () => {
    runtime.network.set(MANIFEST, manifestWithEntry('static/js/wallet.old.js'));
    vi.stubGlobal('fetch', async (url: string) => Response.json(runtime.network.get(url)));
    const { remotes } = await setUp();
    await remotes.preloadRemoteApp('wallet');
    expect(runtime.preloaded).toEqual(['wallet']);
    expect(lastRegistration()?.entry).toBe(`${MANIFEST}#snapshot`);
  });

  it('leaves a snapshot of an older build than the one deployed (redeployed in place)', async () => {
    runtime.network.set(MANIFEST, manifestWithEntry('static/js/wallet.new.js'));
    vi.stubGlobal('fetch', async (url: string) => Response.json(runtime.network.get(url)));
    const { remotes } = await setUp();
    await remotes.preloadRemoteApp('wallet');
    expect(lastRegistration()).toEqual({ name: 'wallet', entry: MANIFEST, force: true });
    expect(runtime.preloaded).toEqual(['wallet']);
    expect(runtime.fetched).toEqual([MANIFEST]); // the preload itself, through the runtime
  });
});

describe('startRemoteRoute (a link intent)', () => {
  it('loads nothing without a session, nor for a path no remote owns', async () => {
    const { remotes } = await setUp();
    remotes.startRemoteRoute('/wallet', false);
    remotes.startRemoteRoute('/login', true);
    await new Promise((r) => setTimeout(r, 50));
    expect(runtime.loads).toBe(0);
    expect(remotes.loadedRemote('wallet') !== undefined).toBe(false);
  });

  it("loads the remote of a path it owns, with the session's", async () => {
    const { remotes } = await setUp();
    remotes.startRemoteRoute('/wallet?tab=1', true);
    await vi.waitFor(() => expect(remotes.loadedRemote('wallet') !== undefined).toBe(true));
  });
});
