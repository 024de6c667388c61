/**
 * The pre-flight: before any merchant is given a canary, everything its first route needs is
 * fetched, and the host's contract check is run on it, as the host will run it.
 *
 * - the manifest answers 200 as JSON, with CORS for the host's origin (the host fetches it
 *   across origins);
 * - the entry, and every file of the `./routes` expose (its sync and async JS, its CSS), answer
 *   200 with a script's or a stylesheet's type;
 * - the canary's shared requirements are ones the host meets: the host's own rule
 *   (`contractProblems` of host/src/remotes/federation/contract-check.ts) against what the host's
 *   deployed `mf-manifest.json` says it provides.
 *
 * Any problem and the release stops with nobody exposed (controller.ts).
 */
import { contractProblems } from '../../host/src/remotes/federation/contract-check';
import { type ManifestLike, snapshotOf } from '../../host/src/remotes/federation/snapshot';

export interface Preflight {
  /** empty when the canary may be given to merchants */
  problems: string[];
  /** the canary's manifest as read (for its snapshot), when it could be */
  manifest: unknown;
  /** how many files answered as they should */
  checked: number;
}

type Fetch = typeof fetch;

const TYPES = {
  json: /^application\/json\b/i,
  js: /^(application|text)\/javascript\b/i,
  css: /^text\/css\b/i,
};

const kindOf = (url: string): keyof typeof TYPES =>
  /\.css(\?|$)/.test(url) ? 'css' : /\.m?js(\?|$)/.test(url) ? 'js' : 'json';

/** The problem with one file, or null: status 200 and the expected type. */
async function checkFile(url: string, doFetch: Fetch, origin?: string): Promise<string | null> {
  let res: Response;
  try {
    res = await doFetch(url, {
      headers: origin ? { Origin: origin } : {},
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
  } catch (e) {
    return `${url}: ${(e as Error).message}`;
  }
  if (res.status !== 200) return `${url}: HTTP ${res.status}`;
  const type = res.headers.get('content-type') ?? '';
  const kind = kindOf(url);
  if (!TYPES[kind].test(type)) return `${url}: type "${type || 'none'}", expected ${kind}`;
  return null;
}

async function readJson(url: string, doFetch: Fetch, origin?: string) {
  const res = await doFetch(url, {
    headers: origin ? { Origin: origin } : {},
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
  const type = res.headers.get('content-type') ?? '';
  if (!TYPES.json.test(type)) throw new Error(`type "${type || 'none'}", expected json`);
  return {
    json: JSON.parse(body) as unknown,
    cors: res.headers.get('access-control-allow-origin'),
  };
}

/** What the host provides, by package: the shared versions of its deployed manifest. */
export async function hostProvides(host: string, doFetch: Fetch = fetch) {
  const { json } = await readJson(new URL('mf-manifest.json', `${host}/`).href, doFetch);
  const shared = (json as { shared?: { name: string; version?: string }[] }).shared ?? [];
  return new Map(shared.flatMap((s) => (s.version ? [[s.name, s.version] as const] : [])));
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const out: R[] = [];
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return out;
}

/** The pre-flight of the canary at `manifestUrl` for the host at origin `host`. */
export async function preflight(
  manifestUrl: string,
  host: string,
  doFetch: Fetch = fetch,
): Promise<Preflight> {
  const origin = new URL(host).origin;
  let manifest: unknown;
  let cors: string | null;
  try {
    ({ json: manifest, cors } = await readJson(manifestUrl, doFetch, origin));
  } catch (e) {
    return { problems: [`${manifestUrl}: ${(e as Error).message}`], manifest: null, checked: 0 };
  }
  const problems: string[] = [];
  if (cors !== origin && cors !== '*') {
    problems.push(`${manifestUrl}: no CORS for ${origin} (Access-Control-Allow-Origin: ${cors})`);
  }
  let snapshot: ReturnType<typeof snapshotOf>;
  try {
    snapshot = snapshotOf(manifest, manifestUrl);
  } catch (e) {
    return { problems: [(e as Error).message], manifest, checked: 0 };
  }
  const routes = (manifest as ManifestLike).exposes.find(
    (e) => e.path === './routes' || e.name === 'routes',
  );
  if (!routes) problems.push(`${manifestUrl} exposes no ./routes`);
  const { js, css } = routes?.assets ?? {};
  const files = [
    snapshot.remoteEntry,
    ...new Set([
      ...(js?.sync ?? []),
      ...(js?.async ?? []),
      ...(css?.sync ?? []),
      ...(css?.async ?? []),
    ]),
  ].map((f) => new URL(f, snapshot.publicPath).href);
  const answers = await pool(files, 6, (url) => checkFile(url, doFetch));
  for (const a of answers) if (a) problems.push(a);

  try {
    const provided = await hostProvides(host, doFetch);
    for (const p of contractProblems(
      manifest as Parameters<typeof contractProblems>[0],
      provided,
    )) {
      problems.push(`needs ${p.pkg} ${p.required}; the host at ${origin} has ${p.provided}`);
    }
  } catch (e) {
    problems.push(`cannot read what the host at ${origin} provides: ${(e as Error).message}`);
  }
  return { problems, manifest, checked: 1 + answers.filter((a) => a === null).length };
}
