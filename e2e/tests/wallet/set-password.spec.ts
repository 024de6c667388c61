import { expect, openAs, routeOf, test } from '../../fixtures';
import { isPayPassword, PAY_PASSWORD, setUser, typeOnKeypad } from './wallet-helpers';

const step = (page: import('@playwright/test').Page) => page.getByTestId('set-password-step');

test.describe('transaction password', () => {
  test('set, then confirm, then done; the two entries must match', async ({ page, user }) => {
    await setUser(user, { pay_password: null, card: null });
    await openAs(page, user, '/wallet/set-password');
    await expect(step(page)).toHaveAttribute('data-step', 'set', { timeout: 20_000 });
    await expect(page.getByText('Set a 6-digit transaction password')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await typeOnKeypad(page, '24681');
    await expect(next).toHaveClass(/disabled/);
    // a seventh digit is not taken
    await typeOnKeypad(page, '35');
    await expect(page.getByTestId('pay-password-cells')).toHaveAttribute('data-length', '6');
    await next.click();

    await expect(step(page)).toHaveAttribute('data-step', 'confirm');
    await typeOnKeypad(page, '246811');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('set-password-error')).toHaveText(
      'The two passwords do not match',
    );
    expect(await isPayPassword(user, '246813')).toBe(false);

    await page.getByTestId('pay-password-cells').click();
    await typeOnKeypad(page, '246813');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Set successfully')).toBeVisible();
    await expect(page.getByTestId('set-password-done')).toContainText(
      'Your transaction password is set',
    );
    expect(await isPayPassword(user, '246813')).toBe(true);
    // no card bound: no offer to bind again
    await expect(page.getByText('Bind your card again?')).toHaveCount(0);
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
    await expect(page.getByTestId('set-password-error')).toHaveText('The old password is wrong');
    await expect(step(page)).toHaveAttribute('data-step', 'old');

    await page.getByTestId('pay-password-cells').click();
    await typeOnKeypad(page, PAY_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'set');
    await typeOnKeypad(page, '975310');
    await page.getByRole('button', { name: 'Next' }).click();
    await typeOnKeypad(page, '975310');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Set successfully')).toBeVisible();
    expect(await isPayPassword(user, '975310')).toBe(true);
    expect(await isPayPassword(user, PAY_PASSWORD)).toBe(false);

    await expect(page.getByText('Bind your card again?')).toBeVisible();
    await page.locator('.dialog-footer-button', { hasText: 'Re-bind' }).click();
    await expect.poll(() => routeOf(page)).toBe('/wallet/bind-card');
    await expect(page.getByLabel('Bank name')).toHaveValue('Bank of Demo');
  });
});
