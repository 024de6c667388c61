/** Helpers of the wallet specs: sandbox set-up, the wallet's own API reads, the number keypad. */
import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { apiCall, apiData, expect, openAs, setUser, type TestUser } from './fixtures';
import { tabTo } from './keyboard';

export const PAY_PASSWORD = '135790';

export interface Property {
  total_assets: string;
  available_balance: string;
  to_be_consumed: string;
  to_be_settled: string;
  discount_amount: string;
  startup_funds_returned: boolean;
}

export interface LedgerEntry {
  id: number;
  type: string;
  amount: string;
  remark: string;
  time: string;
  balance_after: string;
  status: 'pending' | 'done' | 'refused';
  reference: string;
  steps: { status: string; time: string }[];
  plan: { id: number; plan_no: string } | null;
  coupon: { name: string; credit: string; state: string } | null;
  destination: { method: string; name: string; account: string } | null;
}

export interface MonthSummary {
  month: string;
  income: string;
  expense: string;
  count: number;
}

export function property(user: TestUser) {
  return apiData<Property>('/user/property', undefined, user.token);
}

export function ledger(user: TestUser, query: Record<string, unknown> = {}) {
  return apiData<{ list: LedgerEntry[]; total: number; months: MonthSummary[] }>(
    '/transaction_flow/list',
    { page: 1, size: 100, ...query },
    user.token,
    'GET',
  );
}

export function cardDetail(user: TestUser) {
  return apiData<Record<string, string> | null>('/bank_card/detail', undefined, user.token);
}

/** Whether `digits` is the user's transaction password now, as the server sees it. */
export async function isPayPassword(user: TestUser, digits: string) {
  const env = await apiCall(
    '/check/password',
    { password: createHash('md5').update(digits).digest('hex') },
    user.token,
  );
  return env.code === 200;
}

/** Taps digits on the password keypad (Arco's number Keyboard). */
export async function typeOnKeypad(page: Page, digits: string) {
  for (const d of digits) {
    await page
      .locator('.adn-pay-keyboard .arco-keyboard-key')
      .filter({ hasText: new RegExp(`^${d}$`) })
      .click();
  }
}

export const payDialog = (page: Page) => page.getByTestId('pay-password-dialog');
export const payConfirm = (page: Page) => page.locator('.adn-pay-confirm');

export const withdrawSheet = (page: Page) => page.getByTestId('withdraw-sheet');

/** Opens the withdrawal sheet on /wallet and enters an amount. */
export async function startWithdrawal(page: Page, amount: string): Promise<Locator> {
  await page.getByTestId('action-withdraw').click();
  const sheet = withdrawSheet(page);
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Amount').fill(amount);
  // the destination is known once the card detail has loaded
  await expect(sheet.getByTestId('withdraw-dest-bank_card')).not.toHaveText('…');
  await sheet.getByRole('button', { name: 'Withdraw', exact: true }).click();
  return sheet;
}

/**
 * Opens /wallet and waits for the figures and the first ledger entry. The first visit
 * fetches the remote, its page chunk and its strings: allow for a slow machine.
 */
export async function openWallet(page: Page, user: TestUser) {
  await openAs(page, user, '/wallet');
  await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('ledger-entry').first()).toBeVisible({ timeout: 20_000 });
}

/**
 * With a transaction password and the demo card, opens /wallet and its withdrawal sheet by the
 * keyboard (Tab to the action, Enter), once the destination is known.
 */
export async function withdrawByKeyboard(page: Page, user: TestUser): Promise<Locator> {
  await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
  await openWallet(page, user);
  await tabTo(page, page.getByTestId('action-withdraw'));
  await page.keyboard.press('Enter');
  const sheet = withdrawSheet(page);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('withdraw-dest-bank_card')).not.toHaveText('…');
  return sheet;
}
