/**
 * Helpers of the kept-answers specs (docs/offline.md, "Show, then confirm"): the API held as
 * on a dead network, the page's layout shifts, and what the label reads.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { API_URL } from './env';
import { expect } from './fixtures';

/** "As of 14:03 · updating" (en), the time in the short style of the language. */
export const AS_OF_UPDATING = /^As of \d{1,2}:\d{2}(\s?[AP]M)? · updating$/;
export const AS_OF = /^As of \d{1,2}:\d{2}(\s?[AP]M)?$/;

/**
 * The API client's timeout made long (app-config.json's `apiTimeoutMs`, read on each load):
 * a held call stays "updating" for the whole check, instead of ending in a timeout, which
 * shows the kept answer as it is ("As of 14:03") — a busy machine may take that long.
 */
export async function longTimeout(context: BrowserContext) {
  await context.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, apiTimeoutMs: 120_000 } });
  });
}

/**
 * Watches every call to the API and, once `hold()` is called, holds them (their answers come
 * only after `release`). `frozen`: paths whose answers are recorded as they pass and, from then
 * on, answered the same again — the sandbox's clock moves its plans, notifications and ledger
 * meanwhile; frozen, the fresh answer has the kept one's content, so a shift can only come from
 * the swap itself. `answered` counts the answers let through while watching.
 */
export async function holdApi(context: BrowserContext, frozen: string[] = []) {
  const held: Route[] = [];
  const recorded = new Map<
    string,
    { status: number; headers: Record<string, string>; body: Buffer }
  >();
  let open = true;
  let answered = 0;
  const pattern = `${API_URL}/**`;
  const isCall = (route: Route) =>
    ['fetch', 'xhr', 'preflight'].includes(route.request().resourceType());
  const pass = async (route: Route) => {
    if (isCall(route)) answered += 1;
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (!frozen.includes(path) || request.method() === 'OPTIONS') {
      await route.continue().catch(() => {});
      return;
    }
    const key = `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
    let answer = recorded.get(key);
    if (!answer) {
      const response = await route.fetch();
      answer = {
        status: response.status(),
        headers: response.headers(),
        body: await response.body(),
      };
      recorded.set(key, answer);
    }
    await route.fulfill(answer).catch(() => {});
  };
  await context.route(pattern, async (route) => {
    // the calls only: the API's images (products, uploads) come as the browser's cache has them
    if (open || !isCall(route)) return pass(route);
    held.push(route);
  });
  return {
    held: () => held.length,
    answered: () => answered,
    hold() {
      open = false;
      answered = 0;
    },
    async release() {
      open = true;
      for (const route of held.splice(0)) await pass(route);
    },
    stop: () => context.unroute(pattern),
  };
}

/**
 * The page's layout shifts from its first paint (Layout Instability API, as CLS counts them:
 * none within 500 ms of an input), with the nodes that moved, for `layoutShift`.
 */
export const SHIFT_PROBE = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shifts.push({
        value: e.value,
        at: Math.round(e.startTime),
        nodes: (e.sources || []).map((s) => {
          const n = s.node;
          if (!n || !n.nodeName) return '?';
          const id = n.getAttribute && (n.getAttribute('data-testid') || n.getAttribute('class'));
          const r = (x) => [Math.round(x.x), Math.round(x.y), Math.round(x.width), Math.round(x.height)].join(',');
          return n.nodeName.toLowerCase() + (id ? '[' + String(id).slice(0, 60) + ']' : '') +
            ' ' + r(s.previousRect) + ' -> ' + r(s.currentRect) + ' "' + String(n.textContent).slice(0, 40) + '"';
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

export interface Shift {
  value: number;
  at: number;
  nodes: string[];
}

/** The shifts since the last call (their sum is the CLS of that stretch). */
export async function shiftsSince(page: Page): Promise<Shift[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __shifts: unknown[] };
    return w.__shifts.splice(0) as never;
  });
}

export const clsOf = (shifts: Shift[]) => shifts.reduce((s, x) => s + x.value, 0);

/** The overview's call, whose answer a return visit to the ad centre opens on. */
export const STATISTICS = '/ad/order/data_statistics/list';

/**
 * Waits until the API client has kept an answer of `path` (its key in localStorage). An answer
 * is kept only under a known merchant (shared/src/api/last-answers.ts): a page opened with a
 * bare token, unlike one after a login, has its first answers race the user info.
 */
export async function untilKept(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (p) =>
            Object.keys(localStorage).some(
              (k) => k.startsWith('adnet:answer:') && k.includes(` ${p}?`),
            ),
          path,
        ),
      { message: `an answer of ${path} kept`, timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Opens the ad centre as after a login: once for the user info, then again with it stored, so
 * that the overview's answer is kept under the merchant.
 */
export async function adCentreKept(page: Page) {
  await expect(page.getByTestId('credit-score')).toBeVisible({ timeout: 60_000 });
  await page.reload();
  await expect(page.getByTestId('overview-body')).toBeVisible({ timeout: 60_000 });
  await untilKept(page, STATISTICS);
}
