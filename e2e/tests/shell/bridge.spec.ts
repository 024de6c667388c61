/**
 * What the page asks of the hybrid shell, on both platforms, exactly: the header's customer
 * service is the shell's help (no argument, no popup of ours); a customer-service item that is
 * not of the embedded type opens through the shell's openWindow with the item's URL, and the
 * embedded type stays in the app (/customer) with no call; the back arrow on the page the shell
 * opened is its close. Nothing else reaches the shell.
 */
import type { Page } from '@playwright/test';
import { API_URL } from '../../support/env';
import { expect, needsRemotes, openAs, routeOf, test } from '../../support/fixtures';
import { asShell } from '../../support/shell';

const CHAT = `${API_URL}/cs/chat.html`;
const TICKET = `${API_URL}/cs/ticket.html`;

async function chooseCustomerService(page: Page) {
  await page.getByRole('button', { name: 'Choose customer service' }).click();
  await expect(page.getByTestId('cs-popup')).toBeVisible();
}

for (const platform of ['android', 'ios'] as const) {
  test.describe(`${platform} shell`, () => {
    test('help: the header service icon on /login, no argument and no popup', async ({ page }) => {
      const shell = await asShell(page, platform);
      await page.goto('/#/login');
      await page.getByTestId('header-service').click();
      await expect.poll(() => shell.calls()).toEqual([{ action: 'help' }]);
      expect(shell.raw()).toEqual(platform === 'android' ? [['help']] : [{ action: 'help' }]);
      await expect(page.getByTestId('cs-popup')).toBeHidden();
    });

    test('help: the header service icon of a logged-in page', async ({ page, user }) => {
      needsRemotes(['adcenter']);
      const shell = await asShell(page, platform);
      await openAs(page, user, '/ad-center');
      await page.getByTestId('header-service').click();
      await expect.poll(() => shell.calls()).toEqual([{ action: 'help' }]);
      await expect(page.getByTestId('cs-popup')).toBeHidden();
    });

    test('openWindow: the item URL for a new-window item; the embedded item makes no call', async ({
      page,
      user,
    }) => {
      needsRemotes(['messaging']);
      const shell = await asShell(page, platform);
      // a link that is not allowed: the page offers the list of services instead
      await openAs(page, user, `/customer?url=${encodeURIComponent('https://evil.example.com/')}`);
      await expect(page.getByTestId('customer-invalid')).toBeVisible({ timeout: 20_000 });

      await chooseCustomerService(page);
      await page.getByTestId('cs-item').and(page.locator('[data-type="2"]')).click();
      await expect.poll(() => shell.calls()).toEqual([{ action: 'openWindow', url: TICKET }]);
      expect(shell.raw()).toEqual(
        platform === 'android' ? [['openWindow', TICKET]] : [{ action: 'openWindow', url: TICKET }],
      );
      await expect(page.getByTestId('cs-popup')).toBeHidden();
      expect(routeOf(page)).toBe('/customer');
      // no tab of the browser's own opened
      expect(page.context().pages()).toHaveLength(1);

      await chooseCustomerService(page);
      await page.getByTestId('cs-item').and(page.locator('[data-type="1"]')).first().click();
      await expect(page.getByTestId('cs-popup')).toBeHidden();
      await expect(page.getByTestId('customer-frame')).toHaveAttribute('src', CHAT);
      expect(shell.calls()).toHaveLength(1);
    });

    test('close: the back arrow on the page the shell opened, nothing else', async ({
      page,
      user,
    }) => {
      needsRemotes(['wallet']);
      const shell = await asShell(page, platform);
      await openAs(page, user, '/wallet');
      await page.getByTestId('header-back').click();
      await expect.poll(() => shell.calls()).toEqual([{ action: 'close' }]);
      expect(shell.raw()).toEqual(platform === 'android' ? [['close']] : [{ action: 'close' }]);
      expect(routeOf(page)).toBe('/wallet');
    });
  });
}
