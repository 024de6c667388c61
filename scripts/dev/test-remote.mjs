#!/usr/bin/env node
// One remote team's own tests, without the other remotes:
//
//   node scripts/dev/test-remote.mjs <adcenter|plan|wallet|messaging> [options] [-- playwright args]
//   (pnpm test:wallet, pnpm test:plan, …)
//
// 1. unit tests of remote-<name>/src (Vitest);
// 2. the production build of that remote, and of the host unless HOST_URL names a running one
//    (scripts/deploy/build-all.mjs, as the full suite builds);
// 3. its end-to-end specs (e2e/tests/<name>/) in Chromium, with scripts/serving/serve.ts serving only
//    the host and this remote (E2E_APPS), and the sandbox API in test mode unless API_URL is
//    given. The host's config lists all four remotes; the absent ones fail to load, which the
//    host contains to their own routes. Tests that open another remote's pages say so
//    (needsRemotes in e2e/support/fixtures.ts) and are skipped with that reason.
//
// Options: --no-unit, --no-build, --no-e2e. PORT_BASE moves every port as for the full suite.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('../../shared/workspace/apps.ts')} */
const { APPS, REMOTE_NAMES: REMOTES } = await tsImport(
  '../../shared/workspace/apps.ts',
  import.meta.url,
);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const own = dashes < 0 ? argv : argv.slice(0, dashes);
const playwrightArgs = dashes < 0 ? [] : argv.slice(dashes + 1);
const name = own.find((a) => !a.startsWith('--'));
const flags = new Set(own.filter((a) => a.startsWith('--')));
const knownFlags = ['--no-unit', '--no-build', '--no-e2e'];
const unknownFlags = [...flags].filter((f) => !knownFlags.includes(f));
if (!name || !REMOTES.includes(name) || unknownFlags.length) {
  console.error(
    `usage: node scripts/dev/test-remote.mjs <${REMOTES.join('|')}> [${knownFlags.join('] [')}] [-- playwright args]`,
  );
  process.exit(2);
}

const hostUrl = process.env.HOST_URL;
const apps = hostUrl ? [name] : ['host', name];
const timings = [];

function step(label, command, args, options = {}) {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const start = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  const seconds = (Date.now() - start) / 1000;
  timings.push([label, seconds]);
  if (r.status !== 0) {
    summary();
    console.error(`test:${name}: ${label} failed${r.signal ? ` (${r.signal})` : ''}`);
    process.exit(r.status ?? 1);
  }
}

function summary() {
  console.log(`\n== test:${name} timings`);
  for (const [label, seconds] of timings) {
    console.log(`${label.padEnd(24)} ${seconds.toFixed(1)} s`);
  }
  const total = timings.reduce((sum, [, s]) => sum + s, 0);
  console.log(`${'total'.padEnd(24)} ${total.toFixed(1)} s`);
}

if (!flags.has('--no-unit')) {
  step('unit', 'pnpm', ['exec', 'vitest', 'run', `${APPS[name].dir}/src/`]);
}

if (!flags.has('--no-build')) {
  // as the full suite builds (keeps earlier hashed chunks, writes compressed copies)
  step(`build ${apps.join(', ')}`, 'node', ['scripts/deploy/build-all.mjs', ...apps]);
} else {
  for (const app of apps) {
    const dist = join(root, APPS[app].dir, 'dist');
    if (!existsSync(dist)) {
      console.error(`${dist} is missing: run without --no-build`);
      process.exit(1);
    }
  }
}

if (!flags.has('--no-e2e')) {
  console.log(
    `\nhost: ${hostUrl ?? 'local build'}; served here: ${apps.join(', ')}; API: ${process.env.API_URL ?? 'local sandbox (test mode)'}`,
  );
  step('e2e', 'pnpm', ['exec', 'playwright', 'test', `tests/${name}/`, ...playwrightArgs], {
    cwd: join(root, 'e2e'),
    env: { ...process.env, E2E_APPS: apps.join(',') },
  });
}

summary();
