/**
 * `pnpm bench`: the federated build against an SPA variant of the same code,
 * side by side with the ratio. A benchmark, not a test (it takes several minutes; not part of
 * scripts/test.sh). What it does, in order:
 *
 * 1. Builds all five apps (skip with --no-build) and the SPA variant of the host: the same
 *    host with federation off, its bootstrap imported directly and each remote's `routes`
 *    module a lazy chunk of the same build (ADNET_SPA=1, host/rsbuild.config.ts), into
 *    host/dist-spa.
 * 2. Serves them as `scripts/serve.ts` does (precompressed, the production headers) with the
 *    sandbox API: the federated host on PORT_BASE (default 3900), the SPA on PORT_BASE + 5 (a port no app of the topology uses).
 * 3. Measures, interleaving the two variants run by run, medians:
 *    - JS of a cold `/#/login`: gzip -9 of every script, and as sent (the encoded bodies);
 *    - requests and request levels before the login form renders (scripts/bench-start.ts),
 *      LCP and the time the login form is rendered by React, under DevTools' "Slow 4G" and a
 *      4x slower CPU (CDP Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate);
 *    - Lighthouse 12.8 (Lighthouse 13 needs Node 22; this runs on Node 20), mobile, simulated
 *      throttling, median of 5: score, FCP, LCP, TBT;
 *    - a remote route (`/#/wallet`, until its balance shows) visited from `/#/ad-center`: the
 *      first visit (after the idle preload had its chance) and the second, same throttling.
 * 4. Prints the machine, the method and the table (Markdown, for README "Figures").
 *
 * Usage: pnpm bench [--no-build] [--runs=5] [--skip-lighthouse]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/env';
import { appOrigin, appPort } from '../shared/build/ports';
import {
  freshMerchant,
  measureStart,
  SLOW_4G_4X_CPU,
  type StartFigures,
  throttle,
} from './bench-start';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? undefined;
const flag = (name: string) => process.argv.includes(`--${name}`);

const BASE = Number(process.env.PORT_BASE) || 3900;
process.env.PORT_BASE = String(BASE);
const RUNS = Number(arg('runs')) || 5;
const SPA_DIST = 'dist-spa';
const FEDERATED_URL = appOrigin('host', 'localhost', BASE);
const SPA_URL = `http://localhost:${BASE + 5}`;
const API_URL = appOrigin('api', 'localhost', BASE);

// serve.ts reads PORT_BASE when loaded: import it after setting it.
const { serveApp, APP_DIRS } = await import('./serve');

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => {
  const s = [...xs].filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

function build() {
  const t0 = performance.now();
  execFileSync('node', ['scripts/build-all.mjs'], { cwd: root, stdio: 'inherit' });
  const t1 = performance.now();
  execFileSync('pnpm', ['--filter', '@adnet/host', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ADNET_SPA: '1', ADNET_DIST_DIR: SPA_DIST },
  });
  execFileSync('node', ['scripts/compress.mjs', join(root, 'host', SPA_DIST)], {
    cwd: root,
    stdio: 'inherit',
  });
  return { federated: (t1 - t0) / 1000, spa: (performance.now() - t1) / 1000 };
}

interface Topology {
  close(): Promise<void>;
}

async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function startTopology(): Promise<Topology> {
  const dataFile = join(tmpdir(), `adnet-bench-${BASE}.json`);
  rmSync(dataFile, { force: true });
  const api: ChildProcess = spawn('pnpm', ['exec', 'tsx', 'sandbox-api/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      SANDBOX_PORT: String(appPort('api', BASE)),
      SANDBOX_TEST_MODE: '1',
      SANDBOX_DATA: dataFile,
      SANDBOX_ORIGINS: [FEDERATED_URL, SPA_URL].join(','),
      SANDBOX_PUBLIC_URL: API_URL,
    },
  });
  const servers: Server[] = [];
  for (const name of Object.keys(APP_DIRS) as (keyof typeof APP_DIRS)[]) {
    servers.push(await serveApp(name));
  }
  const spaDist = join(root, 'host', SPA_DIST);
  if (existsSync(spaDist)) servers.push(await serveApp('host', BASE + 5, { dist: spaDist }));
  await waitFor(`${API_URL}/basic_config?lang=en`);
  return {
    async close() {
      for (const s of servers) s.close();
      if (api.pid) process.kill(-api.pid);
    },
  };
}

async function launch(): Promise<Browser> {
  const executablePath = chromiumExecutable();
  return chromium.launch({ executablePath, args: executablePath ? CHROMIUM_ARGS : [] });
}

/** JavaScript of a cold `/#/login`, unthrottled: gzip -9 of each script and as sent. */
async function loginJs(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  let gzip = 0;
  let sent = 0;
  let files = 0;
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await res.body().catch(() => null);
        const sizes = await res.request().sizes();
        if (!body) return;
        files += 1;
        gzip += gzipSync(body, { level: 9 }).length;
        sent += sizes.responseBodySize;
      })(),
    );
  });
  await page.goto(`${url}/#/login`);
  await page.locator('#root input').first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { gzip, sent, files };
}

