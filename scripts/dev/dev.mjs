// The dev loops (README, "Developing one remote"):
//
//   node scripts/dev/dev.mjs            (pnpm dev)          sandbox API, telemetry collector, host
//                                                        and all four remotes as dev servers
//   node scripts/dev/dev.mjs wallet     (pnpm dev:wallet)   sandbox API, the wallet as a dev server,
//                                                        the host and the other remotes from
//                                                        their production builds (built first
//                                                        when dist/ is missing)
//
// Ports as in production (host PORT_BASE, remotes +1..+4, API +10, collector +11: the
// offsets of shared/workspace/apps.ts), so the host's app-config.json needs no change. Saving a
// file of a remote reloads the host page (and the remote's standalone page at its own port);
// the host's own code hot-reloads.
// Ctrl+C stops everything this started.
//
// The sandbox keeps its data in sandbox-api/data/dev.<PORT_BASE>.db (SANDBOX_DATA names
// another file): not the file of the app scripts/dev/start.sh runs, so a dev loop beside it never
// mixes their merchants, and two loops on two PORT_BASEs keep theirs apart too.
//
// DEV_ALLOW_ORIGIN=https://staging.example.com lets that host origin load the dev remotes
// (CORS of the dev servers, shared/build/rsbuild.ts;
// docs/remote-contract.md#4-running-a-deployed-host-with-your-local-remote).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @type {typeof import('../../shared/workspace/apps.ts')} */
const { APPS, REMOTE_NAMES: REMOTES } = await tsImport(
  '../../shared/workspace/apps.ts',
  import.meta.url,
);
/** @type {typeof import('../../shared/workspace/ports.ts')} */
const { appOrigin, appPort, portBase } = await tsImport(
  '../../shared/workspace/ports.ts',
  import.meta.url,
);
const TSX = join(root, 'node_modules/.bin/tsx');

const only = process.argv[2];
if (only && !REMOTES.includes(only)) {
  console.error(`usage: node scripts/dev/dev.mjs [${REMOTES.join('|')}]`);
  process.exit(2);
}

const base = portBase();
const url = (name) => appOrigin(name, 'localhost', base);
const apiUrl = url('api');
const collectorUrl = url('collector');
// Remotes' standalone pages call the API from their own origin, so all five are allowed.
const origins = Object.keys(APPS).flatMap((name) => [
  appOrigin(name, 'localhost', base),
  appOrigin(name, '127.0.0.1', base),
]);
const dataFile = process.env.SANDBOX_DATA || join(root, 'sandbox-api/data', `dev.${base}.db`);
const env = {
  ...process.env,
  PORT_BASE: String(base),
  // jotai's "./" export pattern warns on every start of every dev server.
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' '),
};

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

function run(label, command, args, { cwd = '.', extraEnv = {} } = {}) {
  const child = spawn(command, args, {
    cwd: join(root, cwd),
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: stopped with everything it started
  });
  const prefix = `[${label}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('error', (e) => console.error(`${prefix}${e.message}`));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping the rest`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function answers(target) {
  try {
    const res = await fetch(target, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function waitFor(targets, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const states = await Promise.all(targets.map(answers));
    if (states.every(Boolean)) return;
    if (Date.now() > deadline) {
      const missing = targets.filter((_, i) => !states[i]);
      throw new Error(`not answering after ${seconds} s: ${missing.join(', ')}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

function builtDist(name) {
  const dist = join(root, APPS[name].dir, 'dist');
  return existsSync(join(dist, name === 'host' ? 'index.html' : 'mf-manifest.json'));
}

/** Production builds of the named apps, as the project builds them (scripts/deploy/build-all.mjs). */
function build(names) {
  return new Promise((resolve, reject) => {
    console.log(`[dev] no production build yet of ${names.join(', ')}: building`);
    const child = spawn('node', ['scripts/deploy/build-all.mjs', ...names], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${names.join(', ')} failed (${code})`)),
    );
  });
}

/** The live-reload sockets of these dev servers, as a page on either loopback name opens them. */
function reloadSockets(names) {
  return names.flatMap((name) =>
    ['localhost', '127.0.0.1'].map((h) => `ws://${h}:${appPort(name, base)}`),
  );
}

function rsbuildDev(name) {
  const { dir } = APPS[name];
  // NODE_ENV decides dev settings in shared/build/rsbuild.ts: never inherit "production".
  run(name, join(root, dir, 'node_modules/.bin/rsbuild'), ['dev'], {
    cwd: dir,
    extraEnv: { NODE_ENV: 'development' },
  });
}

async function main() {
  const devApps = only ? [only] : ['host', ...REMOTES];
  const served = only ? ['host', ...REMOTES.filter((r) => r !== only)] : [];

  const missing = served.filter((name) => !builtDist(name));
  if (missing.length) await build(missing);

  const reusedApi = await answers(`${apiUrl}/health`);
  if (reusedApi) {
    console.log(
      `[dev] a sandbox API already answers on ${apiUrl}: using it (the standalone pages ` +
        'reach it only if its SANDBOX_ORIGINS list their origins)',
    );
  } else {
    run('sandbox', TSX, ['sandbox-api/src/main.ts'], {
      extraEnv: {
        SANDBOX_PORT: String(appPort('api', base)),
        SANDBOX_ORIGINS: origins.join(','),
        SANDBOX_PUBLIC_URL: apiUrl,
        SANDBOX_DATA: dataFile,
      },
    });
  }
  // The host's telemetry goes to app-config.json's endpoint, the collector (collector/README.md).
  if (!(await answers(`${collectorUrl}/api/health`))) {
    run('collector', TSX, ['collector/src/main.ts'], {
      extraEnv: { COLLECTOR_ORIGINS: origins.join(',') },
    });
  }
  // The production host sends the app's Content-Security-Policy, which refuses WebSockets: it
  // allows exactly the reload sockets of the dev servers started here (scripts/serving/security-headers.ts).
  if (served.length) {
    run('serve', TSX, ['scripts/serving/serve.ts', ...served], {
      extraEnv: { DEV_RELOAD_SOCKETS: reloadSockets(devApps).join(',') },
    });
  }
  for (const name of devApps) rsbuildDev(name);

  await waitFor([
    `${apiUrl}/health`,
    `${collectorUrl}/api/health`,
    `${url('host')}/`,
    ...REMOTES.map((r) => `${url(r)}/mf-manifest.json`),
  ]);

  const devPages = (only ? [only] : REMOTES)
    .map((r) => `    ${r.padEnd(10)}   ${url(r)}/  (standalone dev page)`)
    .join('\n');
  console.log(`
  Merchant Center dev loop is running${only ? ` (${only} in dev mode, the rest production builds)` : ' (every app in dev mode)'}.
    Open:        ${url('host')}/
    Demo login:  demo / demo1234   (authorization code for registering: ADNET-2026)
    API:         ${apiUrl}   ${reusedApi ? '(already running: its own data)' : `(data: ${dataFile})`}
    Health:      ${collectorUrl}/   (pnpm health)
${devPages}
  ${only ? `Saving a file of ${only} reloads the page.` : "Saving a file of a remote reloads the page; the host's own code hot-reloads."}
  Press Ctrl+C to stop.
`);
}

main().catch((e) => {
  console.error(`[dev] ${e.message}`);
  stop(1);
});
