/**
 * A webview has no service worker to count on (WKWebView has none outside app-bound domains):
 * the app works without the API, from the hybrid hand-over through pages of every remote, and
 * in a browser, where it has one, it registers none.
 */
import { expect, needsRemotes, openAs, routeOf, test } from '../../fixtures';
import { asAndroidShell } from '../../shell';
import { skipOfficialPush } from '../plan/plan-helpers';

test('in the shell, without navigator.serviceWorker, the hand-over and every remote work', async ({
  page,
  user,
}) => {
  needsRemotes(['adcenter', 'plan', 'wallet', 'messaging']);
  const shell = await asAndroidShell(page);
  await skipOfficialPush(page, user);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/#/entry?token=${user.token}&lang=en`);
  expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Ad center' })).toBeVisible({ timeout: 20_000 });

  await page.getByTestId('entry-plans').click();
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible({ timeout: 20_000 });
  expect(await shell.systemBack()).toBe(true);
  await expect.poll(() => routeOf(page)).toBe('/ad-center');
  await page.getByTestId('entry-wallet').click();
  await expect(page.getByTestId('header')).toContainText('Wallet', { timeout: 20_000 });
  await page.getByTestId('header-bell').click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible({
    timeout: 20_000,
  });
  expect(errors).toEqual([]);
  expect(shell.calls()).toEqual([]);
});

test('in a browser the app registers no service worker', async ({ page, user }) => {
  needsRemotes(['adcenter', 'wallet']);
  await openAs(page, user, '/ad-center');
  await expect(page.getByRole('heading', { name: 'Ad center' })).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('entry-wallet').click();
  await expect(page.getByTestId('header')).toContainText('Wallet', { timeout: 20_000 });
  const sw = await page.evaluate(async () => ({
    registrations: (await navigator.serviceWorker.getRegistrations()).length,
    controlled: navigator.serviceWorker.controller !== null,
  }));
  expect(sw).toEqual({ registrations: 0, controlled: false });
  expect(page.context().serviceWorkers()).toEqual([]);
});