/** Each remote's entry (remoteEntry), gzip -9. */
function remoteEntrySizes(): [string, number][] {
  const rows: [string, number][] = [];
  for (const [name, dir] of Object.entries(APP_DIRS)) {
    if (name === 'host') continue;
    const manifest = JSON.parse(readFileSync(join(root, dir, 'dist/mf-manifest.json'), 'utf8')) as {
      metaData: { remoteEntry: { name: string; path: string } };
    };
    const { name: file, path } = manifest.metaData.remoteEntry;
    const body = readFileSync(join(root, dir, 'dist', path, file));
    rows.push([name, gzipSync(body, { level: 9 }).length]);
  }
  return rows;
}

// ---- Lighthouse (its Node API, Chromium through chrome-launcher) ----

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

const require = createRequire(import.meta.url);

async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: (
      url: string,
      flags: Record<string, unknown>,
    ) => Promise<{
      lhr: {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue: number }>;
      };
    }>;
  };
  // chrome-launcher comes with lighthouse (not a direct dependency): resolved from there.
  const launcherPath = require.resolve('chrome-launcher', {
    paths: [dirname(require.resolve('lighthouse/package.json'))],
  });
  const launcher = (await import(launcherPath)) as {
    launch(o: { chromePath?: string; chromeFlags: string[] }): Promise<{
      port: number;
      kill(): Promise<void> | void;
    }>;
  };
  const chrome = await launcher.launch({
    chromePath: chromiumExecutable() ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    const v = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: v('first-contentful-paint'),
      lcp: v('largest-contentful-paint'),
      tbt: v('total-blocking-time'),
    };
  } finally {
    await chrome.kill();
  }
}

// ---- a remote route, logged in, throttled ----

/** Sets the hash and returns the ms until `testId` is in the page (measured in the page). */
function visit(page: Page, hash: string, testId: string): Promise<number> {
  // A string: tsx would wrap the named callback in a helper the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const t0 = performance.now();
    window.location.hash = ${JSON.stringify(hash)};
    const check = () => {
      if (document.querySelector('[data-testid="${testId}"]')) resolve(performance.now() - t0);
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
}

interface VisitFigures {
  first: number;
  second: number;
}

/**
 * `/#/ad-center` first (its metrics shown), a pause for the idle preload, then `/#/wallet`
 * until its total-assets figure shows (the first visit); back to the ad centre and to the
 * wallet again (the second). `saveData` turns the idle preload off (no preload).
 */
async function remoteVisits(
  browser: Browser,
  url: string,
  token: string,
  saveData = false,
): Promise<VisitFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(
    ([t, save]) => {
      localStorage.setItem('fb_token', t as string);
      if (save) {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: { saveData: true, effectiveType: '4g' },
        });
      }
    },
    [token, saveData] as const,
  );
  await throttle(page, SLOW_4G_4X_CPU);
  await page.goto(`${url}/#/ad-center`);
  await page.getByTestId('metric-impressions').waitFor({ timeout: 120_000 });
  // The idle preload's chance (both variants wait the same).
  await page.waitForTimeout(15_000);
  const first = await visit(page, '#/wallet', 'figure-total_assets');
  await visit(page, '#/ad-center', 'metric-impressions');
  const second = await visit(page, '#/wallet', 'figure-total_assets');
  await context.close();
  return { first, second };
}

// ---- the run ----

const noBuild = flag('no-build');
const skipLighthouse = flag('skip-lighthouse');
const buildSeconds = noBuild ? null : build();
if (!existsSync(join(root, 'host', SPA_DIST))) {
  throw new Error(`host/${SPA_DIST} is missing: run pnpm bench without --no-build once`);
}
const topo = await startTopology();
const browser = await launch();
const variants = [
  ['federated', FEDERATED_URL],
  ['SPA', SPA_URL],
] as const;
type Variant = (typeof variants)[number][0];
interface Results {
  js?: Awaited<ReturnType<typeof loginJs>>;
  start: StartFigures[];
  lh: LighthouseFigures[];
  visits: VisitFigures[];
  visitsNoPreload: VisitFigures[];
}
const empty = (): Results => ({ start: [], lh: [], visits: [], visitsNoPreload: [] });
const results: Record<Variant, Results> = { federated: empty(), SPA: empty() };
const visitRuns = Math.min(RUNS, 3);
try {
  for (const [name, url] of variants) results[name].js = await loginJs(browser, url);
  for (let i = 0; i < RUNS; i++) {
    for (const [name, url] of variants) {
      results[name].start.push(await measureStart(browser, `${url}/#/login`, SLOW_4G_4X_CPU));
      console.error(`start ${name} ${i + 1}/${RUNS}`);
    }
  }
  if (!skipLighthouse) {
    for (let i = 0; i < RUNS; i++) {
      for (const [name, url] of variants) {
        results[name].lh.push(await lighthouseRun(`${url}/#/login`));
        console.error(`lighthouse ${name} ${i + 1}/${RUNS}`);
      }
    }
  }
  for (let i = 0; i < visitRuns; i++) {
    const token = await freshMerchant(API_URL);
    for (const [name, url] of variants) {
      results[name].visits.push(await remoteVisits(browser, url, token));
      console.error(`visits ${name} ${i + 1}/${visitRuns}`);
    }
    results.federated.visitsNoPreload.push(await remoteVisits(browser, FEDERATED_URL, token, true));
  }
} finally {
  await browser.close().catch(() => {});
  await topo.close();
}

