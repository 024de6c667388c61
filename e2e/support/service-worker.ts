/**
 * The host's service worker in e2e (docs/offline.md). The suite blocks service workers by
 * default (playwright.config.ts: a spec's `page.route` does not see requests a worker
 * answers); the specs about the worker, and the deploy specs that must hold with it, allow it
 * with `test.use(WORKER_ON)` and route with `context.route`, which sees the worker's own
 * requests too (Chromium).
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { isManifestLike, remoteFiles } from '../../host/src/offline/remote-files';
import { REMOTE_PORTS, type RemoteName } from './env';

export const WORKER_ON = { serviceWorkers: 'allow' } as const;

/** Waits until the host's worker controls the page (it registers once the page has loaded). */
export async function workerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 60_000,
  });
}

/** The URL of a remote's entry as deployed now, read from its manifest. */
export async function remoteEntry(page: Page, manifest: string): Promise<string> {
  const json = (await (await page.request.get(manifest)).json()) as {
    metaData: { remoteEntry: { name: string; path?: string } };
  };
  const { name, path = '' } = json.metaData.remoteEntry;
  return new URL(`${path}${name}`, manifest).href;
}

export async function remoteEntries(page: Page, remotes: RemoteName[]): Promise<string[]> {
  return Promise.all(
    remotes.map((r) => remoteEntry(page, `http://localhost:${REMOTE_PORTS[r]}/mf-manifest.json`)),
  );
}

/**
 * Every file the worker keeps of these remotes: each one's entry, route chunks and the shared
 * modules it brings itself (the host's manifest names those the host provides).
 */
export async function remoteRouteFiles(page: Page, remotes: RemoteName[]): Promise<string[]> {
  const read = async (url: string): Promise<unknown> => (await page.request.get(url)).json();
  const host = (await read(new URL('/mf-manifest.json', page.url()).href)) as {
    shared: { name: string }[];
  };
  const provided = new Set(host.shared.map((s) => s.name));
  const lists = await Promise.all(
    remotes.map(async (r) => {
      const manifest = `http://localhost:${REMOTE_PORTS[r]}/mf-manifest.json`;
      const json = await read(manifest);
      return isManifestLike(json) ? remoteFiles(json, manifest, (n) => provided.has(n)) : [];
    }),
  );
  return lists.flat();
}

/**
 * What no cache of the page's origin holds of: the page itself, its config, every script and
 * style the page has loaded, and `urls`.
 */
export function missing(page: Page, urls: string[]): Promise<string[]> {
  return page.evaluate(async (list) => {
    const loaded = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => /\/static\/.+\.[0-9a-f]{8,}\.(js|css)$/.test(u));
    const all = [new URL('/', location.href).href, new URL('/app-config.json', location.href).href];
    const out: string[] = [];
    for (const url of new Set([...all, ...loaded, ...list])) {
      if (!(await caches.match(url))) out.push(url);
    }
    return out;
  }, urls);
}

/** Waits until the worker keeps all that (the page hands it over when idle). */
export async function kept(page: Page, urls: string[], timeout = 90_000) {
  await expect.poll(() => missing(page, urls), { timeout, intervals: [1000] }).toEqual([]);
}

const CODE = /\.(?:js|css)(?:\?|$)/;

/**
 * From now on, every script or style that reaches the network: asked by a page and not
 * answered by its worker, or fetched by the worker itself.
 */
export function codeFromNetwork(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('response', (res) => {
    const req = res.request();
    if (req.serviceWorker()) {
      if (CODE.test(req.url())) seen.push(`worker ${req.url()}`);
      return;
    }
    const type = req.resourceType();
    if ((type === 'script' || type === 'stylesheet') && !res.fromServiceWorker()) {
      seen.push(`page ${req.url()}`);
    }
  });
  return seen;
}

/** The answers the API client keeps for offline, in both storages (shared/src/api/last-answers.ts). */
export function keptAnswers(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => {
    const keys = (s: Storage) =>
      Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').filter((k) =>
        k.startsWith('adnet:answer:'),
      );
    return { local: keys(localStorage), session: keys(sessionStorage) };
  });
}
