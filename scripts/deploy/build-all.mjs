// Production builds of the host and the four remotes, one after the other (2 cores: in
// parallel they only fight over the CPU), with the time each took. With MF_DTS=1 the remotes
// also publish their federated types (dist/@mf-types.zip), and this checks they did.
//
//   node scripts/deploy/build-all.mjs                 all five
//   node scripts/deploy/build-all.mjs wallet host     only these (host, adcenter, plan, wallet, messaging)
//
// Around each build, as a deployment needs it (docs/deploy.md):
// - hashed files of earlier builds in dist/static/ younger than KEEP_ASSETS_DAYS (7) days
//   are kept, so tabs still running the previous build find their chunks
//   (scripts/deploy/keep-assets.mjs);
// - brotli and gzip copies of the text assets are written (scripts/deploy/compress.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { compressDist } from './compress.mjs';
import { recover, restore, setAside } from './keep-assets.mjs';

/** @type {typeof import('../../shared/workspace/apps.ts')} */
const { APPS: TOPOLOGY } = await tsImport('../../shared/workspace/apps.ts', import.meta.url);
/** Each app's package and folder (shared/workspace/apps.ts), host first. */
const APPS = Object.fromEntries(
  Object.entries(TOPOLOGY).map(([name, app]) => [name, [app.package, app.dir]]),
);
const names = process.argv.slice(2);
const unknown = names.filter((n) => !(n in APPS));
if (unknown.length) {
  console.error(`unknown app ${unknown.join(', ')}; known: ${Object.keys(APPS).join(', ')}`);
  process.exit(2);
}
const apps = (names.length ? names : Object.keys(APPS)).map((n) => APPS[n]);
const withTypes = process.env.MF_DTS === '1';
const total = Date.now();
for (const [app, dir] of apps) {
  const start = Date.now();
  const dist = `${dir}/dist`;
  recover(dist);
  const aside = setAside(dist);
  const r = spawnSync('pnpm', ['--filter', app, 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) {
    // the previous build's files go back where they were
    if (aside) restore(dist, aside);
    console.error(`build failed: ${app}`);
    process.exit(r.status ?? 1);
  }
  if (withTypes && dir !== 'host' && !existsSync(`${dist}/@mf-types.zip`)) {
    console.error(`${app}: no federated types in dist/@mf-types.zip`);
    process.exit(1);
  }
  const built = Date.now();
  const kept = restore(dist, aside);
  compressDist(dist);
  console.log(
    `built ${app.padEnd(26)} ${((built - start) / 1000).toFixed(1)} s` +
      `, compressed in ${((Date.now() - built) / 1000).toFixed(1)} s` +
      (kept.kept || kept.dropped
        ? ` (kept ${kept.kept} files of earlier builds, dropped ${kept.dropped})`
        : ''),
  );
}
console.log(
  `${apps.length === 5 ? 'all five apps' : `${apps.length} app(s)`} built in ${((Date.now() - total) / 1000).toFixed(1)} s${withTypes ? ' (with federated types)' : ''}`,
);
