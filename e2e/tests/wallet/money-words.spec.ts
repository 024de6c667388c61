/**
 * One meaning per money word (docs/product/wallet.md#wallet.figures.meaning): every screen that
 * shows a word shows the same figure for the same merchant at the same moment — the wallet's
 * figures, the withdrawal sheet, the ad centre's "All time", each plan's page and the put panel
 * — and the wallet's total is the sum of the figures under it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, needsRemotes, openAs, test } from '../../support/fixtures';
import { cents, fromCents, money } from '../../support/money';
import { plainWaitingPlan, skipOfficialPush, state } from '../../support/plan';
import { openWallet, withdrawSheet } from '../../support/wallet';

/** Cents of money as an en reader reads it ("$1,100.00", "−$5.00"). */
function centsOf(text: string): number {
  const match = text.trim().match(/([−-])?\$([\d,]+\.\d{2})/);
  if (!match) throw new Error(`no money in "${text}"`);
  const value = cents(match[2]!.replace(/,/g, ''));
  return match[1] ? -value : value;
}

/** Cents of money as an en reader sees it in one element. */
const shownCents = async (locator: Locator) => centsOf((await locator.textContent()) ?? '');

const figure = (page: Page, key: string) => page.getByTestId(`figure-${key}`);
const metric = (scope: Page | Locator, key: string) =>
  scope.locator(`[data-metric="${key}"] dd`).first();

test.describe('one meaning per money word', () => {
  test('the wallet, the ad centre and the plans show one figure per word', {
    tag: '@desktop',
  }, async ({ page, user }) => {
    needsRemotes(['adcenter', 'plan']);
    await skipOfficialPush(page, user);
    const snapshot = await state(user);
    const running = snapshot.plans.filter((p) => p.status === 'matching' || p.status === 'putting');
    // the word is only put to the test by a plan whose delivery has spent part of its budget
    expect(running.some((p) => p.status === 'putting' && p.progress > 0)).toBe(true);

    await openWallet(page, user);
    const available = await shownCents(figure(page, 'available_balance'));
    const toBeConsumed = await shownCents(figure(page, 'to_be_consumed'));
    const toBeSettled = await shownCents(figure(page, 'to_be_settled'));
    // total assets: the three figures of the merchant's money added, nothing counted twice
    await expect(figure(page, 'total_assets')).toHaveText(
      money(fromCents(available + toBeConsumed + toBeSettled)),
    );

    // the withdrawal sheet's available balance is the wallet's
    await page.getByTestId('action-withdraw').click();
    await expect(withdrawSheet(page).getByTestId('withdraw-available')).toHaveText(
      `Available balance: ${money(fromCents(available))}`,
    );

    // the ad centre's "All time": the same to be consumed
    await openAs(page, user, '/ad-center');
    await expect(page.getByTestId('overview-body')).toBeVisible({ timeout: 20_000 });
    await page.getByText('All time', { exact: true }).click();
    const overview = page.locator('[data-testid="overview-body"][data-type="4"]');
    await expect(overview).toBeVisible();
    await expect(metric(overview, 'to_be_consumed')).toHaveText(money(fromCents(toBeConsumed)));

    // each running plan's page: its to be consumed, which add up to the wallet's
    let sum = 0;
    let spent = 0;
    for (const plan of running) {
      await openAs(page, user, `/plan/detail?id=${plan.id}`);
      // this plan's page, not the last one's still on screen while the route changes
      await expect(page.getByTestId('plan-hero')).toContainText(plan.plan_no, { timeout: 20_000 });
      const grid = page.getByTestId('plan-metrics');
      await expect(grid).toBeVisible({ timeout: 20_000 });
      // both figures of one rendering: a poll may land between two separate reads
      const [consumed, left] = (
        await grid.evaluate((el) =>
          ['consumed', 'to_be_consumed'].map(
            (key) => el.querySelector(`[data-metric="${key}"] dd`)?.textContent ?? '',
          ),
        )
      ).map(centsOf) as [number, number];
      // a plan's budget is what it consumed and what it still has to consume
      expect(consumed + left).toBe(cents(plan.put_amount));
      sum += left;
      spent += consumed;
    }
    expect(sum).toBe(toBeConsumed);
    // to be settled: what delivery has spent so far, and the whole budget of a delivered plan
    const delivered = snapshot.plans.filter(
      (p) => p.status === 'finished' || p.status === 'wait_settle',
    );
    expect(spent + delivered.reduce((n, p) => n + cents(p.put_amount), 0)).toBe(toBeSettled);

    // the put panel's available balance is the wallet's
    const waiting = await plainWaitingPlan(user);
    await openAs(page, user, `/plan/detail?id=${waiting.id}`);
    await expect(page.getByTestId('put-balance')).toContainText(money(fromCents(available)), {
      timeout: 20_000,
    });
  });
});
