/**
 * `pnpm build:version <remote> <version> [--fault render|chunks|contract]`: builds this
 * checkout's remote as another version beside its live build, into
 * `deploy/local/versions/<remote>/<version>/` (gitignored, untouched by builds and by
 * scripts/dev/start.sh), where the remote's local server serves it under `/versions/<version>/`
 * (versions.ts). The manifest names the version (MF_BUILD_VERSION), as a release step would.
 *
 * `--fault` builds it broken on purpose, to watch a release deal with it (a test tool):
 * - `render`: every page of the remote throws when it renders (shared/build/fault.ts); the
 *   pre-flight passes, the merchants' sessions fail, the verdict rolls it back;
 * - `chunks`: the pages' chunks are deleted after the build, as a CDN that lost them; the
 *   pre-flight refuses it;
 * - `contract`: stamped as built against the next minor of `@adnet/shared`; the pre-flight
 *   refuses it, as the host would.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { APPS, REMOTE_NAMES, type RemoteName } from '../../shared/workspace/apps';
import { appOrigin } from '../../shared/workspace/ports';
import { compressDist } from '../deploy/compress.mjs';
import { VERSION_NAME, versionsDir } from './versions';

const FAULTS = ['render', 'chunks', 'contract'] as const;
type Fault = (typeof FAULTS)[number];

const USAGE = `usage: pnpm build:version <remote> <version> [--fault ${FAULTS.join('|')}]
  remotes: ${REMOTE_NAMES.join(', ')}; version: letters, digits, . _ + - (e.g. v2)`;

interface Manifest {
  shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Deletes the chunks of the remote's pages (and their compressed copies); how many. */
export function deletePageChunks(dist: string): number {
  const m = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const keep = new Set([
    ...m.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
    ...m.exposes.flatMap((e) => e.assets.js.sync),
  ]);
  const pages = m.exposes.flatMap((e) => e.assets.js.async).filter((f) => !keep.has(f));
  for (const f of pages) {
    for (const variant of ['', '.gz', '.br']) {
      if (existsSync(join(dist, f + variant))) unlinkSync(join(dist, f + variant));
    }
  }
  return pages.length;
}

/** The next minor of this checkout's shared contract: a host of this checkout refuses it. */
function nextContract(): string {
  const file = fileURLToPath(new URL('../../shared/package.json', import.meta.url));
  const [major, minor] = (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
    .split('.')
    .map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
}

function main(argv: string[]): number {
  let remote: RemoteName;
  let version: string;
  let fault: Fault | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { fault: { type: 'string' } },
      allowPositionals: true,
    });
    const [r, v, ...extra] = positionals;
    if (!REMOTE_NAMES.includes(r as RemoteName)) throw new Error(`unknown remote "${r ?? ''}"`);
    if (!v || !VERSION_NAME.test(v) || extra.length) throw new Error('one version name');
    if (values.fault !== undefined && !FAULTS.includes(values.fault as Fault)) {
      throw new Error(`--fault: one of ${FAULTS.join(', ')}`);
    }
    [remote, version, fault] = [r as RemoteName, v, values.fault as Fault | undefined];
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const out = join(versionsDir(remote), version);
  rmSync(out, { recursive: true, force: true });
  const started = Date.now();
  const build = spawnSync('pnpm', ['--filter', APPS[remote].package, 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ADNET_DIST_DIR: out,
      MF_BUILD_VERSION: version,
      ...(fault === 'render' ? { ADNET_FAULT: 'render' } : {}),
      ...(fault === 'contract' ? { ADNET_SHARED_VERSION: nextContract() } : {}),
    },
  });
  if (build.status !== 0) {
    console.error(`the build of ${remote} ${version} failed`);
    return 1;
  }
  compressDist(out);
  const removed = fault === 'chunks' ? deletePageChunks(out) : 0;
  const url = `${appOrigin(remote)}/versions/${version}/mf-manifest.json`;
  console.log(
    `built ${remote} ${version}${fault ? ` with the ${fault} fault (a test tool)` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s → ${out}` +
      (removed ? `\n  ${removed} page chunks deleted` : '') +
      `\n  its manifest, once the remote is served (pnpm start): ${url}`,
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
