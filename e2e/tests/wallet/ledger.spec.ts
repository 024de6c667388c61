import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { minus, money } from '../../money';
import { ledger, openWallet, property } from './wallet-helpers';

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
        await expect(head.getByTestId('month-expense')).toHaveText(`-${money(m.expense)}`);
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
      await expect(card.getByTestId('summary-expense')).toHaveText(`-${money(m.expense)}`);
      const net = minus(m.income, m.expense);
      await expect(card.getByTestId('summary-net')).toHaveText(
        net.startsWith('-') ? `-${money(net.slice(1))}` : `+${money(net)}`,
      );
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
