/**
 * No half-state offline (docs/offline.md "Offline is a state"), in real Chromium with the
 * browser's own offline switch (`context.setOffline`):
 * - the withdraw sheet is one calm state: why, and nothing to type or retry
 *   (docs/product/wallet.md#wallet.withdraw.offline);
 * - a ledger entry or a plan of a kept list opens offline with its own figures, labelled with
 *   the list's age (docs/product/wallet.md#wallet.ledger.kept-row,
 *   docs/product/plans.md#plans.detail.kept-row), and reads itself when the network is back;
 * - the bell's unread badge comes back with the network
 *   (docs/product/messaging.md#messaging.bell.reconnect).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, needsRemotes, openAs, setUser, type TestUser, test } from '../../support/fixtures';
import { AS_OF, untilKept } from '../../support/kept';
import { skipOfficialPush } from '../../support/plan';
import { OFFLINE_BANNER } from '../../support/requests';
import { openWallet, PAY_PASSWORD, withdrawSheet } from '../../support/wallet';

/** Goes to a hash route inside the running app: offline, no page can be loaded. */
function goTo(page: Page, path: string) {
  return page.evaluate((p) => {
    location.hash = p;
  }, path);
}

async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toHaveText(OFFLINE_BANNER);
}

async function online(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
}

/** The ad centre with the merchant known (the profile read), so that answers are kept. */
async function adCentre(page: Page, user: TestUser) {
  await skipOfficialPush(page, user);
  await openAs(page, user, '/ad-center');
  await expect(page.locator('.adc-profile:not([aria-busy])')).toBeVisible({ timeout: 20_000 });
}

test.describe('no half-state offline', () => {
  test.beforeEach(() => {
    test.slow();
  });

  test('the withdraw sheet offline is one calm state: why, nothing to type, no failed read', async ({
    page,
    context,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await openWallet(page, user);
    await offline(context, page);
    await page.getByTestId('action-withdraw').click();
    const sheet = withdrawSheet(page);
    await expect(sheet.getByTestId('needs-connection')).toHaveText('Withdrawals need a connection');
    await page.waitForTimeout(1000);
    await expect(sheet.getByText('Request failed, tap to reload')).toHaveCount(0);
    await expect(sheet.getByRole('alert')).toHaveCount(0);
    await expect(sheet.getByTestId('withdraw-available')).toHaveCount(0);
    await expect(sheet.getByLabel('Amount')).toBeDisabled();
    await expect(sheet.getByTestId('withdraw-all')).toBeDisabled();
    await expect(sheet.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();

    // back: the balance is read, the field is live, the sheet never went through a failure
    await online(context, page);
    await expect(sheet.getByTestId('withdraw-available')).toHaveText(
      /^Available balance: \$[\d,]+\.\d{2}$/,
    );
    await expect(sheet.getByLabel('Amount')).toBeEnabled();
    await sheet.getByLabel('Amount').fill('10');
    await expect(sheet.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled();
  });

  test('a ledger entry of the kept list opens offline with its own figures, then reads itself', async ({
    page,
    context,
    user,
  }) => {
    needsRemotes(['adcenter', 'wallet']);
    await adCentre(page, user);
    await goTo(page, '/wallet');
    const row = page.getByTestId('ledger-entry').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    // the entry page's code is on the device (as the worker keeps it): one entry seen online
    await row.click();
    await expect(page.getByTestId('entry-detail')).toBeVisible({ timeout: 20_000 });
    await page.goBack();
    const other = page.getByTestId('ledger-entry').nth(1);
    await expect(other).toBeVisible({ timeout: 20_000 });
    await untilKept(page, '/transaction_flow/list');
    const amount = ((await other.getByTestId('entry-amount').textContent()) ?? '').trim();

    await offline(context, page);
    await other.click();
    await expect(page).toHaveURL(/#\/wallet\/transaction\?id=\d+/);
    const detail = page.getByTestId('entry-detail');
    await expect(detail).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('as-of')).toHaveText(AS_OF);
    await expect(page.getByTestId('entry-detail-amount')).toHaveText(/\$[\d,]+\.\d{2}/);
    await expect(page.getByTestId('entry-detail-amount')).toHaveText(amount);
    await expect(page.getByTestId('entry-detail-balance')).toHaveText(/\$[\d,]+\.\d{2}/);
    await expect(page.getByTestId('no-connection')).toHaveCount(0);

    // the entry's own answer once the network is back: the label goes
    await online(context, page);
    await expect(page.getByTestId('as-of')).toHaveCount(0, { timeout: 20_000 });
    await expect(detail).toBeVisible();
  });

  test('a plan of the kept list opens offline with its own figures, then reads itself', async ({
    page,
    context,
    user,
  }) => {
    needsRemotes(['adcenter', 'plan']);
    await adCentre(page, user);
    await goTo(page, '/plan');
    const row = page.getByTestId('plan-row').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    // the plan page's code is on the device (as the worker keeps it): one plan seen online
    await row.click();
    await expect(page.getByTestId('plan-detail')).toBeVisible({ timeout: 20_000 });
    await page.goBack();
    const other = page.getByTestId('plan-row').nth(1);
    await expect(other).toBeVisible({ timeout: 20_000 });
    await untilKept(page, '/plan/order/list');
    const planNo = ((await other.getByTestId('plan-no').textContent()) ?? '').trim();

    await offline(context, page);
    await other.click();
    await expect(page).toHaveURL(/#\/plan\/detail\?id=\d+/);
    const detail = page.getByTestId('plan-detail');
    await expect(detail).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('as-of')).toHaveText(AS_OF);
    await expect(detail.getByTestId('plan-no').first()).toHaveText(planNo);
    await expect(detail.getByTestId('lowest-amount')).toHaveText(/\$[\d,]+\.\d{2}/);
    await expect(page.getByTestId('no-connection')).toHaveCount(0);

    // its own answer once the network is back: the placement comes, the label goes
    await online(context, page);
    await expect(detail.getByTestId('plan-metrics')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('as-of')).toHaveCount(0);
  });

  test('the unread badge comes back when the network does', async ({ page, context, user }) => {
    // the count's read is lost as the connection drops, early in the first session
    const unread = '**/user/notifications/unread_count';
    let dropped = 0;
    await page.route(unread, (route) => {
      dropped += 1;
      return route.abort('internetdisconnected');
    });
    await skipOfficialPush(page, user);
    await openAs(page, user, '/ad-center');
    await expect(page.getByTestId('header-bell')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => dropped).toBeGreaterThan(0);
    await expect(page.getByTestId('bell-badge')).toHaveCount(0);
    await offline(context, page);
    await page.unroute(unread);

    // no tap, no navigation: the badge reads the merchant's four unread notifications
    await online(context, page);
    await expect(page.getByTestId('bell-badge')).toHaveText('4', { timeout: 20_000 });
  });
});
