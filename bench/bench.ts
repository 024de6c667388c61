/**
 * `pnpm bench`: the federated build against an SPA variant of the same code, every figure
 * side by side with the ratio. A benchmark, not a test (it takes many minutes; not part of
 * scripts/test.sh). What it does, in order:
 *
 * 1. Builds all five apps (skip with --no-build) and the SPA variant of the host: the same
 *    host with federation off, its bootstrap imported directly and each remote's `routes`
 *    module a lazy chunk of the same build (scripts/spa/rsbuild.config.ts), into
 *    host/dist-spa.
 * 2. Serves them as `scripts/serving/serve.ts` does (precompressed, the production headers, HTTP/1.1)
 *    with the sandbox API: the federated host on PORT_BASE (default 3900), the SPA on
 *    PORT_BASE + 12 (SIDE_RUN_OFFSETS.benchSpa of shared/build/apps.ts, above the apps'
 *    offsets); with --nginx also behind the tested nginx configuration over HTTP/2 with TLS,
 *    the apps at their offsets from PORT_BASE + 40 and the SPA at + 52 (bench/bench-nginx.ts).
 * 3. Measures, interleaving the two variants run by run, medians (the sections of --only):
 *    - js: JS of a cold `/#/login`: gzip -9 of every script, and as sent (the encoded bodies);
 *    - start: requests and request levels before the login is usable (bench/bench-start.ts),
 *      LCP and the time the login is usable (hydrated), under DevTools' "Slow 4G" and a 4x
 *      slower CPU (CDP Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate;
 *      service workers throttled too, bench/bench-workers.ts);
 *    - lighthouse: Lighthouse 12.8 (Lighthouse 13 needs Node 22; this runs on Node 20),
 *      mobile, simulated throttling: score, FCP, LCP, TBT;
 *    - visits: a remote route (`/#/wallet`, until its balance shows) visited from
 *      `/#/ad-center`: the first visit (after the idle preload had its chance) and the second,
 *      same throttling; and the first with Save-Data (no preload), federated only;
 *    - second: the second visit in a new tab of the same browser context (caches and service
 *      workers kept), throttled: the login for a visitor, the ad centre for a merchant; the
 *      code requests that reached the network and the time to usable (bench/bench-visits.ts);
 *      then the app opened with no network: the browser's error page, or the frame and the
 *      last figures;
 *    - taps: the latency (as INP counts it) of the main taps at 4x CPU (bench/bench-taps.ts).
 *    Behind nginx: start, lighthouse, visits and second (what the server changes).
 * 4. Prints the machine, the method and the tables (Markdown, for README "Figures").
 *
 * Usage: pnpm bench [--no-build] [--runs=5] [--skip-lighthouse] [--only=start,second,…] [--nginx]
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/serving/browser';
import { SIDE_RUN_OFFSETS } from '../shared/build/apps';
import { appOrigin, appPort } from '../shared/build/ports';
import {
  emptyResults,
  type LighthouseRun,
  markdownTable,
  reportRows,
  type Tap,
  type VariantResults,
} from './bench-report';
import { secondVisitDetail } from './bench-requests';
import { freshMerchant, measureStart, SLOW_4G_4X_CPU } from './bench-start';
import { measureTaps } from './bench-taps';
import {
  type AppTarget,
  remoteVisits,
  secondVisitAndOffline,
  secondVisitLogin,
} from './bench-visits';
import { throttleServiceWorkers } from './bench-workers';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? undefined;
const flag = (name: string) => process.argv.includes(`--${name}`);

const SECTIONS = ['js', 'start', 'lighthouse', 'visits', 'second', 'taps'] as const;
type Section = (typeof SECTIONS)[number];
/** What the server changes: the sections measured again behind nginx. */
const NGINX_SECTIONS: Section[] = ['start', 'lighthouse', 'visits', 'second'];
const only = arg('only')?.split(',');
const unknown = only?.filter((s) => !(SECTIONS as readonly string[]).includes(s)) ?? [];
if (unknown.length)
  throw new Error(`--only: unknown ${unknown.join(', ')} (${SECTIONS.join(', ')})`);
