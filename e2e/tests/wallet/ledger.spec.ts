import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import walletDe from '#repo/remote-wallet/src/locales/de.json' with { type: 'json' };
import { apiData, expect, openAs, routeOf, setUser, test } from '../../support/fixtures';
import { cents, MINUS, minus, money, signed } from '../../support/money';
import { ledger, openWallet, PAY_PASSWORD, property } from '../../support/wallet';

const ALL_TYPES = [
  'system_topup',
  'manual_withdrawal',
  'ad_settlement',
  'refund',
  'ad_delivery',
  'system_deduction',
  'virtual_recharge_deduction',
  'vip_opening',
  'profit_sharing',
];

const entries = (page: Page) => page.getByTestId('ledger-entry');

/** Scrolls until the list has `count` entries (load more). */
async function loadAll(page: Page, count: number) {
  await expect(async () => {
    await page.getByText('No more').or(entries(page).last()).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    expect(await entries(page).count()).toBe(count);
  }).toPass({ timeout: 15_000 });
}

test.describe('wallet figures and ledger', () => {
  test('shows the five figures and every entry type, with load more', async ({ page, user }) => {
    const p = await property(user);
    const all = await ledger(user);
    await openWallet(page, user);
    await expect(page.getByTestId('figure-total_assets')).toHaveText(money(p.total_assets));
    await expect(page.getByTestId('figure-available_balance')).toHaveText(
      money(p.available_balance),
    );
    await expect(page.getByTestId('figure-to_be_consumed')).toHaveText(money(p.to_be_consumed));
    await expect(page.getByTestId('figure-to_be_settled')).toHaveText(money(p.to_be_settled));
    await expect(page.getByTestId('figure-discount_amount')).toHaveText(money(p.discount_amount));
    // the balance is the ledger's last balance
    expect(all.list[0]?.balance_after).toBe(p.available_balance);

    // more than one page of 20: the rest comes with load more
    expect(all.total).toBeGreaterThan(20);
    await loadAll(page, all.total);
    const types = await entries(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-type')),
    );
    expect([...new Set(types)].sort()).toEqual([...ALL_TYPES].sort());
    await expect(page.getByText('No more')).toBeVisible();
  });

  test('the type filter keeps one type and its monthly totals', async ({ page, user }) => {
    const filtered = await ledger(user, { type: 'ad_delivery' });
    expect(filtered.total).toBeGreaterThan(1);
    await openWallet(page, user);

    await page.getByTestId('ledger-type-filter').click();
    const sheet = page.locator('.arco-action-sheet');
    for (const label of [
      'All types',
      'System top-up',
      'Manual withdrawal',
      'Ad settlement',
      'Refund',
      'Ad delivery',
      'System deduction',
      'Virtual recharge deduction',
      'VIP opening',
      'Profit sharing',
    ]) {
      await expect(
        sheet.locator('.arco-action-sheet-item').filter({ hasText: new RegExp(`^${label}$`) }),
      ).toHaveCount(1);
    }
    await sheet.locator('.arco-action-sheet-item', { hasText: /^Ad delivery$/ }).click();
    await expect(page.getByTestId('ledger-type-filter')).toHaveText('Ad delivery');
    await expect(entries(page)).toHaveCount(Math.min(filtered.total, 20));
    const types = await entries(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-type')),
    );
    expect(new Set(types)).toEqual(new Set(['ad_delivery']));

    // one header per month, with that month's totals for this type only
    const heads = page.getByTestId('ledger-month');
    await expect(heads).toHaveCount(filtered.months.length);
    for (const [i, m] of filtered.months.entries()) {
      const head = heads.nth(i);
      await expect(head).toHaveAttribute('data-month', m.month);
      if (m.expense !== '0.00')
        await expect(head.getByTestId('month-expense')).toHaveText(`${MINUS}${money(m.expense)}`);
      if (m.income !== '0.00')
        await expect(head.getByTestId('month-income')).toHaveText(`+${money(m.income)}`);
    }
  });

  test('monthly detail shows each month with its totals and opens its entries', async ({
    page,
    user,
  }) => {
    const { months } = await ledger(user);
    expect(months.length).toBeGreaterThan(2);
    await openWallet(page, user);
    await page.locator('.arco-tab-cell', { hasText: 'Monthly detail' }).click();
    const cards = page.getByTestId('month-summary');
    await expect(cards).toHaveCount(months.length);
    for (const [i, m] of months.entries()) {
      const card = cards.nth(i);
      await expect(card).toHaveAttribute('data-month', m.month);
      await expect(card.getByTestId('summary-income')).toHaveText(`+${money(m.income)}`);
      // signed with the minus sign U+2212, never a hyphen (formats.signed)
      await expect(card.getByTestId('summary-expense')).toHaveText(signed(`-${m.expense}`));
      await expect(card.getByTestId('summary-net')).toHaveText(signed(minus(m.income, m.expense)));
      await expect(card).toContainText(`Entries: ${m.count}`);
    }

    const second = months[1]!;
    await cards.nth(1).getByRole('button', { name: 'Show entries' }).click();
    await expect(page.getByTestId('ledger-month-filter')).toBeVisible();
    await expect(entries(page)).toHaveCount(second.count);
    await expect(page.getByTestId('ledger-month')).toHaveCount(1);
    await expect(page.getByTestId('ledger-month')).toHaveAttribute('data-month', second.month);
    await page.getByTestId('ledger-month-filter').click();
    await expect(page.getByTestId('ledger-month').first()).toHaveAttribute(
      'data-month',
      months[0]!.month,
    );
  });

  test('recharge is manual: it opens the recharge customer-service popup', async ({
    page,
    user,
  }) => {
    await openWallet(page, user);
    await expect(page.getByTestId('recharge-tip')).toContainText(
      'Deposits are made manually through customer service.',
    );
    await page.getByTestId('action-recharge').click();
    const popup = page.getByTestId('cs-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toHaveAttribute('data-variant', 'recharge');
  });
});

test.describe("a ledger entry's page (docs/product/wallet.md#wallet.ledger.detail)", () => {
  test('a line opens its page: amount, type, status and time line, plan, coupon, reference; back finds the list where it was', {
    tag: '@desktop',
  }, async ({ page, user, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const all = await ledger(user);
    // the oldest settlement with a coupon: on the list's second page
    const settlements = all.list.filter((e) => e.type === 'ad_settlement' && e.coupon);
    const target = settlements.at(-1)!;
    const index = all.list.findIndex((e) => e.id === target.id);
    expect(index).toBeGreaterThanOrEqual(20);
    await openWallet(page, user);
    await loadAll(page, all.total);
    const line = page.locator(`[data-testid="ledger-entry"][data-id="${target.id}"]`);
    await line.scrollIntoViewIfNeeded();
    // the line itself says the settlement includes the coupon's credit
    await expect(line.getByTestId('entry-coupon')).toHaveText(
      `Includes coupon credit ${money(target.coupon!.credit)}`,
    );
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(0);
    await line.click();

    const detail = page.getByTestId('entry-detail');
    await expect(detail).toBeVisible();
    expect(routeOf(page)).toBe('/wallet/transaction');
    await expect(page.getByRole('heading', { name: 'Transaction details' })).toBeVisible();
    await expect(detail.getByTestId('entry-detail-type')).toHaveText('Ad settlement');
    await expect(detail.getByTestId('entry-detail-amount')).toHaveText(signed(target.amount));
    await expect(detail.getByTestId('entry-detail-status')).toHaveText('Completed');
    await expect(detail.getByTestId('entry-steps')).toContainText('Completed');
    await expect(detail.getByTestId('entry-plan')).toHaveText(target.plan!.plan_no);
    await expect(detail.getByTestId('entry-detail-coupon')).toContainText(target.coupon!.name);
    await expect(detail.getByTestId('entry-detail-coupon')).toContainText(
      `Includes coupon credit ${money(target.coupon!.credit)}`,
    );
    await expect(detail.getByTestId('entry-detail-balance')).toHaveText(
      money(target.balance_after),
    );
    await expect(detail.getByTestId('entry-detail-remark')).toHaveText(target.remark);
    await expect(detail.getByTestId('entry-reference')).toHaveText(target.reference);

    // the reference goes to the clipboard; the button itself confirms, covering nothing
    const copy = detail.getByTestId('copy-reference');
    await expect(copy).toHaveText('Copy');
    await copy.click();
    await expect(copy).toHaveText('Copied');
    await expect(detail.getByTestId('copy-status')).toHaveText('Reference number copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(target.reference);
    await expect(detail.getByTestId('entry-reference')).toBeInViewport();
    await expect(copy).toHaveText('Copy', { timeout: 5_000 });

    // back: the same lines loaded, the same line where it was
    await page.getByTestId('header-back').click();
    await expect(line).toBeVisible();
    expect(routeOf(page)).toBe('/wallet');
    await expect(entries(page)).toHaveCount(all.total);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expect(line).toBeInViewport();
  });

  test("a withdrawal's page: where it went, processing then refused on its time line", {
    tag: '@desktop',
  }, async ({ page, user }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await apiData(
      '/user/withdraw',
      {
        amount: '42.00',
        password: createHash('md5').update(PAY_PASSWORD).digest('hex'),
        method: 'bank_card',
        request_id: crypto.randomUUID(),
      },
      user.token,
    );
    const [sent] = (await ledger(user, { type: 'manual_withdrawal' })).list;
    await openAs(page, user, `/wallet/transaction?id=${sent!.id}`);
    const detail = page.getByTestId('entry-detail');
    await expect(detail.getByTestId('entry-detail-amount')).toHaveText(`${MINUS}$42.00`);
    await expect(detail.getByTestId('entry-detail-type')).toHaveText('Manual withdrawal');
    await expect(detail.getByTestId('entry-detail-status')).toHaveText('Processing');
    await expect(detail.getByTestId('entry-destination')).toHaveText('Bank of Demo ****6789');
    const steps = detail.getByTestId('entry-steps').locator('.arco-steps-item');
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toContainText('Processing');
    await expect(steps.nth(1)).toContainText('Completed');
    await expect(steps.nth(1)).toContainText('Once the withdrawal is processed');

    // refused by the payout: the page read again shows the step and its time
    await setUser(user, { withdrawal_status: 'refused' });
    await page.reload();
    await expect(detail.getByTestId('entry-detail-status')).toHaveText('Refused');
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toContainText('Processing');
    await expect(steps.nth(1)).toContainText('Refused');
    await expect(detail.getByTestId('step-time')).toHaveCount(2);
  });

  test('an unknown entry says so', async ({ page, user }) => {
    await openAs(page, user, '/wallet/transaction?id=1');
    await expect(page.getByText('This entry does not exist')).toBeVisible();
    await page.goto('/#/wallet/transaction?id=abc');
    await expect(page.getByText('This entry does not exist')).toBeVisible();
  });
});

test.describe("a settlement's page adds up (docs/product/wallet.md#wallet.ledger.settlement)", () => {
  test('the settlement itemises the budget returned, the profit and the coupon credit, to the cent', {
    tag: '@desktop',
  }, async ({ page, user }) => {
    const all = await ledger(user, { type: 'ad_settlement' });
    const target = all.list.find((e) => e.coupon);
    expect(target).toBeDefined();
    const plan = await apiData<{ put_amount: string; metrics: { profit: string } }>(
      '/plan/order/detail',
      { id: target!.plan!.id },
      user.token,
    );
    const parts = [plan.put_amount, plan.metrics.profit, target!.coupon!.credit];
    // the parts are the amount, to the cent
    expect(parts.reduce((n, p) => n + cents(p), 0)).toBe(cents(target!.amount));

    await openAs(page, user, `/wallet/transaction?id=${target!.id}`);
    const detail = page.getByTestId('entry-detail');
    await expect(detail.getByTestId('entry-detail-amount')).toHaveText(signed(target!.amount), {
      timeout: 20_000,
    });
    const breakdown = detail.getByTestId('entry-settlement');
    const row = (part: string) => breakdown.locator(`[data-part="${part}"]`);
    await expect(row('put_amount')).toHaveText(`Budget returned${money(plan.put_amount)}`);
    await expect(row('profit')).toHaveText(`Profit${money(plan.metrics.profit)}`);
    await expect(row('coupon_credit')).toHaveText(
      `Coupon credit (${target!.coupon!.name})${money(target!.coupon!.credit)}`,
    );
    await expect(row('total')).toHaveText(`Total credited${money(target!.amount)}`);

    // the same parts, in the merchant's language
    await page.evaluate(() => localStorage.setItem('lang', 'de'));
    await page.reload();
    await expect(row('put_amount').locator('dt')).toHaveText(
      walletDe.transaction.settlement.putAmount,
      { timeout: 20_000 },
    );
    await expect(row('profit').locator('dt')).toHaveText(walletDe.transaction.settlement.profit);
    await expect(row('total').locator('dt')).toHaveText(walletDe.transaction.settlement.total);
    await expect(row('put_amount').locator('dd')).toContainText(
      new Intl.NumberFormat('de', { minimumFractionDigits: 2 }).format(Number(plan.put_amount)),
    );
  });
});