// ---- the report ----

const chromiumPath = chromiumExecutable() ?? chromium.executablePath();
const chromiumVersion = execFileSync(chromiumPath, ['--version']).toString().trim();
const cpu = cpus();
console.log(`
Machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${release()}; Node ${process.version}; ${chromiumVersion}; Lighthouse 12.8.2 (Lighthouse 13 needs Node 22).
Method: the production builds served as scripts/serve.ts serves them (precompressed, HTTP/1.1,
localhost) with the sandbox API; medians of ${RUNS} cold runs (a fresh browser context each),
federated and SPA interleaved. "Throttled": DevTools' Slow 4G (562.5 ms RTT, 1.44 Mbit/s down)
and a 4x slower CPU through CDP. Levels: rounds of requests in a row before the login form
renders (scripts/bench-start.ts). Remote route: logged in, /#/ad-center, 15 s idle, then
/#/wallet until its total assets show (first visit), back and again (second); ${visitRuns} runs.${buildSeconds ? `\nBuild: all five apps ${buildSeconds.federated.toFixed(1)} s, the SPA variant ${buildSeconds.spa.toFixed(1)} s.` : ''}
`);

const pick = (xs: object[], k: string) =>
  median(xs.map((x) => (x as Record<string, number>)[k] as number));
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '–');
const fed = results.federated;
const spaR = results.SPA;
const fj = fed.js as NonNullable<Results['js']>;
const pj = spaR.js as NonNullable<Results['js']>;
const rows: string[][] = [
  [
    'JS gzip -9 / as sent (brotli)',
    `${kib(fj.gzip)} / ${kib(fj.sent)}`,
    `${kib(pj.gzip)} / ${kib(pj.sent)}`,
    `${ratio(fj.gzip, pj.gzip)} / ${ratio(fj.sent, pj.sent)}`,
  ],
  [
    'requests / request levels before render',
    `${pick(fed.start, 'requests')} / ${pick(fed.start, 'levels')}`,
    `${pick(spaR.start, 'requests')} / ${pick(spaR.start, 'levels')}`,
    `${ratio(pick(fed.start, 'requests'), pick(spaR.start, 'requests'))} / ${ratio(pick(fed.start, 'levels'), pick(spaR.start, 'levels'))}`,
  ],
];
if (!skipLighthouse) {
  const lh = (x: LighthouseFigures[]) =>
    `${pick(x, 'score')}, ${secs(pick(x, 'fcp'))}, ${secs(pick(x, 'lcp'))}, ${pick(x, 'tbt').toFixed(0)} ms`;
  rows.push([
    'Lighthouse 12.8 mobile (simulate): score, FCP, LCP, TBT',
    lh(fed.lh),
    lh(spaR.lh),
    `LCP ${ratio(pick(fed.lh, 'lcp'), pick(spaR.lh, 'lcp'))}`,
  ]);
}
rows.push(
  [
    'LCP / login usable (hydrated), throttled',
    `${secs(pick(fed.start, 'lcp'))} / ${secs(pick(fed.start, 'ready'))}`,
    `${secs(pick(spaR.start, 'lcp'))} / ${secs(pick(spaR.start, 'ready'))}`,
    `${ratio(pick(fed.start, 'lcp'), pick(spaR.start, 'lcp'))} / ${ratio(pick(fed.start, 'ready'), pick(spaR.start, 'ready'))}`,
  ],
  [
    '`/#/wallet` first visit after idle / second, throttled',
    `${secs(pick(fed.visits, 'first'))} / ${secs(pick(fed.visits, 'second'))}`,
    `${secs(pick(spaR.visits, 'first'))} / ${secs(pick(spaR.visits, 'second'))}`,
    `${ratio(pick(fed.visits, 'first'), pick(spaR.visits, 'first'))} / ${ratio(pick(fed.visits, 'second'), pick(spaR.visits, 'second'))}`,
  ],
  [
    '`/#/wallet` first visit, Save-Data on (no preload), throttled',
    secs(pick(fed.visitsNoPreload, 'first')),
    '–',
    '–',
  ],
);
console.log('| `/#/login` cold | federated | SPA | ratio |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log(
  `\nRemote entries, gzip -9: ${remoteEntrySizes()
    .map(([name, size]) => `${name} ${kib(size)}`)
    .join(', ')}.`,
);
console.log('\nThe federated start, level by level (first run):');
for (const [l, paths] of (fed.start[0]?.chain ?? []).entries()) {
  const shown = paths.slice(0, 5).join(' ');
  console.log(`  ${l + 1}: ${paths.length} × ${shown}${paths.length > 5 ? ' …' : ''}`);
}
