import type { Page } from '@playwright/test';
import {
  expect,
  LICENSE_KEY,
  openAs,
  routeOf,
  setUser,
  test,
  useToken,
} from '../../support/fixtures';
import { stateOf } from './helpers';

const openNow = (page: Page) => page.getByRole('button', { name: 'Open now' });

test.describe('/ad-welcome: open the ad account', () => {
  test.beforeEach(async ({ user }) => {
    await setUser(user.username, { store_opened: false });
  });

  test('a merchant without an ad account who enters through /entry lands on the welcome page', async ({
    page,
    user,
  }) => {
    await page.goto(`/#/entry?token=${user.token}&lang=en`);
    await expect(page).toHaveURL(/#\/ad-welcome/);
    await expect(openNow(page)).toBeVisible();
  });

  test('shows the offer with a transparent header: service only, no back, bell, language or logout', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/ad-welcome');
    await expect(page.getByRole('heading', { name: 'Open your ad account' })).toBeVisible();
    await expect(page.getByTestId('welcome-free')).toHaveText('Free');
    await expect(page.getByText('Opening an ad account is free of charge.')).toBeVisible();
    await expect(page.getByTestId('header-service')).toBeVisible();
    await expect(page.getByTestId('header-back')).toHaveCount(0);
    await expect(page.getByTestId('header-bell')).toHaveCount(0);
    await expect(page.getByTestId('header-lang')).toHaveCount(0);
    await expect(page.getByTestId('header-logout')).toHaveCount(0);
    await expect(page.locator('.adn-header')).toHaveClass(/adn-header-transparent/);
    await expect(page.locator('.adn-header')).toHaveClass(/adn-header-white/);
  });

  test('with the account already open, the words match the page: no code is asked', async ({
    page,
    user,
  }) => {
    await setUser(user.username, { store_opened: true });
    await openAs(page, user, '/ad-welcome');
    const enter = page.getByRole('button', { name: 'Go to the ad center' });
    await expect(enter).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Your ad account is ready' })).toBeVisible();
    await expect(page.getByTestId('welcome-form-text')).toHaveText(
      'Your ad account is already open: no code is needed. Go to the ad center to run your delivery plans.',
    );
    // no field, and nothing that asks for one
    await expect(page.getByLabel('Authorization code')).toHaveCount(0);
    await expect(page.getByText('Enter the authorization code', { exact: false })).toHaveCount(0);
    await expect(page.getByTestId('welcome-free')).toHaveCount(0);
    await enter.click();
    await expect.poll(() => routeOf(page)).toBe('/ad-center');
  });

  test('an empty code cannot be sent', async ({ page, user }) => {
    await openAs(page, user, '/ad-welcome');
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/opening_store') && sent.push(r.url()));
    await openNow(page).click();
    await expect(page.getByTestId('error-license_key')).toHaveText('Cannot be empty');
    expect(sent).toEqual([]);
  });

  test('an unknown code answers "no matching authorization code found"', async ({ page, user }) => {
    await openAs(page, user, '/ad-welcome');
    await page.getByLabel('Authorization code').fill('NOPE-0000');
    await openNow(page).click();
    await expect(page.getByTestId('error-license_key')).toHaveText(
      'No matching authorization code found',
    );
    expect(routeOf(page)).toBe('/ad-welcome');
    expect((await stateOf(user.username)).user.store_opened).toBe(false);
  });

  test('a valid code opens the account and goes to the ad centre', async ({ page, user }) => {
    await openAs(page, user, '/ad-welcome');
    await page.getByLabel('Authorization code').fill(LICENSE_KEY.toLowerCase());
    await openNow(page).click();
    await expect(page.getByText('Your ad account is open')).toBeVisible();
    await expect(page.getByTestId('metric-delivery_amount')).toBeVisible();
    expect(routeOf(page)).toBe('/ad-center');
    expect((await stateOf(user.username)).user.store_opened).toBe(true);
    const info = await page.evaluate(() => JSON.parse(localStorage.getItem('fb_userInfo') ?? '{}'));
    expect(info.store_opened).toBe(true);
  });

  test('a token in the query that is not stored is handed to /entry, which stores it', async ({
    page,
    user,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(routeOf(page)));
    await page.goto(`/#/ad-welcome?token=${user.token}&lang=en`);
    // /ad-welcome → /entry (stores the token) → /ad-center (401: no ad account) → /ad-welcome
    await expect.poll(() => visited.includes('/entry')).toBe(true);
    await expect(page).toHaveURL(/#\/ad-welcome/);
    await expect(openNow(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('fb_token'))).toBe(user.token);
  });

  test('without any token, "open now" leads to the login', async ({ page }) => {
    await page.goto('/#/ad-welcome');
    await page.getByLabel('Authorization code').fill(LICENSE_KEY);
    await openNow(page).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(routeOf(page)).toBe('/login');
  });

  test('the lang of the query switches the language', async ({ page, user }) => {
    await useToken(page, user.token);
    await page.goto('/#/ad-welcome?lang=de');
    await expect(page.getByRole('button', { name: 'Jetzt eröffnen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText('Die Eröffnung eines Werbekontos ist kostenlos.')).toBeVisible();
  });
});

test('a session the server does not know: "User not authorized" offers a login with another account', async ({
  page,
  user,
}) => {
  // the shell hands over a token the server never issued
  await page.goto('/#/entry?token=no-such-token-77&lang=en');
  await expect(page).toHaveURL(/#\/ad-welcome\?token=no-such-token-77&lang=en$/);
  await expect(page.getByRole('button', { name: 'Log in with another account' })).toHaveCount(0);
  await page.getByLabel('Authorization code').fill(LICENSE_KEY);
  await openNow(page).click();
  await expect(page.getByTestId('error-license_key')).toHaveText('User not authorized');
  await page.getByRole('button', { name: 'Log in with another account' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(routeOf(page)).toBe('/login');
  expect(await page.evaluate(() => localStorage.getItem('fb_token'))).toBeNull();
  // and that other account gets in
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/ad-center$/, { timeout: 20_000 });
});
