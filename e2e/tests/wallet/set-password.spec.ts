import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  apiCall,
  clearForce,
  expect,
  force,
  openAs,
  routeOf,
  setUser,
  test,
} from '../../support/fixtures';
import { isPayPassword, PAY_PASSWORD, typeOnKeypad } from '../../support/wallet';

const step = (page: Page) => page.getByTestId('pay-step');

/**
 * docs/product/transaction-password.md#transaction-password.failed-check: a failed
 * transaction-password check (any error) shows the transaction-password error
 * text with an info icon, and the field is no longer focused (no keypad, not the active element).
 */
async function expectFailedCheck(page: Page, text = 'Wrong transaction password') {
  const error = page.getByTestId('pay-password-error');
  await expect(error).toHaveText(text);
  await expect(error.getByTestId('info-icon')).toBeVisible();
  await expect(page.getByTestId('pay-flow-error')).toHaveCount(0);
  const cells = page.getByTestId('pay-password-cells');
  await expect(cells).toHaveAttribute('data-length', '0');
  await expect(cells).not.toHaveClass(/is-focused/);
  await expect(page.locator('.adn-pay-keyboard .arco-keyboard-key').first()).toBeHidden();
  expect(await cells.evaluate((el) => el === document.activeElement)).toBe(false);
}

test.describe('transaction password', () => {
  test('set, then confirm, then done; the two entries must match', async ({ page, user }) => {
    await setUser(user, { pay_password: null, card: null });
    await openAs(page, user, '/wallet/set-password');
    await expect(step(page)).toHaveAttribute('data-step', 'new', { timeout: 20_000 });
    await expect(page.getByText('Set a new 6-digit transaction password')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await typeOnKeypad(page, '24681');
    await expect(next).toHaveClass(/disabled/);
    // a seventh digit is not taken
    await typeOnKeypad(page, '35');
    await expect(page.getByTestId('pay-password-cells')).toHaveAttribute('data-length', '6');
    await next.click();

    await expect(step(page)).toHaveAttribute('data-step', 'confirm');
    await expect(page.getByTestId('pay-password-cells')).toBeFocused();
    await typeOnKeypad(page, '246811');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('pay-flow-error')).toHaveText('The two passwords do not match');
    expect(await isPayPassword(user, '246813')).toBe(false);

    await page.getByTestId('pay-password-cells').click();
    await typeOnKeypad(page, '246813');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Set successfully')).toBeVisible();
    await expect(page.getByTestId('set-password-done')).toContainText(
      'Your transaction password is set',
    );
    // focus moves to the result, not to the body (docs/product/forms.md#forms.focus.result)
    await expect(
      page.getByRole('heading', { name: 'Your transaction password is set' }),
    ).toBeFocused();
    expect(await isPayPassword(user, '246813')).toBe(true);
    // no card bound: no offer to bind again
    await expect(page.getByText('Bind your payout details again?')).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to wallet' }).click();
    await expect.poll(() => routeOf(page)).toBe('/wallet');
  });

  test('changing it asks the current one first and offers re-binding a bound card', async ({
    page,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await openAs(page, user, '/wallet/set-password');
    await expect(step(page)).toHaveAttribute('data-step', 'old', { timeout: 20_000 });
    await typeOnKeypad(page, '111111');
    await page.getByRole('button', { name: 'Next' }).click();
    // the server counts the wrong ones: the line says how many the lock still allows
    await expectFailedCheck(page, 'Wrong transaction password. 4 tries left before the lock.');
    await expect(step(page)).toHaveAttribute('data-step', 'old');

    await page.getByTestId('pay-password-cells').click();
    await typeOnKeypad(page, PAY_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'new');
    await typeOnKeypad(page, '975310');
    await page.getByRole('button', { name: 'Next' }).click();
    await typeOnKeypad(page, '975310');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Set successfully')).toBeVisible();
    expect(await isPayPassword(user, '975310')).toBe(true);
    expect(await isPayPassword(user, PAY_PASSWORD)).toBe(false);

    await expect(page.getByText('Bind your payout details again?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Re-bind' }).click();
    await expect.poll(() => routeOf(page)).toBe('/wallet/bind-card');
    await expect(page.getByLabel('Bank name')).toHaveValue('Bank of Demo');
  });

  test('a server error while checking the old password reads as a failed check too', async ({
    page,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: null });
    await openAs(page, user, '/wallet/set-password');
    await expect(step(page)).toHaveAttribute('data-step', 'old', { timeout: 20_000 });
    await force('/check/password', { code: 500, times: 1 }, user.token);
    try {
      await typeOnKeypad(page, PAY_PASSWORD);
      await page.getByRole('button', { name: 'Next' }).click();
      await expectFailedCheck(page);
      await expect(page.getByText('Server error')).toHaveCount(0);
      await expect(step(page)).toHaveAttribute('data-step', 'old');
    } finally {
      await clearForce(user.token);
    }
    // the same password, once the server answers again, passes
    await page.getByTestId('pay-password-cells').click();
    await typeOnKeypad(page, PAY_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'new');
    await expect(page.getByTestId('pay-password-error')).toHaveCount(0);
  });

  test('a locked check shows the failed-check text and the lockout line with its time', async ({
    page,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: null });
    const wrong = createHash('md5').update('000000').digest('hex');
    for (let i = 0; i < 5; i++) await apiCall('/check/password', { password: wrong }, user.token);
    await openAs(page, user, '/wallet/set-password');
    await expect(step(page)).toHaveAttribute('data-step', 'old', { timeout: 20_000 });
    // the right password too is refused while locked
    await typeOnKeypad(page, PAY_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFailedCheck(page);
    await expect(page.getByTestId('pay-password-lockout')).toHaveText(
      /^Too many wrong attempts: locked until \d{1,2}:\d{2}\s?[AP]M\.$/,
    );
    await expect(step(page)).toHaveAttribute('data-step', 'old');
  });
});
