/**
 * Save-to-visible time of the dev loop (issue 10, item 3): opens the host page logged in on a
 * remote's route, changes a string in the remote's source (the header title, from the remote's
 * src/locales/en.json), and times from the save until the page shows it — no reload by this
 * script; the dev servers must bring it. The file is restored after every run, and on Ctrl+C.
 *
 *   pnpm exec tsx scripts/measure-dev-reload.ts [remote] [--runs 5] [--all]
 *
 * Uses the dev loop on PORT_BASE when one answers there; otherwise starts `node scripts/dev.mjs
 * <remote>` (with --all: every app in dev mode) and stops it at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/env';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where each remote's title shows: a route it owns and the locale key of that route's title. */
const TARGETS = {
  adcenter: { route: '/ad-center', key: ['center', 'title'] },
  plan: { route: '/plan', key: ['list', 'title'] },
  wallet: { route: '/wallet', key: ['routes', 'wallet'] },
  messaging: { route: '/notification', key: ['notification', 'title'] },
} as const;
type Remote = keyof typeof TARGETS;

const args = process.argv.slice(2);
const remote = (args.find((a) => !a.startsWith('--') && a in TARGETS) ?? 'wallet') as Remote;
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) || 5 : 5;
const allDev = args.includes('--all');

const base = Number(process.env.PORT_BASE) > 0 ? Number(process.env.PORT_BASE) : 3000;
const hostUrl = `http://localhost:${base}`;
const apiUrl = `http://localhost:${base + 10}`;
const localeFile = join(root, `remote-${remote}`, 'src/locales/en.json');

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, seconds: number, what: string) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${seconds} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

let devLoop: ChildProcess | undefined;
const original = readFileSync(localeFile, 'utf8');
const restore = () => writeFileSync(localeFile, original);

function withTitle(title: string): string {
  const json = JSON.parse(original) as Record<string, Record<string, string>>;
  const [group, leaf] = TARGETS[remote].key;
  (json[group] as Record<string, string>)[leaf] = title;
  return `${JSON.stringify(json, null, 2)}\n`;
}

function stopDevLoop() {
  if (devLoop?.pid) {
    try {
      process.kill(devLoop.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
}

process.on('SIGINT', () => {
  restore();
  stopDevLoop();
  process.exit(130);
});

async function main() {
  if (`${JSON.stringify(JSON.parse(original), null, 2)}\n` !== original) {
    throw new Error(`${localeFile} is not formatted as JSON.stringify(…, 2) writes it`);
  }
  const remoteUrl = `http://localhost:${base + Object.keys(TARGETS).indexOf(remote) + 1}`;
  const running = (await answers(`${hostUrl}/`)) && (await answers(`${apiUrl}/health`));
  if (!running) {
    console.log(`starting the dev loop (${allDev ? 'every app in dev mode' : `dev:${remote}`})`);
    devLoop = spawn('node', ['scripts/dev.mjs', ...(allDev ? [] : [remote])], {
      cwd: root,
      env: { ...process.env, PORT_BASE: String(base) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  await until(
    async () =>
      (await answers(`${hostUrl}/`)) &&
      (await answers(`${apiUrl}/health`)) &&
      (await answers(`${remoteUrl}/mf-manifest.json`)),
    180,
    'dev loop',
  );

  // A dev host serves un-hashed file names: then this is the `pnpm dev` loop.
  const hostHtml = await (await fetch(`${hostUrl}/`)).text();
  const loop = hostHtml.includes('/static/js/index.js') ? 'pnpm dev' : `pnpm dev:${remote}`;

  const login = await fetch(`${apiUrl}/auth/v2/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };

  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('__measure_token_set')) {
      localStorage.setItem('fb_token', token);
      sessionStorage.setItem('__measure_token_set', '1');
    }
  }, data.token);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const title = page.locator('[data-testid="header"] h1');
  const shows = async (text: string, ms = 30_000) => {
    await title.filter({ hasText: text }).first().waitFor({ state: 'visible', timeout: ms });
  };

  const [group, leaf] = TARGETS[remote].key;
  const initial = (JSON.parse(original) as Record<string, Record<string, string>>)[group]?.[leaf];
  if (!initial) throw new Error(`no ${group}.${leaf} in ${localeFile}`);
  await page.goto(`${hostUrl}/#${TARGETS[remote].route}`);
  await shows(initial, 60_000);
  await page.waitForTimeout(1500); // let the first load settle

  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const marker = `${initial} ✎${i}`;
    const loadsBefore = loads;
    const start = performance.now();
    writeFileSync(localeFile, withTitle(marker));
    await shows(marker);
    const ms = performance.now() - start;
    times.push(ms);
    console.log(
      `run ${i}: ${(ms / 1000).toFixed(2)} s save → visible (${loads - loadsBefore ? 'page reloaded' : 'no page reload'})`,
    );
    restore();
    await shows(initial);
    await page.waitForTimeout(1500);
  }
  await browser.close();

  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `${remote} with ${loop}: median ${(median / 1000).toFixed(2)} s, ` +
      `worst ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s over ${runs} saves (goal < 3 s)`,
  );
}

main()
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  })
  .finally(() => {
    restore();
    stopDevLoop();
  });
