/**
 * The visual check's component states, in English, compared with the reviewed baselines
 * `state-<name>` in e2e/visual-baselines/ (docs/testing.md, "Visual check").
 */
import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { openLanguageSheet } from '../../support/language-sheet';
import { demo, enter, settle, test } from './visual-test';

/**
 * The components in their states, in English: a form's errors with the focus ring, the dialog
 * pattern (logout, the transaction password), sheets, and the loading, error and empty states
 * of a list. The design page (docs/design-tokens.md) describes each.
 */
test.describe('visual: component states', () => {
  test.describe.configure({ timeout: 180_000 });

  /** Compares the viewport, as it is now, with the baseline `state-<name>`. */
  const still = (page: Page, name: string) =>
    expect.soft(page, name).toHaveScreenshot(`state-${name}.png`, { timeout: 30_000 });

  test('a form with errors and the focus ring', async ({ page }) => {
    await enter(page, 'en');
    await settle(page, { name: 'login', path: '/login' }, 'en');
    await page.getByRole('button', { name: 'Log in' }).click();
    // the first field in error takes the focus: its ring is drawn on the field's border
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.locator('.adn-field-message').first()).toBeVisible();
    await still(page, 'form-errors');
  });

  test('dialogs and sheets', async ({ page, frozen }) => {
    await demo(page, frozen, 'en');
    // on the plan list: the logout icon is there, and no masked region under the dialog
    await settle(page, { name: 'plan', path: '/plan', shows: 'plan-row' }, 'en');
    await page.getByTestId('header-logout').click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out' });
    await expect(dialog.getByText('Do you want to log out of your account?')).toBeVisible();
    await still(page, 'dialog-logout');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await openLanguageSheet(page);
    await still(page, 'sheet-language');
    await page.keyboard.press('Escape');
    await page.reload();

    await settle(page, { name: 'wallet', path: '/wallet', shows: 'figure-total_assets' }, 'en');
    await page.getByTestId('action-withdraw').click();
    const sheet = page.getByTestId('withdraw-sheet');
    await expect(sheet.getByTestId('withdraw-dest-bank_card')).not.toHaveText('…');
    await sheet.getByLabel('Amount').fill('250');
    await sheet.getByLabel('Amount').blur();
    await still(page, 'sheet-withdraw');
    await sheet.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByTestId('pay-password-dialog')).toBeVisible();
    await still(page, 'dialog-password');
  });

  test('loading, error and empty states of a list', async ({ page, frozen }) => {
    const token = await demo(page, frozen, 'en');
    // loading: the list's answer never comes, and the app waits for it longer than this test
    // (its own time-out would turn the loading state into the error state on a slow machine)
    await page.route('**/app-config.json', async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({ json: { ...config, apiTimeoutMs: 300_000 } });
    });
    await page.route('**/user/notifications', () => {});
    await page.goto('/#/notification');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('.adn-loading .arco-skeleton')).toBeVisible();
    await still(page, 'loading');
    await page.unroute('**/user/notifications');
    await page.unroute('**/app-config.json');

    // error: the server fails; the state says why and offers a retry, and no toast says it a
    // second time (docs/product/api.md#api.client.silent)
    await frozen.data('/__test/force', { path: '/user/notifications', code: 500, token });
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Server error', { timeout: 20_000 });
    await expect(page.locator('.arco-toast')).toHaveCount(0);
    await still(page, 'error');

    // empty: an answer with nothing in it
    await frozen.data('/__test/force', {
      path: '/user/notifications',
      code: 200,
      data: { list: [], page: 1, size: 10, total: 0 },
      token,
    });
    await page.reload();
    await expect(page.locator('.adn-empty')).toBeVisible({ timeout: 30_000 });
    await still(page, 'empty');
  });
});
