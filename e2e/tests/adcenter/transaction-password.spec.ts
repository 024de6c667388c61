/**
 * Setting and changing the transaction password: six digits on the number keyboard, twice the
 * same; the old one asked for first; a failed check, a server error and a lockout.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  apiCall,
  clearForce,
  expect,
  force,
  needsRemotes,
  openAs,
  routeOf,
  setUser,
  test,
} from '../../support/fixtures';
import { stateOf } from './helpers';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** The step's button: "Next", or "Confirm" on the last step. */
const payNext = (page: Page) => page.locator('.adn-pay-flow-submit');

/** Types digits on Arco's number keyboard. */
async function typeOnKeyboard(page: Page, digits: string) {
  const keyboard = page.locator('.arco-keyboard');
  for (const d of digits) {
    await keyboard.locator('.arco-keyboard-key', { hasText: new RegExp(`^${d}$`) }).click();
  }
}

/**
 * docs/product/transaction-password.md#transaction-password.failed-check: a failed
 * transaction-password check (any error) shows the transaction-password error
 * text with an info icon, and the field is no longer focused (no keypad, not the active element).
 */
async function expectFailedCheck(page: Page, text = 'Wrong transaction password') {
  const error = page.getByTestId('pay-password-error');
  await expect(error).toHaveText(text);
  await expect(error.getByTestId('info-icon')).toBeVisible();
  await expect(page.getByText('The old password is wrong')).toHaveCount(0);
  await expect(page.getByTestId('pay-flow-error')).toHaveCount(0);
  const cells = page.getByTestId('pay-password-cells');
  await expect(cells).toHaveAttribute('data-length', '0');
  await expect(cells).toHaveAttribute('aria-invalid', 'true');
  await expect(cells).not.toHaveClass(/is-focused/);
  await expect(page.locator('.adn-pay-keyboard .arco-keyboard-key').first()).toBeHidden();
  expect(await cells.evaluate((el) => el === document.activeElement)).toBe(false);
  await expect(page.getByTestId('pay-step')).toHaveAttribute('data-step', 'old');
}

