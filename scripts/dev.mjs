// The dev loops (README, "Developing one remote"):
//
//   node scripts/dev.mjs            (pnpm dev)          sandbox API, telemetry collector, host
//                                                        and all four remotes as dev servers
//   node scripts/dev.mjs wallet     (pnpm dev:wallet)   sandbox API, the wallet as a dev server,
//                                                        the host and the other remotes from
//                                                        their production builds (built first
//                                                        when dist/ is missing)
//
// Ports as in production (host PORT_BASE, remotes +1..+4, API +10, collector +11), so the
// host's app-config.json needs no change. Saving a file of a remote reloads the host page (and
// the remote's standalone page at its own port); the host's own code hot-reloads.
// Ctrl+C stops everything this started.
//
// The sandbox keeps its data in sandbox-api/data/dev.<PORT_BASE>.json (SANDBOX_DATA names
// another file): not the file of the app scripts/start.sh runs, so a dev loop beside it never
// mixes their merchants, and two loops on two PORT_BASEs keep theirs apart too.
//
// DEV_ALLOW_ORIGIN=https://staging.example.com lets that host origin load the dev remotes
// (CORS of the dev servers, shared/build/rsbuild.ts; docs/remote-contract.md §4).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const APPS = {
  host: { dir: 'host', offset: 0 },
  adcenter: { dir: 'remote-adcenter', offset: 1 },
  plan: { dir: 'remote-plan', offset: 2 },
  wallet: { dir: 'remote-wallet', offset: 3 },
  messaging: { dir: 'remote-messaging', offset: 4 },
};
const REMOTES = ['adcenter', 'plan', 'wallet', 'messaging'];
const TSX = join(root, 'node_modules/.bin/tsx');

const only = process.argv[2];
if (only && !REMOTES.includes(only)) {
  console.error(`usage: node scripts/dev.mjs [${REMOTES.join('|')}]`);
  process.exit(2);
}

const base = Number(process.env.PORT_BASE) > 0 ? Number(process.env.PORT_BASE) : 3000;
const url = (offset) => `http://localhost:${base + offset}`;
const apiUrl = url(10);
const collectorUrl = url(11);
// Remotes' standalone pages call the API from their own origin, so all five are allowed.
const origins = Object.values(APPS).flatMap(({ offset }) => [
  `http://localhost:${base + offset}`,
  `http://127.0.0.1:${base + offset}`,
]);
const dataFile = process.env.SANDBOX_DATA || join(root, 'sandbox-api/data', `dev.${base}.json`);
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

/** Production builds of the named apps, as the project builds them (scripts/build-all.mjs). */
function build(names) {
  return new Promise((resolve, reject) => {
    console.log(`[dev] no production build yet of ${names.join(', ')}: building`);
    const child = spawn('node', ['scripts/build-all.mjs', ...names], {
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
    ['localhost', '127.0.0.1'].map((h) => `ws://${h}:${base + APPS[name].offset}`),
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
        SANDBOX_PORT: String(base + 10),
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
  // allows exactly the reload sockets of the dev servers started here (scripts/serve-headers.ts).
  if (served.length) {
    run('serve', TSX, ['scripts/serve.ts', ...served], {
      extraEnv: { DEV_RELOAD_SOCKETS: reloadSockets(devApps).join(',') },
    });
  }
  for (const name of devApps) rsbuildDev(name);

  await waitFor([
    `${apiUrl}/health`,
    `${collectorUrl}/api/health`,
    `${url(0)}/`,
    ...REMOTES.map((r) => `${url(APPS[r].offset)}/mf-manifest.json`),
  ]);

  const shells = (only ? [only] : REMOTES)
    .map((r) => `    ${r.padEnd(10)}   ${url(APPS[r].offset)}/  (standalone, dev shell)`)
    .join('\n');
  console.log(`
  Merchant Center dev loop is running${only ? ` (${only} in dev mode, the rest production builds)` : ' (every app in dev mode)'}.
    Open:        ${url(0)}/
    Demo login:  demo / demo1234   (authorization code for registering: ADNET-2026)
    API:         ${apiUrl}   ${reusedApi ? '(already running: its own data)' : `(data: ${dataFile})`}
    Health:      ${collectorUrl}/   (pnpm health)
${shells}
  ${only ? `Saving a file of ${only} reloads the page.` : "Saving a file of a remote reloads the page; the host's own code hot-reloads."}
  Press Ctrl+C to stop.
`);
}

main().catch((e) => {
  console.error(`[dev] ${e.message}`);
  stop(1);
});
