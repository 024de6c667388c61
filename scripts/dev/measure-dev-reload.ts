/**
 * Save-to-visible time of the dev loop: opens the host page logged in on a remote's route,
 * then the remote's standalone page (its dev server's own root) on the same route, and for
 * each changes a string in the remote's source (the header title, from the remote's
 * src/locales/en.json) and times from the save until the page shows it — no reload by this
 * script; the dev servers must bring it. The file is restored after every run, on a failure and on Ctrl+C.
 *
 *   pnpm exec tsx scripts/dev/measure-dev-reload.ts [remote] [--runs 5] [--all] [--max <s>]
 *
 * Uses the dev loop on PORT_BASE when one answers there; otherwise starts `node scripts/dev/dev.mjs
 * <remote>` (with --all: every app in dev mode) and stops it at the end, waiting until it has
 * stopped everything it started.
 *
 * It fails (exit code 1, with the reason) when a page does not show a save within 30 s, when
 * a save takes longer than `--max` seconds (CI: scripts/test.sh, 5 s), when either page logs a
 * Content-Security-Policy violation (the production host refusing the reload socket was the
 * loop's silent breakage), or when the dev loop does not come up. It never waits for ever:
 * every step has a deadline.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { APPS, REMOTE_NAMES, type RemoteName } from '../../shared/workspace/apps';
import { appOrigin, portBase } from '../../shared/workspace/ports';
import { CHROMIUM_ARGS, chromiumExecutable } from '../serving/browser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Where each remote's title shows: the route of its probe (shared/workspace/apps.ts) and the locale
 * key of that route's title, split in two.
 */
const TARGETS = Object.fromEntries(
  REMOTE_NAMES.map((name) => {
    const { route, title } = APPS[name].probe;
    const [group = '', leaf = ''] = title.split('.');
    return [name, { route, key: [group, leaf] as const }];
  }),
) as Record<RemoteName, { route: string; key: readonly [string, string] }>;
type Remote = RemoteName;

const args = process.argv.slice(2);
const flagValue = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const remote = (args.find((a) => !a.startsWith('--') && a in TARGETS) ?? 'wallet') as Remote;
const runs = Number(flagValue('--runs')) || 5;
const maxSeconds = Number(flagValue('--max')) || Number.POSITIVE_INFINITY;
const allDev = args.includes('--all');
/** How long a page may take to show a save before the run fails. */
const SHOW_TIMEOUT_MS = 30_000;

const base = portBase();
const hostUrl = appOrigin('host', 'localhost', base);
const apiUrl = appOrigin('api', 'localhost', base);
const remoteUrl = appOrigin(remote, 'localhost', base);
const localeFile = join(root, APPS[remote].dir, 'src/locales/en.json');

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

let devLoop: ChildProcess | undefined;
let devLoopExit: Promise<void> | undefined;
let browser: Browser | undefined;
const original = readFileSync(localeFile, 'utf8');
const restore = () => writeFileSync(localeFile, original);

async function until(check: () => Promise<boolean>, seconds: number, what: string) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (devLoop && devLoop.exitCode !== null) {
      throw new Error(`${what}: the dev loop exited (${devLoop.exitCode}) before it answered`);
    }
    if (Date.now() > deadline) throw new Error(`${what}: not after ${seconds} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

function withTitle(title: string): string {
  const json = JSON.parse(original) as Record<string, Record<string, string>>;
  const [group, leaf] = TARGETS[remote].key;
  (json[group] as Record<string, string>)[leaf] = title;
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** Stops the dev loop this started and waits until it has stopped its children (≤ 10 s). */
async function stopDevLoop() {
  if (!devLoop?.pid || devLoop.exitCode !== null) return;
  try {
    process.kill(devLoop.pid, 'SIGTERM');
  } catch {
    return; // gone
  }
  const stopped = await Promise.race([
    devLoopExit?.then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), 10_000)),
  ]);
  if (!stopped) console.error('the dev loop did not stop within 10 s');
}

/** Console messages of Chromium that report a Content-Security-Policy violation. */
const violations: string[] = [];

async function openPage(b: Browser, token: string, label: string): Promise<Page> {
  const page = await b.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('__measure_token_set')) {
      localStorage.setItem('fb_token', t);
      sessionStorage.setItem('__measure_token_set', '1');
    }
  }, token);
  page.on('console', (m) => {
    const text = m.text();
    if (!/Content.Security.Policy/i.test(text)) return;
    // The one refusal the app expects (e2e/tests/deploy/csp.spec.ts allows it too): the sandbox
    // seeds a notification whose body carries `<img onerror>`, and Chromium reports the handler
    // when the messaging remote's sanitizer parses it in an inert template. The policy refusing
    // an attack, not the loop breaking.
    if (remote === 'messaging' && /inline event handler/i.test(text)) return;
    violations.push(`${label}: ${text}`);
  });
  return page;
}

const title = (page: Page) => page.locator('[data-testid="header"] h1');
async function shows(page: Page, text: string, ms = SHOW_TIMEOUT_MS) {
  await title(page).filter({ hasText: text }).first().waitFor({ state: 'visible', timeout: ms });
}

function checkViolations() {
  if (violations.length) {
    throw new Error(
      `Content-Security-Policy violation in the dev loop:\n  ${violations.join('\n  ')}`,
    );
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${seconds(sorted[Math.floor(sorted.length / 2)] ?? 0)}, worst ${seconds(sorted.at(-1) ?? 0)}`;
}

