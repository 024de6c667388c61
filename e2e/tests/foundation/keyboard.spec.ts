/**
 * The host's forms and sheets with the keyboard alone (docs/accessibility.md "Keyboard"): Tab to a field, type,
 * Enter. No click anywhere in this file. Enter on an invalid form shows the localized message,
 * moves focus to the first field in error and sends nothing; on a valid one it does what a tap
 * does, once. The other apps' cases are in their own folders (`<app>/keyboard.spec.ts`).
 */
import type { Page } from '@playwright/test';
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
import { payDialog, withdrawByKeyboard } from '../../support/wallet';

/** Whether the focus is inside the element `selector` matches (never on the page behind). */
const focusIn = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const active = document.activeElement;
    return Boolean(active && active !== document.body && active.closest(sel));
  }, selector);

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

test.describe('the language sheet with the keyboard (docs/accessibility.md "Language sheet")', () => {
  test('a named dialog: the list takes the focus, arrows turn it, Tab stays in, Escape gives the focus back', async ({
    page,
  }) => {
    await page.goto('/#/login');
    const globe = page.getByTestId('header-lang');
    await tabTo(page, globe);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose a language' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const list = dialog.getByRole('listbox', { name: 'Choose a language' });
    await expect(list).toBeFocused();
    await expect(list.getByRole('option')).toHaveCount(12);
    await expect(list.getByRole('option', { selected: true })).toHaveText('English');
    // each row is read in its own language
    await expect(list.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');

    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { selected: true })).toHaveText('简体中文');
    const active = await list.getAttribute('aria-activedescendant');
    await expect(list.getByRole('option', { selected: true })).toHaveAttribute('id', active ?? '');
    await page.keyboard.press('End');
    await expect(list.getByRole('option', { selected: true })).toHaveText('Tiếng Việt');
    await page.keyboard.press('Home');
    await expect(list.getByRole('option', { selected: true })).toHaveText('English');

    // Tab walks Cancel, the list and Confirm, never the page behind
    const stops = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIn(page, '.adn-language-sheet')).toBe(true);
      stops.add(await page.evaluate(() => document.activeElement?.textContent?.slice(0, 8) ?? ''));
    }
    expect(stops.size).toBe(3);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(globe).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('arrows to a language and Enter switch to it; the focus is back on the globe', async ({
    page,
  }) => {
    await page.goto('/#/login');
    const globe = page.getByTestId('header-lang');
    await tabTo(page, globe);
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox', { name: 'Choose a language' });
    await expect(list).toBeFocused();
    for (const label of ['简体中文', '繁體中文', 'Deutsch']) {
      await page.keyboard.press('ArrowDown');
      await expect(list.getByRole('option', { selected: true })).toHaveText(label);
    }
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(list).toBeHidden();
    await expect(page.getByTestId('header-lang')).toBeFocused();
    await expect(page.getByTestId('header-lang')).toHaveAccessibleName('Sprache');
  });
});

test.describe('dialogs give the focus back (docs/accessibility.md "Dialogs")', () => {
  test('the transaction password: the first Escape closes it, the focus back in the sheet', async ({
    page,
    user,
  }) => {
    needsRemotes(['wallet']);
    const sheet = await withdrawByKeyboard(page, user);
    await typeInto(page, sheet.getByLabel('Amount'), '12');
    await page.keyboard.press('Enter');
    const cells = page.getByTestId('pay-password-cells');
    await expect(cells).toBeFocused();
    await page.keyboard.type('135');
    await page.keyboard.press('Escape');
    await expect(payDialog(page)).toBeHidden();
    expect(await focusIn(page, '[data-testid="withdraw-sheet"]')).toBe(true);
    // the sheet answers the keyboard again: a second Escape closes it
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('action-withdraw')).toBeFocused();
  });

  test('the official push opened by itself: closed, the focus is on the page’s heading', async ({
    page,
    user,
  }) => {
    needsRemotes(['plan']);
    await openAs(page, user, '/plan?status=settled');
    const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => focusIn(page, '.adn-push-dialog')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // the next Tab goes on from the top of the page, not from nowhere
    await page.keyboard.press('Tab');
    expect(await focusIn(page, '.adn-page')).toBe(true);
  });
});
