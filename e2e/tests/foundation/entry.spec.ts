/**
 * /entry, the hybrid app's hand-over (docs/product/account.md#account.entry,
 * docs/product/session.md#session.no-auth-entry): a 401 on an entry route lands once on
 * /ad-welcome with the same query and stays; the token is not judged on the client.
 */
import type { Page } from '@playwright/test';
import { API_URL } from '../../support/env';
import { expect, routeOf, setUser, test } from '../../support/fixtures';

function userInfoCalls(page: Page): string[] {
  const tokens: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${API_URL}/user/info`)) tokens.push(r.headers()['x-ct'] ?? '');
  });
  return tokens;
}

test('a token the server does not know lands once on /ad-welcome with the same query, and stays', async ({
  page,
}) => {
  const calls = userInfoCalls(page);
  await page.goto('/#/entry?token=no-such-token-42&lang=fr');
  await expect(page).toHaveURL(/#\/ad-welcome\?token=no-such-token-42&lang=fr$/);
  await expect(page.getByRole('button', { name: 'Ouvrir maintenant' })).toBeVisible();
  await page.waitForTimeout(2_000); // a loop would call /user/info again and again
  expect(routeOf(page)).toBe('/ad-welcome');
  expect(calls.length).toBeLessThanOrEqual(2);
});

test("a merchant without an ad account, entering with a valid token, keeps the entry's query on /ad-welcome", async ({
  page,
  user,
}) => {
  await setUser(user.username, { store_opened: false });
  const visited: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(routeOf(page)));
  await page.goto(`/#/entry?token=${user.token}&lang=fr`);
  await expect(page).toHaveURL(new RegExp(`#/ad-welcome\\?token=${user.token}&lang=fr$`));
  // The ad centre's loader meets the no-auth code while /entry is still the page, so the
  // merchant goes from /entry straight to /ad-welcome; the login page is never shown.
  expect(visited).not.toContain('/login');
  await expect(page.getByRole('button', { name: 'Ouvrir maintenant' })).toBeVisible();
});

test('a token is not judged by its form on the client: the server decides', async ({ page }) => {
  const calls = userInfoCalls(page);
  await page.goto('/#/entry?token=ab%3Acd%25ef');
  await expect(page).toHaveURL(/#\/ad-welcome/);
  expect(calls).toContain('ab:cd%ef');
});

test('a refused hand-over over a live session: nothing of the previous merchant, the not-authorised state', async ({
  page,
  user,
}) => {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('fb_token', token);
    }
  }, user.token);
  const calls = userInfoCalls(page);
  await page.goto('/#/ad-center');
  await expect(page.getByTestId('header-bell')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('fb_userInfo')))
    .toContain(user.username);

  // the shell hands over another merchant whose token the server refuses
  await page.goto('/#/entry?token=refused-token-77');
  await expect(page).toHaveURL(/#\/ad-welcome\?token=refused-token-77$/);
  expect(await page.evaluate(() => localStorage.getItem('fb_token'))).toBe('refused-token-77');
  expect(await page.evaluate(() => localStorage.getItem('fb_userInfo'))).toBeNull();
  // not the first merchant's open account: the code field, never "ready"
  await expect(page.getByLabel('Authorization code')).toBeVisible();
  await expect(page.getByText('Your ad account is ready')).toHaveCount(0);
  await page.getByLabel('Authorization code').fill('ADNET-2026');
  await page.getByRole('button', { name: 'Open now' }).click();
  await expect(page.getByText('User not authorized')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in with another account' })).toBeVisible();
  await page.waitForTimeout(1_500); // a loop would call /user/info again and again
  expect(routeOf(page)).toBe('/ad-welcome');
  expect(calls.filter((t) => t === 'refused-token-77').length).toBeLessThanOrEqual(2);
});
