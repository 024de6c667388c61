/**
 * The deploy step's snapshots: writes, into a run-time config (`app-config.json`), each
 * remote's snapshot read from its `mf-manifest.json` (host/src/remotes/federation/snapshot.ts), for
 * the stable build and for a canary. With it the host loads a remote's first route without
 * fetching the manifest first. Run it after every deploy of a remote and after every edit of
 * the config that points a remote elsewhere (docs/deploy.md, "Snapshots"):
 *
 *   pnpm exec tsx scripts/deploy/config-snapshot.ts path/to/app-config.json
 *
 * A manifest that cannot be read leaves its remote without a snapshot (the host fetches the
 * manifest as it always did) and makes the command exit with 1 once the file is written.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RemoteSnapshot, snapshotOf } from '../../host/src/remotes/federation/snapshot';
import { atomicWrite, configText } from '../release/config-writer';

interface Build {
  manifest: string;
  /** The deploy step's, or one left from an earlier run (replaced here). */
  snapshot?: unknown;
}

interface ConfigLike {
  remotes: (Build & { name: string; canary?: Build })[];
}

/** A build with the snapshot this step wrote, or none when its manifest could not be read. */
type Snapshotted<B extends Build> = Omit<B, 'snapshot'> & { snapshot?: RemoteSnapshot };

type RemoteOf<C extends ConfigLike> = C['remotes'][number];

/** `C` as this step returns it: every remote and canary snapshotted. */
export type WithSnapshots<C extends ConfigLike> = Omit<C, 'remotes'> & {
  remotes: (Omit<Snapshotted<RemoteOf<C>>, 'canary'> & {
    canary?: Snapshotted<NonNullable<RemoteOf<C>['canary']>>;
  })[];
};

/** How a manifest is read: fetched over the network, as a deployment is (or a test's own). */
export type ReadManifest = (url: string) => Promise<unknown> | unknown;

export const fetchManifest: ReadManifest = async (url) => {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
};

/**
 * `build` with a fresh snapshot read from its manifest, or without one (and the reason in
 * `problems`) when the manifest cannot be read. The release controller snapshots a canary
 * with it (scripts/release/).
 */
export async function withSnapshot<T extends Build>(
  build: T,
  read: ReadManifest,
  problems: string[],
): Promise<Snapshotted<T>> {
  const { snapshot: _old, ...rest } = build;
  try {
    return { ...rest, snapshot: snapshotOf(await read(build.manifest), build.manifest) };
  } catch (e) {
    problems.push(`${build.manifest}: ${e instanceof Error ? e.message : String(e)}`);
    return rest;
  }
}

/** `config` with a fresh snapshot for every remote and canary; what could not be read. */
export async function withSnapshots<C extends ConfigLike>(
  config: C,
  read: ReadManifest = fetchManifest,
): Promise<{ config: WithSnapshots<C>; problems: string[] }> {
  const problems: string[] = [];
  const remotes = await Promise.all(
    config.remotes.map(async (remote) => {
      const stable = await withSnapshot(remote, read, problems);
      return remote.canary
        ? { ...stable, canary: await withSnapshot(remote.canary, read, problems) }
        : stable;
    }),
  );
  return { config: { ...config, remotes } as WithSnapshots<C>, problems };
}

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: tsx scripts/deploy/config-snapshot.ts path/to/app-config.json');
    process.exit(2);
  }
  const { config, problems } = await withSnapshots(
    JSON.parse(readFileSync(file, 'utf8')) as ConfigLike,
  );
  // atomically: the host's server may be answering with this file right now
  atomicWrite(file, configText(config));
  for (const remote of config.remotes) {
    const { snapshot } = remote;
    const entry = snapshot ? `${snapshot.publicPath}${snapshot.remoteEntry}` : 'no snapshot';
    console.log(`${remote.name.padEnd(10)} ${entry}`);
  }
  for (const p of problems) console.error(`no snapshot: ${p}`);
  if (problems.length) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void main();
}
