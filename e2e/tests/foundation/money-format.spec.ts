/**
 * docs/product/formats.md#formats.money: one money format on every page. In German a figure
 * reads "1.234,50 $" (German grouping and decimal comma, the account's USD symbol after the
 * number, as Intl places it) on the wallet, on a plan's put panel and in the ad centre alike;
 * none shows the old "(USD)" label or a bare number.
 */

import { useLanguage } from '../../support/amount-cases';
import { apiData, expect, needsRemotes, openAs, test } from '../../support/fixtures';
import { plainWaitingPlan, skipOfficialPush } from '../../support/plan';

// German money: groups of three with ".", two decimals after ",", a (no-break) space, "$".
const DE_MONEY = /^\d{1,3}(\.\d{3})*,\d{2}[\s\u00a0\u202f]\$$/;

test('de: wallet, plan and ad centre show money the same way', async ({ page, user }) => {
  needsRemotes(['wallet', 'plan', 'adcenter']);
  await useLanguage(page, 'de');
  await skipOfficialPush(page, user);
  await apiData('/__test/set', { username: user.username, balance: '1234.50' });

  await openAs(page, user, '/wallet');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const available = page.getByTestId('figure-available_balance');
  await expect(available).toHaveText('1.234,50 $');
  await expect(available).toHaveText(DE_MONEY);
  await expect(page.getByTestId('wallet-summary')).not.toContainText('(USD)');

  const plan = await plainWaitingPlan(user);
  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await expect(page.getByTestId('put-balance')).toContainText('1.234,50 $');
  await expect(page.getByTestId('lowest-amount')).toHaveText(DE_MONEY);

  await openAs(page, user, '/ad-center');
  await expect(page.getByTestId('deposit')).toHaveText(DE_MONEY);
  await expect(page.getByTestId('deposit')).toHaveText('0,00 $');
});
