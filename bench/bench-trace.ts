/**
 * The `trace` section of `pnpm bench`: where the time to usable goes, recorded as a Chromium
 * performance trace (the timeline DevTools' Performance panel records) of two throttled loads —
 * a cold `/#/login` start, and a merchant's second visit of `/#/ad-center` (a new tab of the
 * same context, after a first visit, as the `second` section takes it) — reduced by
 * bench/bench-trace-summary.ts to the main thread's script, parse, style and layout, paint and
 * GC, the idle rest (the wait for the network) and the long tasks, with the requests of the load
 * and when each answered. So that a missed goal is explained by a measurement, not a guess. The
 * raw traces are written to `bench/traces/` (untracked) for a look in DevTools.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { cpuProfile, root } from './bench-options';
import { hotFunctions } from './bench-profile';
import type { TracedSummary } from './bench-report';
import { LOGIN_USABLE, PAGE_PROBE, pollPage, SLOW_4G_4X_CPU, throttle } from './bench-start';
import {
  mainThreadOf,
  summarize,
  type TracedRequest,
  type TraceEvent,
} from './bench-trace-summary';
import {
  AD_CENTER,
  type AppTarget,
  firstVisit,
  MOBILE,
  usableProbe,
  withToken,
} from './bench-visits';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  ...(cpuProfile ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

export type TracedLoad = TracedSummary & { file: string; requests: TracedRequest[] };

const RESOURCES = `performance.getEntriesByType('resource').map((r) => ({
  path: new URL(r.name).port + new URL(r.name).pathname,
  start: Math.round(r.startTime),
  end: Math.round(r.responseEnd),
}))`;

/** Runs `load` on `page` under a trace; the summary of its main thread up to `ready` ms. */
async function traced(
  browser: Browser,
  page: Page,
  url: string,
  label: string,
  load: () => Promise<number>,
): Promise<TracedLoad> {
  await browser.startTracing(page, { categories: CATEGORIES });
  let raw: Buffer;
  let ready: number;
  let requests: TracedRequest[];
  try {
    ready = await load();
    requests = ((await page.evaluate(RESOURCES)) as TracedRequest[]).filter(
      (r) => r.start <= ready,
    );
  } finally {
    raw = await browser.stopTracing();
  }
  const dir = join(root, 'bench', 'traces');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${label}-${Date.now()}.json`);
  writeFileSync(file, raw);
  const { traceEvents } = JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] };
  const thread = mainThreadOf(traceEvents, url);
  if (!thread) throw new Error(`trace ${label}: no main thread parsed ${url}`);
  const summary = { ...summarize(traceEvents, thread, ready), file, requests };
  return cpuProfile ? { ...summary, hot: hotFunctions(traceEvents, thread, ready) } : summary;
}

/** One cold start of `/#/login` (a fresh context), throttled and traced. */
export async function traceLogin(browser: Browser, app: AppTarget, label: string) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    await throttle(page, SLOW_4G_4X_CPU);
    await page.addInitScript({ content: PAGE_PROBE });
    const url = `${app.url}/#/login`;
    return await traced(browser, page, url, `${label}-login`, async () => {
      await page.goto(url);
      await page.locator(LOGIN_USABLE).first().waitFor({ timeout: 120_000 });
      return (await page.evaluate('window.__bench.ready')) as number;
    });
  } finally {
    await context.close();
  }
}

/** A merchant's second visit of `/#/ad-center`, throttled and traced, to its kept figures. */
export async function traceSecondVisit(
  browser: Browser,
  app: AppTarget,
  token: string,
  label: string,
) {
  const context = await browser.newContext(MOBILE);
  try {
    await withToken(context, token);
    await firstVisit(context, app, AD_CENTER, 15_000);
    const page = await context.newPage();
    await throttle(page, SLOW_4G_4X_CPU);
    await page.addInitScript({ content: usableProbe(AD_CENTER) });
    const url = `${app.url}/${AD_CENTER.hash}`;
    return await traced(browser, page, url, `${label}-second`, async () => {
      await page.goto(url, { waitUntil: 'commit' });
      return pollPage<number>(page, 'window.__benchUsable && window.__benchUsable.at', {
        timeout: 120_000,
      });
    });
  } finally {
    await context.close();
  }
}