async function main() {
  if (`${JSON.stringify(JSON.parse(original), null, 2)}\n` !== original) {
    throw new Error(`${localeFile} is not formatted as JSON.stringify(…, 2) writes it`);
  }
  const running = (await answers(`${hostUrl}/`)) && (await answers(`${apiUrl}/health`));
  if (!running) {
    console.log(`starting the dev loop (${allDev ? 'every app in dev mode' : `dev:${remote}`})`);
    devLoop = spawn('node', ['scripts/dev/dev.mjs', ...(allDev ? [] : [remote])], {
      cwd: root,
      env: { ...process.env, PORT_BASE: String(base) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const child = devLoop;
    devLoopExit = new Promise((r) => child.once('exit', () => r()));
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

  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const [group, leaf] = TARGETS[remote].key;
  const initial = (JSON.parse(original) as Record<string, Record<string, string>>)[group]?.[leaf];
  if (!initial) throw new Error(`no ${group}.${leaf} in ${localeFile}`);

  // One page at a time, as a developer works: the host page, then the standalone page (two
  // pages reloading at once would time the machine, not the loop).
  const where = {
    'host page': `${hostUrl}/#${TARGETS[remote].route}`,
    'standalone page': `${remoteUrl}/#${TARGETS[remote].route}`,
  };
  const results: string[] = [];
  for (const [label, url] of Object.entries(where)) {
    const page = await openPage(browser, data.token, label);
    await page.goto(url);
    await shows(page, initial, 60_000);
    await page.waitForTimeout(1500); // let the first load settle (and its socket connect)
    checkViolations();
    const times: number[] = [];
    for (let i = 1; i <= runs; i++) {
      const marker = `${initial} ✎${i}`;
      const start = performance.now();
      writeFileSync(localeFile, withTitle(marker));
      try {
        await shows(page, marker);
      } catch {
        checkViolations();
        throw new Error(
          `${label}, save ${i}: not shown within ${SHOW_TIMEOUT_MS / 1000} s (no live reload)`,
        );
      }
      const ms = performance.now() - start;
      times.push(ms);
      console.log(`${label}, save ${i}: ${seconds(ms)} save → visible`);
      checkViolations();
      if (ms > maxSeconds * 1000) {
        throw new Error(`${label}, save ${i}: ${seconds(ms)} save → visible, over ${maxSeconds} s`);
      }
      restore();
      await shows(page, initial);
      await page.waitForTimeout(1500);
    }
    await page.close();
    results.push(`${label} ${summary(times)}`);
  }
  checkViolations();
  console.log(`${remote} with ${loop}, ${runs} saves each: ${results.join('; ')}`);
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    restore();
    void Promise.allSettled([browser?.close(), stopDevLoop()]).then(() => process.exit(130));
  });
}

main()
  .then(() => 0)
  .catch((e: unknown) => {
    console.error(`measure-dev-reload: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  })
  .then(async (code) => {
    if (interrupted) return;
    restore();
    // Browser and dev loop closed before exiting: a failure never leaves either behind, and an
    // exit is explicit, so nothing left open keeps the process waiting.
    await browser?.close().catch(() => {});
    await stopDevLoop();
    process.exit(code);
  });
