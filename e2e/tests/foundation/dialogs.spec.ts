/**
 * Every centred dialog is one component (docs/design-tokens.md "Dialogs",
 * docs/accessibility.md "Dialogs"): a modal dialog named by its title, the focus moved in and
 * kept in, Escape or the system back cancels, the focus goes back to what opened it, real
 * buttons named by their verb, and it closes when its route is left. Both profiles.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openAs, routeOf, setUser, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { asAndroidShell } from '../../support/shell';
import { PAY_PASSWORD, startWithdrawal, typeOnKeypad } from '../../support/wallet';

// each test opens a remote cold and goes through a flow of several steps
test.describe.configure({ timeout: 90_000 });

/** The element that has the focus, as a short description. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return el.getAttribute('data-testid') ?? el.textContent?.trim() ?? el.tagName;
  });

const focusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));

/** Presses Tab until the element with `testid` has the focus (at most 20 times). */
async function tabTo(page: Page, testid: string) {
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === testid) return;
  }
  throw new Error(`Tab never reached ${testid}`);
}

/** The dialog's modal semantics and its buttons: every action a real <button>. */
async function expectModal(dialog: Locator, names: string[]) {
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  for (const name of names) {
    const button = dialog.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    expect(await button.evaluate((b) => b.tagName)).toBe('BUTTON');
  }
}

test('log out with the keyboard alone: Tab stays inside, Escape cancels, the focus returns', async ({
  page,
  user,
}) => {
  await openAs(page, user, '/ad-center');
  await expect(page.getByTestId('header-logout')).toBeVisible({ timeout: 30_000 });
  await tabTo(page, 'header-logout');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: 'Log out' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Do you want to log out of your account?');
  await expectModal(dialog, ['Cancel', 'Log out']);
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside(dialog)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-logout')).toBeFocused();
  expect(routeOf(page)).toBe('/ad-center');

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (let i = 0; i < 4 && (await focused(page)) !== 'Log out'; i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fb_token'))).toBeNull();
});

test('the logout question closes when its route is left', async ({ page, user }) => {
  await openAs(page, user, '/ad-center');
  await page.getByTestId('header-logout').click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out' });
  await expect(dialog).toBeVisible();
  await page.evaluate(() => {
    location.hash = '#/wallet';
  });
  // the route is left once the next page shows (its code may still be on its way before)
  await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(page.locator('.arco-dialog-mask')).toHaveCount(0);
});

test('the official push: a named dialog; the system back closes it and stays on the page', async ({
  page,
  user,
}) => {
  const shell = await asAndroidShell(page);
  await openAs(page, user, '/plan?status=settled');
  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expectModal(dialog, ['Close', 'View the plan']);
  await expect.poll(() => focusInside(dialog)).toBe(true);
  expect(await shell.systemBack()).toBe(true);
  await expect(dialog).toBeHidden();
  expect(routeOf(page)).toBe('/plan');
});

test.describe('the re-bind question after a new transaction password', () => {
  // twelve taps on the keypad before the question: a loaded machine takes its time
  test.describe.configure({ timeout: 150_000 });

  async function setNewPassword(page: Page) {
    const step = page.getByTestId('pay-step');
    await expect(step).toHaveAttribute('data-step', 'old', { timeout: 30_000 });
    await typeOnKeypad(page, PAY_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step).toHaveAttribute('data-step', 'new');
    await typeOnKeypad(page, '975310');
    await page.getByRole('button', { name: 'Next' }).click();
    await typeOnKeypad(page, '975310');
    await page.getByRole('button', { name: 'Confirm' }).click();
  }

  test('says why it asks, and the system back answers it without leaving the page', async ({
    page,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    const shell = await asAndroidShell(page);
    await openAs(page, user, '/wallet/set-password');
    await setNewPassword(page);
    const dialog = page.getByRole('dialog', { name: 'Bind your payout details again?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('old transaction password');
    await expectModal(dialog, ['Later', 'Re-bind']);
    expect(await shell.systemBack()).toBe(true);
    await expect(dialog).toBeHidden();
    expect(routeOf(page)).toBe('/wallet/set-password');
    await expect(page.getByTestId('set-password-done')).toBeVisible();
  });

  test('does not follow the merchant onto another page', async ({ page, user }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await openAs(page, user, '/ad-center/edit-pay-password');
    await setNewPassword(page);
    const dialog = page.getByRole('dialog', { name: 'Bind your payout details again?' });
    await expect(dialog).toBeVisible();
    await page.evaluate(() => {
      location.hash = '#/wallet';
    });
    await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 30_000 });
    expect(routeOf(page)).toBe('/wallet');
    await expect(dialog).toBeHidden();
    await expect(page.locator('.arco-dialog-mask')).toHaveCount(0);
  });
});

test('"Withdrawal unavailable" is an alert dialog with real buttons; Escape closes it', async ({
  page,
  user,
}) => {
  await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo', startup_funds_returned: false });
  await openAs(page, user, '/wallet');
  await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 30_000 });
  await startWithdrawal(page, '10');
  const dialog = page.getByRole('alertdialog', { name: 'Withdrawal unavailable' });
  await expect(dialog).toBeVisible();
  await expectModal(dialog, ['Close', 'Contact customer service']);
  await expect.poll(() => focusInside(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cs-popup')).toHaveCount(0);
});

test('the pay-password cells take the focus when a tap shows it, also after a tap elsewhere', async ({
  page,
  user,
}) => {
  await skipOfficialPush(page, user);
  await setUser(user, { pay_password: null, card: null });
  await openAs(page, user, '/wallet/set-password');
  const cells = page.getByTestId('pay-password-cells');
  await expect(page.getByTestId('pay-step')).toHaveAttribute('data-step', 'new', {
    timeout: 30_000,
  });
  await typeOnKeypad(page, '246');
  // a tap on the disabled Next takes the focus away from the cells
  await page.getByRole('button', { name: 'Next' }).click({ force: true });
  await cells.click();
  await expect(cells).toHaveClass(/is-focused/);
  await expect(cells).toBeFocused();
  // a hardware keyboard types into them
  await page.keyboard.type('813');
  await expect(cells).toHaveAttribute('data-length', '6');
});

test('dialogs and sheets title at one weight, the header title’s', async ({ page, user }) => {
  await openAs(page, user, '/ad-center');
  const headerTitle = page.locator('.adn-header-title');
  await expect(headerTitle).toBeVisible({ timeout: 30_000 });
  const weight = (el: Locator) =>
    el.evaluate((e) => {
      const style = getComputedStyle(e);
      return `${style.fontWeight} stroke ${style.getPropertyValue('-webkit-text-stroke-width')}`;
    });
  const expected = await weight(headerTitle);
  expect(expected).toBe('600 stroke 0px');

  await page.getByTestId('header-logout').click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out' });
  await expect(dialog).toBeVisible();
  expect(await weight(dialog.locator('.arco-dialog-header'))).toBe(expected);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByTestId('header-service').click();
  const sheet = page.getByRole('dialog', { name: 'Customer service' });
  await expect(sheet).toBeVisible();
  expect(await weight(sheet.locator('.adn-sheet-title'))).toBe(expected);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.getByTestId('header-lang').click();
  const language = page.getByRole('dialog', { name: 'Choose a language' });
  await expect(language).toBeVisible();
  expect(await weight(language.locator('.arco-picker-header-title'))).toBe(expected);
});
