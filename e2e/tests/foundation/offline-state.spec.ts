/**
 * Offline is a state, not an overlay (docs/offline.md "Offline is a state"), in real Chromium with
 * the browser's own offline switch (`context.setOffline`):
 * - the offline bar takes its own room at the top: the page moves down, nothing is covered;
 * - a read-only card with nothing kept shows one calm "no connection" state, and fills in by
 *   itself when the network is back;
 * - actions that need the network say so in place and come back by themselves;
 * - no dialog that needs the network opens offline (the official push).
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, needsRemotes, openAs, setUser, test } from '../../support/fixtures';
import { plainWaitingPlan, plans, pushSeenKey, skipOfficialPush } from '../../support/plan';
import { OFFLINE_BANNER } from '../../support/requests';
import { openWallet, PAY_PASSWORD, withdrawSheet } from '../../support/wallet';

const NO_CONNECTION = "No connection. This fills in by itself once you're back online.";

/** Goes to a hash route inside the running app: offline, no page can be loaded. */
function goTo(page: Page, path: string) {
  return page.evaluate((p) => {
    location.hash = p;
  }, path);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}

function overlap(a: { y: number; height: number }, b: { y: number; height: number }) {
  return Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
}

async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toHaveText(OFFLINE_BANNER);
}

async function online(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
}

