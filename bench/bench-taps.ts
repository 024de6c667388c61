/**
 * The latency of the app's main taps for `pnpm bench`, as INP counts an interaction, on a phone
 * (touch, 390×844) with a 4x slower CPU (no network throttling: the figure is the page's own
 * work until the next paint, not the answer of a call the tap makes).
 *
 * The page observes Event Timing entries (`PerformanceObserver`, type `event`, the smallest
 * threshold, 16 ms) from its first script; each tap's latency is the longest duration of the
 * entries it caused (bench/bench-figures.ts `interactionLatency`). Taps go through CDP touch
 * input (Playwright's `tap`), which the browser takes as a user's.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import {
  apiData,
  registerUser,
  setSandboxUrl,
  type TestUser,
} from '../scripts/serving/sandbox-client';
import { type EventEntry, interactionLatency } from './bench-figures';
import type { Tap } from './bench-report';
import { LOGIN_USABLE, pollPage } from './bench-start';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const CPU_RATE = 4;

// A string: tsx would wrap named functions in a helper the page does not have.
const EVENT_PROBE = `(() => {
  const list = (window.__benchEvents = []);
  try {
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries()) {
        if (e.interactionId) list.push({ interactionId: e.interactionId, name: e.name, duration: e.duration, startTime: e.startTime });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
})();`;

async function phonePage(browser: Browser, token?: string, pushSeen?: [string, string]) {
  const context = await browser.newContext(PHONE);
  if (token) {
    await context.addInitScript(
      ([t, seen]) => {
        localStorage.setItem('fb_token', t as string);
        if (seen) localStorage.setItem(seen[0], seen[1]);
      },
      [token, pushSeen ?? null] as const,
    );
  }
  await context.addInitScript({ content: EVENT_PROBE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  return page;
}

/** Taps `target`, waits for `done` (what the tap shows), and returns the tap's latency. */
async function measureTap(page: Page, target: Locator, done: () => Promise<unknown>) {
  const [before, since] = (await page.evaluate(
    '[window.__benchEvents.length, performance.now()]',
  )) as [number, number];
  await target.tap();
  await done();
  // An interaction's entries are queued after its next paint: wait for them (3 s at most;
  // none means every event of the tap took less than the 16 ms threshold).
  await pollPage(page, `window.__benchEvents.length > ${before}`, { timeout: 3000 }).catch(
    () => {},
  );
  await page.waitForTimeout(300);
  const entries = (await page.evaluate(`window.__benchEvents.slice(${before})`)) as EventEntry[];
  return interactionLatency(entries, since);
}

const hash = (page: Page, h: string) =>
  page.evaluate(`window.location.hash = ${JSON.stringify(h)}`);

/** The header's language sheet on `/#/login`: the row below English, then Confirm. */
async function languageConfirm(browser: Browser, url: string) {
  const page = await phonePage(browser);
  try {
    await page.goto(`${url}/#/login`);
    await page.locator(LOGIN_USABLE).waitFor({ timeout: 120_000 });
    await page.getByTestId('header-lang').tap();
    const sheet = page.locator('.adn-language-sheet .arco-popup-content');
    await sheet.waitFor();
    await page.waitForTimeout(500);
    const rows = sheet.locator('.arco-picker-column-item');
    const classes = await rows.evaluateAll((els) => els.map((e) => e.className));
    const selected = classes.findIndex((c) => c.split(/\s+/).includes('selected'));
    await rows.nth(selected + 1).tap();
    await page.waitForTimeout(600);
    return await measureTap(page, sheet.locator('.arco-picker-header-btn').last(), () =>
      pollPage(page, "document.documentElement.lang !== 'en'"),
    );
  } finally {
    await page.context().close();
  }
}

interface PlanRow {
  id: number;
  official_push: boolean;
  lowest_amount: string;
}

