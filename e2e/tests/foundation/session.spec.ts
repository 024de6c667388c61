import {
  apiData,
  DEMO_PASSWORD,
  expect,
  force,
  login,
  openAs,
  routeOf,
  test,
  useToken,
} from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';

test('the logout icon shows for entry "register" and asks before logging out', async ({
  page,
  user,
}) => {
  await skipOfficialPush(page, user);
  await openAs(page, user, '/plan');
  const logout = page.getByTestId('header-logout');
  await expect(logout).toBeVisible();
  await logout.click();
  await expect(page.getByText('Do you want to log out of your account?')).toBeVisible();
  const dialog = page.getByRole('alertdialog', { name: 'Log out' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Do you want to log out of your account?')).toBeHidden();
  expect(routeOf(page)).toBe('/plan');
  await logout.click();
  // the action is named by its verb, filled with the danger colour, after the way out
  const footer = dialog.getByRole('button');
  await expect(footer).toHaveText(['Cancel', 'Log out']);
  await expect(footer.last()).toHaveCSS('background-color', 'rgb(203, 38, 52)');
  await footer.last().click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fb_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('fb_userInfo'))).toBeNull();
});

test('no logout icon for a merchant whose entry is not "register"', async ({ page }) => {
  const token = await login('appuser', DEMO_PASSWORD);
  const info = await apiData<{ entry: string }>('/user/info', undefined, token);
  expect(info.entry).not.toBe('register');
  await useToken(page, token);
  await page.goto('/#/notification');
  await expect(page.getByTestId('header-bell')).toBeVisible();
  await expect(page.getByTestId('header-logout')).toHaveCount(0);
});

test('a 503 answer clears the session and sends the user to login', async ({ page, user }) => {
  // The toast lasts 2 s, shorter than a slow reload on a busy machine, and the first call
  // to meet the expiry may come before or after it: record every text the page shows,
  // across the reload, and look for the message there.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, hidden text left out
      const text = document.body?.innerText ?? '';
      if (text.includes('Login expired')) sessionStorage.setItem('__expired_toast', text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await skipOfficialPush(page, user);
  await openAs(page, user, '/plan');
  await expect(page.getByTestId('header-logout')).toBeVisible();
  // the page's own start-up calls are done, so the reload's calls are the first to meet it
  await page.waitForLoadState('networkidle');
  await apiData('/__test/expire', { token: user.token });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('__expired_toast') ?? ''))
    .toContain('Login expired, please log in again');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fb_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('fb_userInfo'))).toBeNull();
});

test('a 402 answer switches the language from the account and opens customer service', async ({
  page,
}) => {
  await page.goto('/#/login');
  await page.getByLabel('Username').fill('inactive');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // the 'inactive' account's language is zh-TW
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  const popup = page.getByTestId('cs-popup');
  await expect(popup).toBeVisible();
  const common = (
    await import('#repo/shared/src/i18n/locales/zh-TW.json', { with: { type: 'json' } })
  ).default;
  await expect(page.getByTestId('cs-message')).toHaveText(common.errors.notActivated);
  await expect(popup.getByTestId('cs-item').first()).toBeVisible();
  expect(routeOf(page)).toBe('/login');
});

test('a forced 402 on any call does the same, with the language from the error', async ({
  page,
  user,
}) => {
  await skipOfficialPush(page, user);
  await openAs(page, user, '/plan');
  await expect(page.getByTestId('header-bell')).toBeVisible();
  await force('/user/info', { code: 402, lang: 'de', times: 1 }, user.token);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('cs-popup')).toBeVisible();
});

test('the bell shows 99+ when the count is over 99', async ({ page, user }) => {
  await apiData('/__test/set', { username: user.username, unread: 150 });
  const { unread_total } = await apiData<{ unread_total: number }>(
    '/user/notifications/unread_count',
    {},
    user.token,
  );
  expect(unread_total).toBeGreaterThan(99);
  await skipOfficialPush(page, user);
  await openAs(page, user, '/plan');
  await expect(page.getByTestId('bell-badge')).toHaveText('99+');
});