test.describe('offline is a state, not an overlay', () => {
  test.beforeEach(() => {
    needsRemotes(['adcenter', 'plan', 'wallet']);
    test.slow();
  });

  test('the bar takes its own room at the top: the page moves down and nothing is covered', async ({
    page,
    context,
    user,
  }) => {
    await skipOfficialPush(page, user);
    await openAs(page, user, '/ad-center');
    const pages = [
      // what the floating banner used to cover: the shop name, the wallet's figures, the tabs
      { path: '/ad-center', first: page.locator('.adc-profile') },
      { path: '/wallet', first: page.getByTestId('wallet-summary') },
      { path: '/plan', first: page.getByTestId('plan-tabs') },
      // a header drawn over a hero: the bar opens the page above both
      { path: '/wallet/foreign-exchange', first: page.locator('.wal-fx-hero h2') },
    ];
    for (const { path, first } of pages) {
      await goTo(page, path);
      await expect(first).toBeVisible({ timeout: 20_000 });
      const before = await box(first);
      await offline(context, page);
      const bar = await box(page.getByTestId('offline-banner'));
      const after = await box(first);
      const header = await box(page.getByTestId('header'));
      expect(overlap(bar, after), `${path}: the bar lies over the page`).toBeLessThanOrEqual(0);
      expect(after.y - before.y, `${path}: the page moved down by the bar`).toBeCloseTo(
        bar.height,
        0,
      );
      // and the header's title and icons are not under it either
      const icons = await box(page.getByTestId('header-service'));
      expect(
        overlap(bar, icons),
        `${path}: the bar lies over the header's icons`,
      ).toBeLessThanOrEqual(0);
      expect(bar.y, `${path}: the bar is at the top`).toBeLessThan(header.y + header.height + 1);
      await online(context, page);
      expect((await box(first)).y, `${path}: back in place`).toBeCloseTo(before.y, 0);
    }

    // a page opened offline shows its kept figures under the bar, and no failure toast over them
    await goTo(page, '/ad-center');
    await expect(page.locator('.adc-profile')).toBeVisible({ timeout: 20_000 });
    await offline(context, page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver(() => {
        for (const t of document.querySelectorAll('.arco-toast')) seen.push(t.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await goTo(page, '/wallet');
    await expect(page.getByTestId('as-of').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1500);
    const toasts = await page.evaluate(
      () => (window as unknown as { toastsSeen: string[] }).toastsSeen,
    );
    expect(toasts, '/wallet opened offline').toEqual([]);
  });

  test('a card with nothing kept is calm offline and fills in by itself when the network is back', async ({
    page,
    context,
    user,
  }) => {
    // the coupons (a list the client does not keep), seen once online
    await openAs(page, user, '/ad-center/coupons');
    const coupon = page.locator('.adc-coupon').first();
    await expect(coupon).toBeVisible({ timeout: 20_000 });
    await goTo(page, '/ad-center');
    await expect(page.locator('.adc-profile')).toBeVisible({ timeout: 20_000 });
    await offline(context, page);
    await goTo(page, '/ad-center/coupons');
    const calm = page.getByTestId('no-connection');
    await expect(calm).toHaveText(NO_CONNECTION);
    await expect(calm).toHaveAttribute('role', 'status');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await online(context, page);
    await expect(coupon).toBeVisible();
    await expect(calm).toHaveCount(0);

    // the FAQ (basic config, never kept) of a page loaded as the connection drops
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const basicConfig = (url: URL) => url.pathname === '/basic_config';
    await page.route(basicConfig, async (route) => {
      await held;
      await route.abort('internetdisconnected');
    });
    await goTo(page, '/ad-center');
    await page.reload();
    const faq = page.getByRole('region', { name: 'FAQ' });
    await expect(page.locator('.adc-profile')).toBeVisible({ timeout: 20_000 });
    await context.setOffline(true);
    release();
    await expect(faq.getByTestId('no-connection')).toHaveText(NO_CONNECTION);
    await expect(faq.getByRole('alert')).toHaveCount(0);
    await page.unroute(basicConfig);
    await online(context, page);
    await expect(faq.locator('.adc-faq-item')).toHaveCount(5);
  });

  test('the withdraw sheet says why offline, and fills in when the network is back', async ({
    page,
    context,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await openWallet(page, user);
    await offline(context, page);
    await page.getByTestId('action-withdraw').click();
    const sheet = withdrawSheet(page);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('needs-connection')).toHaveText('Withdrawals need a connection');
    // no "nothing bound" for an answer that never came
    await expect(sheet.getByText('Not bound yet')).toHaveCount(0);
    await expect(sheet.getByTestId('withdraw-none-bound')).toHaveCount(0);
    await expect(sheet.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
    // the sheet stays open: the network comes back and the destination fills in by itself
    await online(context, page);
    await expect(sheet.getByTestId('needs-connection')).toHaveCount(0);
    await expect(sheet.getByTestId('withdraw-dest-bank_card')).toHaveText('Bank of Demo ****6789');
    await sheet.getByLabel('Amount').fill('10');
    await expect(sheet.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled();
  });

  test('put, bind and claim say in place that they need a connection, and come back', async ({
    page,
    context,
    user,
  }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    const places = [
      {
        path: `/plan/detail?id=${plan.id}`,
        note: 'Putting a plan needs a connection',
        action: page.getByRole('button', { name: 'Put now' }),
      },
      {
        path: '/wallet/bind-card',
        note: 'Binding a card or address needs a connection',
        action: page.locator('form .wal-submit'),
        // the form's button waits for a change as well
        fill: () => page.getByLabel('Bank name').fill('Offline Bank'),
      },
      {
        path: '/ad-center/activities',
        note: 'Claiming a coupon needs a connection',
        action: page.getByRole('button', { name: 'Claim now' }),
      },
    ];
    await openAs(page, user, '/ad-center');
    for (const { path, note, action, fill } of places) {
      await goTo(page, path);
      await expect(action).toBeVisible({ timeout: 20_000 });
      await fill?.();
      await expect(action).toBeEnabled();
      await offline(context, page);
      await expect(page.getByTestId('needs-connection'), path).toHaveText(note);
      await expect(action, path).toBeDisabled();
      await online(context, page);
      await expect(page.getByTestId('needs-connection'), path).toHaveCount(0);
      await expect(action, path).toBeEnabled();
    }
  });

  test('the official-push dialog does not open offline; it does once the network is back', async ({
    page,
    context,
    user,
  }) => {
    // the waiting plans read once online, every push seen: the scan is kept, no dialog. The
    // merchant is known first (the profile filled in), as after a login: an answer that comes
    // before the user info names its merchant is not kept, and the plans are needed offline
    await skipOfficialPush(page, user);
    await openAs(page, user, '/ad-center');
    await expect(page.locator('.adc-profile:not([aria-busy])')).toBeVisible({ timeout: 20_000 });
    await goTo(page, '/plan');
    await expect(page.getByTestId('plan-row').first()).toBeVisible({ timeout: 20_000 });
    const pushed = (await plans(user, 'wait_put')).filter((p) => p.official_push);
    expect(pushed.length, 'an official-push plan waiting in the seed').toBeGreaterThan(0);
    await goTo(page, '/ad-center');
    await expect(page.locator('.adc-profile')).toBeVisible({ timeout: 20_000 });
    // the host's global dialogs' code is loaded (the customer-service popup shares it), as a
    // second visit with the service worker would have it: only the rule can keep it closed
    await page.getByTestId('header-service').click();
    const popup = page.getByTestId('cs-popup');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    // now one is new to this merchant, and the network is gone
    const key = await pushSeenKey(user);
    await page.evaluate((k) => localStorage.removeItem(k), key);
    await offline(context, page);
    await goTo(page, '/plan');
    await expect(page.getByTestId('plan-row').first()).toBeVisible();
    await expect(page.getByTestId('as-of')).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('official-push')).toHaveCount(0);
    await online(context, page);
    await expect(page.getByTestId('official-push')).toBeVisible({ timeout: 20_000 });
  });
});
