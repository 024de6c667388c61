/**
 * How a cold start of `/#/login` loads, measured in real Chromium (bench/bench.ts prints it):
 * the requests made before the login form is rendered, and in how many sequential "levels".
 *
 * A request's level is one more than the deepest level of any request that had finished when
 * it was sent (the HTML is level 1): requests sent together form one level, and a request
 * that had to wait for another's answer (a chunk named by a script, the strings named by the
 * config) starts the next. This counts the round trips in a row before the first render, the
 * figure the README calls "request levels"; it is read from the Resource Timing entries of the
 * page, under throttling, so that answers do not arrive while a burst is still being sent.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { registerUser, setSandboxUrl } from '../scripts/serving/sandbox-client';
import { throttleWorkersOf } from './bench-workers';

export interface Timed {
  name: string;
  /** When the request was sent (ms since navigation start). */
  start: number;
  /** When its answer had fully arrived. */
  end: number;
}

/** Level of each request (the document is level 1). */
export function requestLevels(doc: Timed, requests: Timed[]): Map<Timed, number> {
  const levels = new Map<Timed, number>([[doc, 1]]);
  const byStart = [...requests].sort((a, b) => a.start - b.start);
  for (const r of byStart) {
    let level = 2;
    for (const [q, l] of levels) {
      if (q !== doc && q.end <= r.start && l + 1 > level) level = l + 1;
    }
    levels.set(r, level);
  }
  return levels;
}

/** DevTools' "Slow 4G" preset (Lighthouse's mobile RTT and bandwidth, packet-level). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

export interface Throttle {
  network: typeof SLOW_4G;
  cpu: number;
}

export const SLOW_4G_4X_CPU: Throttle = { network: SLOW_4G, cpu: 4 };

/**
 * Throttles `page` (and the service workers of its context, when the bench watches them:
 * bench/bench-workers.ts); the session has the Network domain enabled.
 */
export async function throttle(page: Page, t: Throttle): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', t.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpu });
  await throttleWorkersOf(page, t.network);
  return cdp;
}

/**
 * The login is usable once React runs it: its submit button is typed `submit` by an effect
 * (ActionButton), whether React rendered the form or hydrated the prerendered one (the
 * prerendered form is there before any script: docs/performance.md "The first paint").
 */
export const LOGIN_USABLE = '#root form button[type="submit"]';

/**
 * Records in the page: when the login is usable (LOGIN_USABLE), and the largest contentful
 * paint.
 */
// A string, not a function: tsx would wrap named functions in a helper the page lacks.
export const PAGE_PROBE = `(() => {
  const bench = (window.__bench = {});
  const observer = new MutationObserver(() => {
    if (bench.ready === undefined && document.querySelector(${JSON.stringify(LOGIN_USABLE)})) {
      bench.ready = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['type'] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

export interface StartFigures {
  /** Requests answered before the login was usable (the document included). */
  requests: number;
  levels: number;
  /** ms from navigation start. */
  ready: number;
  lcp: number;
  /** Level → the paths sent at that level, for the report. */
  chain: string[][];
  /** The document's protocol as negotiated (`http/1.1`, `h2`). */
  protocol: string;
}

/** One cold start of `url` (a fresh context: empty cache) under `t`. */
export async function measureStart(browser: Browser, url: string, t?: Throttle) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (t) await throttle(page, t);
  await page.addInitScript({ content: PAGE_PROBE });
  await page.goto(url);
  await page.locator(LOGIN_USABLE).first().waitFor({ timeout: 120_000 });
  // LCP settles once nothing larger paints; give the page a moment before reading it.
  await page.waitForTimeout(1000);
  const data = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const w = window as unknown as { __bench: { ready: number; lcp?: number } };
    return {
      doc: { name: nav.name, start: nav.startTime, end: nav.responseEnd },
      protocol: nav.nextHopProtocol,
      resources: res.map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd })),
      ready: w.__bench.ready,
      lcp: w.__bench.lcp ?? Number.NaN,
    };
  });
  await context.close();
  // What had arrived when the form rendered; a request still under way (the background
  // basic_config call, say) was not waited for.
  const before = data.resources.filter((r) => r.end <= data.ready);
  const levels = requestLevels(data.doc, before);
  const chain: string[][] = [];
  for (const [r, l] of levels) {
    const level = chain[l - 1] ?? [];
    level.push(new URL(r.name).pathname);
    chain[l - 1] = level;
  }
  return {
    requests: before.length + 1,
    levels: Math.max(...levels.values()),
    ready: data.ready,
    lcp: data.lcp,
    chain,
    protocol: data.protocol,
  } satisfies StartFigures;
}

/**
 * Resolves with the value of `expression` in the page once it is truthy, polling every
 * `interval` ms; rejects after `timeout` ms. `page.waitForFunction` would not do: the app's
 * Content-Security-Policy forbids the eval it uses for a predicate, while an evaluation
 * through DevTools (`page.evaluate`) is not subject to it.
 */
export async function pollPage<T>(
  page: Page,
  expression: string,
  { timeout = 30_000, interval = 50 } = {},
): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = (await page.evaluate(expression)) as T;
    if (value) return value;
    if (Date.now() > end)
      throw new Error(`timed out after ${timeout} ms waiting for ${expression}`);
    await new Promise((r) => setTimeout(r, interval));
  }
}

/** A fresh merchant on the sandbox at `apiUrl`, the e2e fixtures' way; its token. */
export async function freshMerchant(apiUrl: string): Promise<string> {
  setSandboxUrl(apiUrl);
  return (await registerUser('bench')).token;
}
