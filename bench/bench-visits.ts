/**
 * What `pnpm bench` measures after the first start (bench/bench.ts prints it): a remote
 * route visited from the ad centre, the second visit of the app in a new tab of the same
 * browser context (its caches and service workers kept), and the app opened with no network.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import type { OfflineRun, VisitRun } from './bench-report';
import { classifyRequests, type RequestRecord, type SecondVisitRun } from './bench-requests';
import { LOGIN_USABLE, pollPage, SLOW_4G_4X_CPU, throttle } from './bench-start';
import { throttleWorkersOf } from './bench-workers';

/** The app under test: its URL and the origins of its code (the host and the remotes). */
export interface AppTarget {
  url: string;
  codeOrigins: string[];
}

export const MOBILE = { viewport: { width: 390, height: 844 } } as const;

/** Stores the token the way the host does, before any script of the page runs. */
export function withToken(context: BrowserContext, token: string) {
  return context.addInitScript((t) => localStorage.setItem('fb_token', t), token);
}

// ---- a remote route, logged in, throttled ----

/**
 * Sets the hash and returns the ms until `testId` is in the page (measured in the page); with
 * `confirmed`, until it is there with no "As of …" label left (the fresh answers in place).
 */
function visit(page: Page, hash: string, testId: string, confirmed = false): Promise<number> {
  // A string: tsx would wrap the named callback in a helper the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const t0 = performance.now();
    window.location.hash = ${JSON.stringify(hash)};
    const check = () => {
      const shown = document.querySelector('[data-testid="${testId}"]');
      const kept = ${confirmed} && document.querySelector('[data-testid="as-of"]');
      if (shown && !kept) resolve(performance.now() - t0);
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
}

/**
 * `/#/ad-center` first (its metrics shown), a pause for the idle preload, then `/#/wallet`
 * until its total-assets figure shows (the first visit); back to the ad centre until its fresh
 * figures are in, and to the wallet again (the second: its kept figures show at once).
 * `saveData` turns the idle preload off (no preload).
 */
export async function remoteVisits(
  browser: Browser,
  app: AppTarget,
  token: string,
  saveData = false,
): Promise<VisitRun> {
  const context = await browser.newContext(MOBILE);
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
  await page.goto(`${app.url}/#/ad-center`);
  await page.getByTestId('metric-impressions').waitFor({ timeout: 120_000 });
  // The idle preload's chance (both variants wait the same).
  await page.waitForTimeout(15_000);
  const first = await visit(page, '#/wallet', 'figure-total_assets');
  // Back to the ad centre until its fresh figures are in: it paints its kept ones at once, and
  // leaving before its calls answer would time the wallet behind them (docs/performance.md).
  await visit(page, '#/ad-center', 'metric-impressions', true);
  const second = await visit(page, '#/wallet', 'figure-total_assets');
  await context.close();
  return { first, second };
}

// ---- the second visit ----

/** What makes a route usable: an element, and what its text must match. */
export interface Usable {
  hash: string;
  selector: string;
  text: RegExp;
}

export const LOGIN: Usable = { hash: '#/login', selector: LOGIN_USABLE, text: /[\s\S]*/ };
/** The ad centre with its figures (the impressions metric shows a number). */
export const AD_CENTER: Usable = {
  hash: '#/ad-center',
  selector: '[data-testid="metric-impressions"]',
  text: /\d/,
};

/**
 * Records in the page when `u` is first met (ms from navigation start), and when it is met with
 * no "As of …" label in the page: the figures confirmed by the API's fresh answers, not the
 * kept ones the page paints first (docs/offline.md).
 */
export const usableProbe = (u: Usable) => `(() => {
  const bench = (window.__benchUsable = {});
  const re = new RegExp(${JSON.stringify(u.text.source)});
  const check = () => {
    const el = document.querySelector(${JSON.stringify(u.selector)});
    if (el && re.test(el.textContent || '')) {
      if (bench.at === undefined) bench.at = performance.now();
      if (!document.querySelector('[data-testid="as-of"]')) {
        bench.confirmed = performance.now();
        return true;
      }
    }
    return false;
  };
  if (!check()) {
    const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  }
})();`;

/** Every request of the page from now on, with who answered it (CDP Network events). */
function recordRequests(cdp: CDPSession) {
  const byId = new Map<string, RequestRecord>();
  const get = (id: string) => byId.get(id);
  // (a redirect sends requestWillBeSent again for the same request; the extra info may come first)
  cdp.on('Network.requestWillBeSent', (e) => {
    byId.set(e.requestId, { ...byId.get(e.requestId), url: e.request.url });
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    byId.set(e.requestId, { url: '', ...byId.get(e.requestId), wireStatus: e.statusCode });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = get(e.requestId);
    if (r) r.servedFromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.fromServiceWorker = e.response.fromServiceWorker;
    r.fromDiskCache = e.response.fromDiskCache;
    r.fromPrefetchCache = e.response.fromPrefetchCache;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = get(e.requestId);
    if (r && r.status === undefined) r.failed = true;
  });
  return byId;
}

/**
 * If a service worker registers, waits (up to 30 s) until it is active; 'none' when the page
 * registered none.
 */
const SERVICE_WORKER_READY = `(async () => {
  if (!('serviceWorker' in navigator)) return 'none';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'none';
  await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 30000))]);
  return registration.active ? 'active' : 'not active';
})()`;

/**
 * The first visit of a context: `u` opened unthrottled until usable, then `idleMs` for what the
 * app does after the start (the idle preload of remotes, a service worker's precache), the
 * worker (if any) active, and the network quiet.
 */
export async function firstVisit(
  context: BrowserContext,
  app: AppTarget,
  u: Usable,
  idleMs: number,
) {
  const page = await context.newPage();
  await page.goto(`${app.url}/${u.hash}`);
  await page.locator(u.selector).filter({ hasText: u.text }).first().waitFor({ timeout: 120_000 });
  await page.waitForTimeout(idleMs);
  await page.evaluate(SERVICE_WORKER_READY);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  await page.close();
}

/**
 * The second visit: a new tab of the same context, throttled, opened at `u` until usable. The
 * requests sent before it was usable are counted by who answered them (once answered).
 */
async function secondVisit(context: BrowserContext, app: AppTarget, u: Usable) {
  const page = await context.newPage();
  const cdp = await throttle(page, SLOW_4G_4X_CPU);
  const requests = recordRequests(cdp);
  await page.addInitScript({ content: usableProbe(u) });
  await page.goto(`${app.url}/${u.hash}`, { waitUntil: 'commit' });
  const usable = await pollPage<number>(page, 'window.__benchUsable && window.__benchUsable.at', {
    timeout: 120_000,
  });
  const sentBefore = new Set(requests.keys());
  const confirmed = await pollPage<number>(
    page,
    'window.__benchUsable && window.__benchUsable.confirmed',
    { timeout: 120_000 },
  );
  // let the requests under way answer before they are classified
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  const controlled = (await page.evaluate(
    '!!(navigator.serviceWorker && navigator.serviceWorker.controller)',
  )) as boolean;
  await page.close();
  const records = [...sentBefore].flatMap((id) => requests.get(id) ?? []);
  return { usable, confirmed, controlled, ...classifyRequests(records, app.codeOrigins) };
}

/** A visitor's second visit of the login. */
export async function secondVisitLogin(browser: Browser, app: AppTarget): Promise<SecondVisitRun> {
  const context = await browser.newContext(MOBILE);
  try {
    await firstVisit(context, app, LOGIN, 5000);
    return await secondVisit(context, app, LOGIN);
  } finally {
    await context.close();
  }
}

/**
 * A merchant's second visit of the ad centre (logged in), then the app opened again with no
 * network: a third tab of the same context sees the ad centre online, then reloads offline.
 */
export async function secondVisitAndOffline(
  browser: Browser,
  app: AppTarget,
  token: string,
): Promise<{ second: SecondVisitRun; offline: OfflineRun }> {
  const context = await browser.newContext(MOBILE);
  try {
    await withToken(context, token);
    await firstVisit(context, app, AD_CENTER, 15_000);
    const second = await secondVisit(context, app, AD_CENTER);
    const offline = await offlineStart(context, app);
    return { second, offline };
  } finally {
    await context.close();
  }
}

/**
 * The app opened again with no network (Playwright's offline mode, which covers the context's
 * service workers; the bench's worker throttling is set offline too), in the tab of a visit:
 * the ad centre seen online, then reloaded offline. Read: the browser's error page, or the
 * app's frame (its header bar, prerendered or rendered), and the last figures (the ad centre's
 * metrics with a number, dated: docs/offline.md; waited for up to 15 s).
 */
async function offlineStart(context: BrowserContext, app: AppTarget): Promise<OfflineRun> {
  const page = await context.newPage();
  await page.goto(`${app.url}/${AD_CENTER.hash}`);
  await page
    .locator(AD_CENTER.selector)
    .filter({ hasText: AD_CENTER.text })
    .first()
    .waitFor({ timeout: 120_000 });
  await context.setOffline(true);
  await throttleWorkersOf(page, {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  let navigated = true;
  try {
    await page.reload({ timeout: 30_000 });
  } catch {
    navigated = false; // net::ERR_INTERNET_DISCONNECTED: the browser's error page
  }
  const errorPage = !navigated || page.url().startsWith('chrome-error:');
  let figures = false;
  if (!errorPage) {
    figures = await page
      .locator(AD_CENTER.selector)
      .filter({ hasText: AD_CENTER.text })
      .first()
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
  }
  const frame = !errorPage && (await page.locator('#root .arco-nav-bar').count()) > 0;
  await page.close();
  await context.setOffline(false);
  return { errorPage, frame, figures };
}