/** A merchant with a transaction password and a bound card, the official pushes seen. */
async function merchant(apiUrl: string) {
  setSandboxUrl(apiUrl);
  const user: TestUser = await registerUser('bench');
  await apiData('/__test/set', { username: user.username, pay_password: PAY, card: 'demo' });
  const { list } = await apiData<{ list: PlanRow[] }>(
    '/plan/order/list',
    { page: 1, size: 100, status: 'wait_put' },
    user.token,
    'GET',
  );
  const { user: info } = await apiData<{ user: { id: number } }>(
    `/__test/state?username=${encodeURIComponent(user.username)}`,
  );
  const plan = list.find((p) => !p.official_push && p.lowest_amount === '100.00');
  if (!plan) throw new Error('no plain waiting plan in the sandbox seed');
  const seen: [string, string] = [
    `adnet_official_push_seen:${info.id}`,
    JSON.stringify(list.filter((p) => p.official_push).map((p) => p.id)),
  ];
  return { user, plan, seen };
}

const PAY = '135790';

/** The logged-in taps, one page: ad centre period tab, plan status tab, put, withdraw confirm. */
async function merchantTaps(browser: Browser, url: string, apiUrl: string) {
  const { user, plan, seen } = await merchant(apiUrl);
  const page = await phonePage(browser, user.token, seen);
  const out: Partial<Record<Tap, number>> = {};
  const step = async (tap: Tap, run: () => Promise<number>) => {
    try {
      out[tap] = await run();
    } catch (e) {
      out[tap] = Number.NaN;
      console.error(`tap ${tap} at ${url}: ${(e as Error).message.split('\n')[0]}`);
    }
  };
  try {
    await page.goto(`${url}/#/ad-center`);
    await step('periodTab', async () => {
      await page.getByTestId('metric-impressions').waitFor({ timeout: 120_000 });
      await page.waitForTimeout(1000);
      return measureTap(page, page.getByText('All time', { exact: true }), () =>
        page.locator('[data-testid="overview-body"][data-type="4"]').waitFor(),
      );
    });
    await step('planTab', async () => {
      await hash(page, '#/plan?status=wait_put');
      await page.getByTestId('plan-row').first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1000);
      return measureTap(
        page,
        page.getByTestId('plan-tabs').getByText('Settlement successful', { exact: true }),
        () => pollPage(page, "window.location.hash.includes('status=settled')"),
      );
    });
    await step('put', async () => {
      await hash(page, `#/plan/detail?id=${plan.id}`);
      await page.getByLabel('Put amount').fill('150', { timeout: 60_000 });
      await page.waitForTimeout(500);
      // "Put now" opens the review before anything is charged; its Confirm sends the put
      const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm put' });
      const tapped = await measureTap(page, page.getByRole('button', { name: 'Put now' }), () =>
        confirm.waitFor({ timeout: 30_000 }),
      );
      await confirm.tap();
      await page.getByText('Put success').waitFor({ timeout: 30_000 });
      return tapped;
    });
    await step('withdraw', async () => {
      await hash(page, '#/wallet');
      await page.getByTestId('figure-total_assets').waitFor({ timeout: 60_000 });
      await page.getByTestId('action-withdraw').tap();
      const sheet = page.getByTestId('withdraw-sheet');
      await sheet.getByLabel('Amount').fill('12.34');
      await sheet
        .getByTestId('withdraw-dest-bank_card')
        .filter({ hasNotText: '…' })
        .waitFor({ timeout: 30_000 });
      await sheet.getByRole('button', { name: 'Withdraw', exact: true }).tap();
      await page.getByTestId('pay-password-dialog').waitFor();
      for (const d of PAY) {
        await page
          .locator('.adn-pay-keyboard .arco-keyboard-key')
          .filter({ hasText: new RegExp(`^${d}$`) })
          .tap();
      }
      await page.waitForTimeout(500);
      return measureTap(page, page.locator('.adn-pay-confirm'), () =>
        sheet.getByTestId('withdraw-result').waitFor({ timeout: 30_000 }),
      );
    });
  } finally {
    await page.context().close();
  }
  return out;
}

/** One run of every tap at `url` (a fresh merchant each run); NaN for a tap whose flow failed. */
export async function measureTaps(
  browser: Browser,
  url: string,
  apiUrl: string,
): Promise<Partial<Record<Tap, number>>> {
  const taps = await merchantTaps(browser, url, apiUrl);
  try {
    taps.language = await languageConfirm(browser, url);
  } catch (e) {
    taps.language = Number.NaN;
    console.error(`tap language at ${url}: ${(e as Error).message.split('\n')[0]}`);
  }
  return taps;
}
