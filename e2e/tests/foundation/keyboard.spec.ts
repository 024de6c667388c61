/**
 * The host's forms and sheets with the keyboard alone (docs/accessibility.md "Keyboard"): Tab to a field, type,
 * Enter. No click anywhere in this file. Enter on an invalid form shows the localized message,
 * moves focus to the first field in error and sends nothing; on a valid one it does what a tap
 * does, once. The other apps' cases are in their own folders (`<app>/keyboard.spec.ts`).
 */
import {
  DEMO_PASSWORD,
  expect,
  LICENSE_KEY,
  needsRemotes,
  openAs,
  routeOf,
  test,
  uniqueName,
} from '../../support/fixtures';
import { tabTo, typeInto } from '../../support/keyboard';
import { requestsTo } from '../../support/requests';

test.describe('login with the keyboard', () => {
  test('Enter on the empty form: the message, focus on the first field, nothing sent', async ({
    page,
  }) => {
    const sent = requestsTo(page, '/auth/v2/login');
    await page.goto('/#/login');
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-username')).toHaveText('Cannot be empty');
    await expect(page.getByTestId('error-password')).toHaveText('Cannot be empty');
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

    // with the user name given, Enter from the password field moves focus to the password
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-username')).toHaveCount(0);
    await expect(page.getByTestId('error-password')).toHaveText('Cannot be empty');
    await expect(page.getByLabel('Password')).toBeFocused();
    expect(sent).toEqual([]);
    expect(routeOf(page)).toBe('/login');
  });

  test('the message is in the UI language (de)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'de'));
    await page.goto('/#/login');
    await tabTo(page, page.getByLabel('Benutzername'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-username')).toHaveText('Darf nicht leer sein');
    await expect(page.getByLabel('Benutzername')).toBeFocused();
  });

  test('Tab, type, Enter logs in once and goes to the ad centre', async ({ page }) => {
    needsRemotes(['adcenter']);
    const sent = requestsTo(page, '/auth/v2/login');
    await page.goto('/#/login');
    await typeInto(page, page.getByLabel('Username'), 'demo');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    // a second Enter while the first is on its way sends nothing more
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect.poll(() => routeOf(page)).toBe('/ad-center');
    expect(sent).toHaveLength(1);
  });
});

test('register with the keyboard: every field, Enter from the last, back to login', async ({
  page,
}) => {
  const sent = requestsTo(page, '/auth/v2/register');
  const username = uniqueName('kb');
  await page.goto('/#/register');
  await tabTo(page, page.getByLabel('Username'));
  // Enter on the empty form: every required field says so, focus on the first
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('error-license_key')).toHaveText('Cannot be empty');
  await expect(page.getByLabel('Username')).toBeFocused();
  expect(sent).toEqual([]);

  await page.keyboard.type(username);
  for (const [label, text] of [
    ['Nickname', 'Keyboard user'],
    ['Password', 'Passw0rd!'],
    ['Confirm password', 'Passw0rd!'],
    ['Email', `${username}@example.com`],
    ['Phone', '+8613800138000'],
    ['Authorization code', LICENSE_KEY],
  ] as const) {
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByText('Registered successfully')).toBeVisible();
  await expect.poll(() => routeOf(page)).toBe('/login');
  await expect(page.getByLabel('Username')).toHaveValue(username);
  expect(sent).toHaveLength(1);
});

test.describe('bottom sheets with the keyboard (docs/accessibility.md "Sheets")', () => {
  test('the customer-service sheet: Enter on Close shuts it and the focus is back on the header icon', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/notification');
    const icon = page.getByTestId('header-service');
    await tabTo(page, icon);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Customer service' });
    await expect(sheet).toBeFocused();
    await tabTo(page, sheet.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(icon).toBeFocused();
  });
});
