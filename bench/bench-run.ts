/**
 * The sections `pnpm bench` (bench/bench.ts) runs against one target (serve.ts or nginx),
 * interleaving the two variants run by run: the JS of the login, the start, Lighthouse, the
 * remote route, the second visit and the offline start, the taps. A failed run is logged and
 * left out of the medians.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { chromiumExecutable } from '../scripts/serving/browser';
import { API_URL, FEW_RUNS, RUNS, type Section } from './bench-options';
import { emptyResults, type LighthouseRun, type Tap, type VariantResults } from './bench-report';
import { freshMerchant, measureStart, SLOW_4G_4X_CPU } from './bench-start';
import { measureTaps } from './bench-taps';
import { traceLogin, traceSecondVisit } from './bench-trace';
import {
  type AppTarget,
  remoteVisits,
  secondVisitAndOffline,
  secondVisitLogin,
} from './bench-visits';

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

export type Variant = 'federated' | 'SPA';

export interface Target {
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

export async function measure(
  browser: Browser,
  target: Target,
): Promise<Record<Variant, VariantResults>> {
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
  if (has('trace')) {
    for (let i = 0; i < FEW_RUNS; i++) {
      const token = await freshMerchant(API_URL);
      for (const [name, app] of variants) {
        const label = `${target.label}-${name}`;
        const login = await attempt(`trace login ${name}`, () => traceLogin(browser, app, label));
        if (login) results[name].trace.login.push(login);
        const second = await attempt(`trace second visit ${name}`, () =>
          traceSecondVisit(browser, app, token, label),
        );
        if (second) results[name].trace.second.push(second);
        log('trace', name, i, FEW_RUNS);
      }
    }
  }
  return results;
}