test.describe('/ad-center/edit-pay-password', () => {
  test('a password set on another device meanwhile is asked for first: user info is read again', async ({
    page,
    user,
  }) => {
    await setUser(user.username, { pay_password: null });
    await openAs(page, user, '/ad-center');
    await expect(page.getByTestId('metric-delivery_amount')).toBeVisible({ timeout: 20_000 });
    // set elsewhere while this page holds user info without it
    await setUser(user.username, { pay_password: '135790' });
    await page.evaluate(() => {
      location.hash = '#/ad-center/edit-pay-password';
    });
    await expect(page.getByTestId('pay-step')).toHaveAttribute('data-step', 'old');
  });

  test('after a change, a bound card is offered to be bound again, as on the wallet', async ({
    page,
    user,
  }) => {
    needsRemotes(['wallet']);
    await setUser(user.username, { pay_password: '135790', card: 'demo' });
    await openAs(page, user, '/ad-center/edit-pay-password');
    const step = page.getByTestId('pay-step');
    await expect(step).toHaveAttribute('data-step', 'old', { timeout: 20_000 });
    await typeOnKeyboard(page, '135790');
    await payNext(page).click();
    await expect(step).toHaveAttribute('data-step', 'new');
    await typeOnKeyboard(page, '864200');
    await payNext(page).click();
    await typeOnKeyboard(page, '864200');
    await payNext(page).click();
    await expect(page.getByTestId('set-password-done')).toContainText(
      'Your transaction password is set',
    );
    await expect(page.getByText('Bind your payout details again?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Re-bind' }).click();
    await expect.poll(() => routeOf(page)).toBe('/wallet/bind-card');
    await expect(page.getByLabel('Bank name')).toHaveValue('Bank of Demo');
  });

  test('sets a first transaction password: 6 digits, twice, the same', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/edit-pay-password');
    const step = page.getByTestId('pay-step');
    const cells = page.getByTestId('pay-password-cells');
    const next = payNext(page);
    await expect(step).toHaveAttribute('data-step', 'new', { timeout: 20_000 });
    await expect(next).toHaveText('Next');
    await expect(next).toBeDisabled();

    // the number keyboard is up; five digits are not enough
    await typeOnKeyboard(page, '24680');
    await expect(cells).toHaveAttribute('data-length', '5');
    await expect(next).toBeDisabled();
    await typeOnKeyboard(page, '2');
    await expect(cells).toHaveAttribute('data-length', '6');
    await typeOnKeyboard(page, '9');
    await expect(cells).toHaveAttribute('data-length', '6');
    await expect(page.getByText('6 digits, different from your login password.')).toBeVisible();
    await next.click();

    await expect(step).toHaveAttribute('data-step', 'confirm');
    // focus moves to the next step's field, its keypad up
    // (docs/product/transaction-password.md#transaction-password.flow.focus)
    await expect(cells).toBeFocused();
    await expect(cells).toHaveAccessibleName('Enter the new transaction password again');
    await expect(page.locator('.adn-pay-flow-steps [aria-current="step"]')).toHaveText('Confirm');
    await expect(next).toHaveText('Confirm');
    await typeOnKeyboard(page, '246801');
    await next.click();
    await expect(page.getByTestId('pay-flow-error')).toHaveText('The two passwords do not match');
    await expect(cells).toHaveAttribute('data-length', '0');

    await typeOnKeyboard(page, '246802');
    await next.click();
    await expect(page.getByText('Set successfully')).toBeVisible();
    // the done state of /wallet/set-password, focus on the result; no card: no offer to re-bind
    await expect(
      page.getByRole('heading', { name: 'Your transaction password is set' }),
    ).toBeFocused();
    await expect(page.getByText('Bind your payout details again?')).toHaveCount(0);
    await page.getByRole('button', { name: 'Go to the ad center' }).click();
    await expect(page.getByTestId('metric-delivery_amount')).toBeVisible();
    expect((await stateOf(user.username)).user.has_pay_password).toBe(true);
    const check = await apiCall('/check/password', { password: md5('246802') }, user.token);
    expect(check.code).toBe(200);
  });

  test('non-digits typed or pasted are stripped', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/edit-pay-password');
    const cells = page.getByTestId('pay-password-cells');
    await cells.click();
    await page.keyboard.type('1a2-b3');
    await expect(cells).toHaveAttribute('data-length', '3');
    await cells.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text', 'x4 5y6z7');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await expect(cells).toHaveAttribute('data-length', '6');
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('works with the keyboard alone: Enter submits each step', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/edit-pay-password');
    const cells = page.getByTestId('pay-password-cells');
    const step = page.getByTestId('pay-step');
    await cells.focus();
    await page.keyboard.type('12345');
    await page.keyboard.press('Enter');
    await expect(step).toHaveAttribute('data-step', 'new');
    await page.keyboard.type('6');
    await page.keyboard.press('Enter');
    await expect(step).toHaveAttribute('data-step', 'confirm');
    await expect(cells).toBeFocused();
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Set successfully')).toBeVisible();
    expect((await apiCall('/check/password', { password: md5('123456') }, user.token)).code).toBe(
      200,
    );
  });

  test('changing it asks for the old one first, and refuses a wrong one', async ({
    page,
    user,
  }) => {
    await setUser(user.username, { pay_password: '135790' });
    await openAs(page, user, '/ad-center/edit-pay-password');
    const step = page.getByTestId('pay-step');
    await expect(step).toHaveAttribute('data-step', 'old', { timeout: 20_000 });
    await expect(step).toHaveText('Enter your current transaction password');

    // the old one is checked before the new one is asked for
    await typeOnKeyboard(page, '000000');
    await payNext(page).click();
    // a wrong one says how many tries are left before the lock (5 in a row lock it)
    await expectFailedCheck(page, 'Wrong transaction password. 4 tries left before the lock.');
    await expect(page.getByTestId('pay-password-lockout')).toHaveCount(0);

    // the field opens its keypad again on a tap, and typing clears the error
    await page.getByTestId('pay-password-cells').click();
    await typeOnKeyboard(page, '1');
    await expect(page.getByTestId('pay-password-error')).toHaveCount(0);
    await typeOnKeyboard(page, '35790');
    await payNext(page).click();
    await expect(step).toHaveAttribute('data-step', 'new');
    await typeOnKeyboard(page, '112233');
    await payNext(page).click();
    await typeOnKeyboard(page, '112233');
    await payNext(page).click();
    await expect(page.getByText('Set successfully')).toBeVisible();
    expect((await apiCall('/check/password', { password: md5('112233') }, user.token)).code).toBe(
      200,
    );
    expect((await apiCall('/check/password', { password: md5('135790') }, user.token)).code).toBe(
      405,
    );
  });

  test('a server error while checking the old password reads as a failed check too', async ({
    page,
    user,
  }) => {
    await setUser(user.username, { pay_password: '135790' });
    await openAs(page, user, '/ad-center/edit-pay-password');
    // the page reads fresh user info before its first step
    await expect(page.getByTestId('pay-step')).toHaveAttribute('data-step', 'old', {
      timeout: 20_000,
    });
    await force('/check/password', { code: 500, times: 1 }, user.token);
    try {
      await typeOnKeyboard(page, '135790');
      await payNext(page).click();
      await expectFailedCheck(page);
      await expect(page.getByText('Server error')).toHaveCount(0);
    } finally {
      await clearForce(user.token);
    }
    // the same password, once the server answers again, passes
    await page.getByTestId('pay-password-cells').click();
    await typeOnKeyboard(page, '135790');
    await payNext(page).click();
    await expect(page.getByTestId('pay-step')).toHaveAttribute('data-step', 'new');
    await expect(page.getByTestId('pay-password-error')).toHaveCount(0);
  });

  test('a locked check shows the failed-check text and the lockout line with its time', async ({
    page,
    user,
  }) => {
    await setUser(user.username, { pay_password: '135790' });
    for (let i = 0; i < 5; i++)
      await apiCall('/check/password', { password: md5('000000') }, user.token);
    await openAs(page, user, '/ad-center/edit-pay-password');
    // the page reads fresh user info before its first step
    await expect(page.getByTestId('pay-step')).toHaveAttribute('data-step', 'old', {
      timeout: 20_000,
    });
    // the right password too is refused while locked
    await typeOnKeyboard(page, '135790');
    await payNext(page).click();
    await expectFailedCheck(page);
    await expect(page.getByTestId('pay-password-lockout')).toHaveText(
      /^Too many wrong attempts: locked until \d{1,2}:\d{2}\s?[AP]M\.$/,
    );
  });
});