const sections = new Set<Section>(
  SECTIONS.filter((s) => (only ? only.includes(s) : true)).filter(
    (s) => !(s === 'lighthouse' && flag('skip-lighthouse')),
  ),
);

const BASE = Number(process.env.PORT_BASE) || 3900;
process.env.PORT_BASE = String(BASE);
const RUNS = Number(arg('runs')) || 5;
/** The runs of the longer measurements (visits, second visits, taps). */
const FEW_RUNS = Math.min(RUNS, 3);
const SPA_DIST = 'dist-spa';
const FEDERATED_URL = appOrigin('host', 'localhost', BASE);
const SPA_PORT = BASE + SIDE_RUN_OFFSETS.benchSpa;
const SPA_URL = `http://localhost:${SPA_PORT}`;
const API_URL = appOrigin('api', 'localhost', BASE);
const NGINX_PORT = BASE + SIDE_RUN_OFFSETS.benchNginxBase;
const withNginx = flag('nginx');

// serve.ts reads PORT_BASE when loaded: import it after setting it.
const { serveApp, APP_DIRS } = await import('../scripts/serving/serve');
const { startNginxTls } = await import('./bench-nginx');

function build() {
  const t0 = performance.now();
  execFileSync('node', ['scripts/deploy/build-all.mjs'], { cwd: root, stdio: 'inherit' });
  const t1 = performance.now();
  execFileSync('pnpm', ['exec', 'rsbuild', 'build', '-c', '../scripts/spa/rsbuild.config.ts'], {
    cwd: join(root, 'host'),
    stdio: 'inherit',
    env: { ...process.env, ADNET_DIST_DIR: SPA_DIST },
  });
  execFileSync('node', ['scripts/deploy/compress.mjs', join(root, 'host', SPA_DIST)], {
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
  const nginxOrigins = [NGINX_PORT, NGINX_PORT + SIDE_RUN_OFFSETS.benchSpa].map(
    (p) => `https://localhost:${p}`,
  );
  const api: ChildProcess = spawn('pnpm', ['exec', 'tsx', 'sandbox-api/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      SANDBOX_PORT: String(appPort('api', BASE)),
      SANDBOX_TEST_MODE: '1',
      SANDBOX_DATA: dataFile,
      SANDBOX_ORIGINS: [FEDERATED_URL, SPA_URL, ...nginxOrigins].join(','),
      SANDBOX_PUBLIC_URL: API_URL,
    },
  });
  const servers: Server[] = [];
  for (const name of Object.keys(APP_DIRS) as (keyof typeof APP_DIRS)[]) {
    servers.push(await serveApp(name));
  }
  const spaDist = join(root, 'host', SPA_DIST);
  if (existsSync(spaDist)) servers.push(await serveApp('host', SPA_PORT, { dist: spaDist }));
  await waitFor(`${API_URL}/basic_config?lang=en`);
  return {
    async close() {
      for (const s of servers) s.close();
      if (api.pid) process.kill(-api.pid);
    },
  };
}

async function launch(extraArgs: string[]): Promise<Browser> {
  const executablePath = chromiumExecutable();
  return chromium.launch({
    executablePath,
    args: [...(executablePath ? CHROMIUM_ARGS : []), ...extraArgs],
  });
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

const require = createRequire(import.meta.url);

async function lighthouseRun(url: string, extraFlags: string[]): Promise<LighthouseRun> {
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: (
      url: string,
      flags: Record<string, unknown>,
    ) => Promise<{
      lhr: {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue: number }>;
        runtimeError?: { code: string; message: string };
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
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...extraFlags],
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
    if (lhr.runtimeError) console.error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
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

// ---- the runs ----

type Variant = 'federated' | 'SPA';

interface Target {
  label: string;
  apps: Record<Variant, AppTarget>;
  sections: Set<Section>;
  lighthouseFlags: string[];
}

/** Retries nothing; a failed run is logged and left out of the medians. */
async function attempt<T>(what: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (e) {
    console.error(`${what} failed: ${(e as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

async function measure(browser: Browser, target: Target): Promise<Record<Variant, VariantResults>> {
  const results: Record<Variant, VariantResults> = {
    federated: emptyResults(),
    SPA: emptyResults(),
  };
  const variants = Object.entries(target.apps) as [Variant, AppTarget][];
  const has = (s: Section) => target.sections.has(s);
  const log = (what: string, name: Variant, i: number, n: number) =>
    console.error(`${target.label}: ${what} ${name} ${i + 1}/${n}`);
  if (has('js')) {
    for (const [name, app] of variants) results[name].js = await loginJs(browser, app.url);
  }
  if (has('start')) {
    for (let i = 0; i < RUNS; i++) {
      for (const [name, app] of variants) {
        const r = await attempt(`start ${name}`, () =>
          measureStart(browser, `${app.url}/#/login`, SLOW_4G_4X_CPU),
        );
        if (r) results[name].start.push(r);
        log('start', name, i, RUNS);
      }
    }
  }
  if (has('lighthouse')) {
    for (let i = 0; i < RUNS; i++) {
      for (const [name, app] of variants) {
        const r = await attempt(`lighthouse ${name}`, () =>
          lighthouseRun(`${app.url}/#/login`, target.lighthouseFlags),
        );
        if (r) results[name].lighthouse.push(r);
        log('lighthouse', name, i, RUNS);
      }
    }
  }
  if (has('visits')) {
    for (let i = 0; i < FEW_RUNS; i++) {
      const token = await freshMerchant(API_URL);
      for (const [name, app] of variants) {
        const r = await attempt(`visits ${name}`, () => remoteVisits(browser, app, token));
        if (r) results[name].visits.push(r);
        log('visits', name, i, FEW_RUNS);
      }
      const r = await attempt('visits Save-Data', () =>
        remoteVisits(browser, target.apps.federated, token, true),
      );
      if (r) results.federated.visitsNoPreload.push(r);
    }
  }
  if (has('second')) {
    for (let i = 0; i < FEW_RUNS; i++) {
      const token = await freshMerchant(API_URL);
      for (const [name, app] of variants) {
        const login = await attempt(`second visit login ${name}`, () =>
          secondVisitLogin(browser, app),
        );
        if (login) results[name].secondLogin.push(login);
        const center = await attempt(`second visit ad centre ${name}`, () =>
          secondVisitAndOffline(browser, app, token),
        );
        if (center) {
          results[name].secondCenter.push(center.second);
          results[name].offline.push(center.offline);
        }
        log('second visit and offline start', name, i, FEW_RUNS);
      }
    }
  }
  if (has('taps')) {
    for (let i = 0; i < FEW_RUNS; i++) {
      for (const [name, app] of variants) {
        const taps = await attempt(`taps ${name}`, () => measureTaps(browser, app.url, API_URL));
        for (const [tap, ms] of Object.entries(taps ?? {}) as [Tap, number][]) {
          results[name].taps[tap] = [...(results[name].taps[tap] ?? []), ms];
        }
        log('taps', name, i, FEW_RUNS);
      }
    }
  }
  return results;
}

const noBuild = flag('no-build');
const buildSeconds = noBuild ? null : build();
const spaDist = join(root, 'host', SPA_DIST);
if (!existsSync(spaDist)) {
  throw new Error(`host/${SPA_DIST} is missing: run pnpm bench without --no-build once`);
}
const local: AppTarget[] = [
  {
    url: FEDERATED_URL,
    codeOrigins: (Object.keys(APP_DIRS) as (keyof typeof APP_DIRS)[]).map((name) =>
      appOrigin(name, 'localhost', BASE),
    ),
  },
  { url: SPA_URL, codeOrigins: [SPA_URL] },
];
const topo = await startTopology();
const nginx = withNginx ? await startNginxTls(NGINX_PORT, spaDist) : undefined;
const browser = await launch(nginx ? [nginx.chromiumFlag] : []);
await throttleServiceWorkers(browser);
const targets: Target[] = [
  {
    label: 'serve.ts',
    apps: { federated: local[0] as AppTarget, SPA: local[1] as AppTarget },
    sections,
    lighthouseFlags: [],
  },
];
if (nginx) {
  targets.push({
    label: 'nginx',
    apps: {
      federated: { url: nginx.federatedUrl, codeOrigins: nginx.codeOrigins },
      SPA: { url: nginx.spaUrl, codeOrigins: [nginx.spaUrl] },
    },
    sections: new Set(NGINX_SECTIONS.filter((s) => sections.has(s))),
    lighthouseFlags: [nginx.chromiumFlag],
  });
}
const measured: Record<Variant, VariantResults>[] = [];
try {
  for (const target of targets) measured.push(await measure(browser, target));
} finally {
  await browser.close().catch(() => {});
  await nginx?.close();
  await topo.close();
}

// ---- the report ----

const chromiumPath = chromiumExecutable() ?? chromium.executablePath();
const chromiumVersion = execFileSync(chromiumPath, ['--version']).toString().trim();
// nginx -v writes to stderr
const nginxVersion = nginx ? spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim() : '';
const cpu = cpus();
console.log(`
Machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${release()}; Node ${process.version}; ${chromiumVersion}; Lighthouse 12.8.2 (Lighthouse 13 needs Node 22).
Command: pnpm bench ${process.argv.slice(2).join(' ')} (PORT_BASE=${BASE}), ${new Date().toISOString()}.
Method: medians of ${RUNS} cold runs (a fresh browser context each) for the start and Lighthouse,
${FEW_RUNS} for the remote route, the second visit and the taps; federated and SPA interleaved.
"Throttled": DevTools' Slow 4G (562.5 ms RTT, 1.44 Mbit/s down) and a 4x slower CPU through CDP,
service workers' own fetches throttled alike. Levels: rounds of requests in a row before the
login is usable (bench/bench-start.ts). Remote route: logged in, /#/ad-center, 15 s idle, then
/#/wallet until its total assets show (first visit), back and again (second). Second visit: a
first visit unthrottled (the login 5 s, the ad centre 15 s after it is usable, a service worker
active if one registered), then a new tab of the same context, throttled; "code requests to the
network": requests to the host's and remotes' origins sent before the page was usable and
answered neither by a service worker nor by the HTTP cache (a 304 counts). Offline start: a third
tab with the context offline. Taps: INP's measure of one interaction (Event Timing), touch, 4x
CPU, no network throttling.${buildSeconds ? `\nBuild: all five apps ${buildSeconds.federated.toFixed(1)} s, the SPA variant ${buildSeconds.spa.toFixed(1)} s.` : ''}
`);

const HEADER = ['figure', 'federated', 'SPA', 'ratio', 'goal'];
for (const [i, target] of targets.entries()) {
  const r = measured[i] as Record<Variant, VariantResults>;
  const protocol = r.federated.start[0]?.protocol;
  const negotiated = protocol ? `; protocol negotiated: ${protocol}` : '';
  console.log(
    target.label === 'nginx'
      ? `\n### Behind nginx (deploy/nginx/), HTTP/2 with TLS, ${nginxVersion}${negotiated}\n`
      : `\n### Served by scripts/serving/serve.ts (HTTP/1.1, localhost)${negotiated}\n`,
  );
  const entries = target.sections.has('js') ? remoteEntrySizes() : [];
  console.log(markdownTable(HEADER, reportRows(r.federated, r.SPA, entries)));
  const details = [
    secondVisitDetail('Second visit of the ad centre, federated', r.federated.secondCenter),
    secondVisitDetail('Second visit of the ad centre, SPA', r.SPA.secondCenter),
    secondVisitDetail('Second visit of the login, federated', r.federated.secondLogin),
    secondVisitDetail('Second visit of the login, SPA', r.SPA.secondLogin),
  ].filter(Boolean);
  if (details.length) console.log(`\n${details.map((d) => `- ${d}`).join('\n')}`);
  const chain = r.federated.start[0]?.chain ?? [];
  if (chain.length) console.log('\nThe federated start, level by level (first run):');
  for (const [l, paths] of chain.entries()) {
    const shown = paths.slice(0, 5).join(' ');
    console.log(`  ${l + 1}: ${paths.length} × ${shown}${paths.length > 5 ? ' …' : ''}`);
  }
}
