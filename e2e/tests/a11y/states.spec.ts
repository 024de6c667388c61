/**
 * What axe cannot see by itself (docs/accessibility.md): a control that looks disabled says so to
 * assistive technology, the keypad's icon keys have names and work, and focus is visible.
 */
import { expect, openAs, setUser, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import {
  openWallet,
  PAY_PASSWORD,
  payConfirm,
  payDialog,
  startWithdrawal,
  typeOnKeypad,
} from '../../support/wallet';

test.describe('disabled state is exposed', () => {
  test('withdraw dialog: Confirm is disabled with five digits, enabled with six', async ({
    page,
    user,
  }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await openWallet(page, user);
    await startWithdrawal(page, '12.00');
    await expect(payDialog(page)).toBeVisible();
    await typeOnKeypad(page, PAY_PASSWORD.slice(0, 5));
    await expect(payConfirm(page)).toBeDisabled();
    await expect(payConfirm(page)).toHaveAttribute('aria-disabled', 'true');
    await typeOnKeypad(page, PAY_PASSWORD.slice(5));
    await expect(payConfirm(page)).toBeEnabled();
    await expect(payConfirm(page)).toHaveAttribute('aria-disabled', 'false');
  });

  test('set-password: Next is disabled below six digits', async ({ page, user }) => {
    await setUser(user, { pay_password: null, card: null });
    await openAs(page, user, '/wallet/set-password');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeVisible({ timeout: 20_000 });
    await expect(next).toBeDisabled();
    await typeOnKeypad(page, '24681');
    await expect(next).toBeDisabled();
    await typeOnKeypad(page, '3');
    await expect(next).toBeEnabled();
  });

  test('bind card: Save changes is disabled while nothing changed', async ({ page, user }) => {
    await setUser(user, { card: 'demo', pay_password: PAY_PASSWORD });
    await openAs(page, user, '/wallet/bind-card');
    await expect(page.getByTestId('bind-status')).toHaveText('Bound', { timeout: 20_000 });
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await page.getByLabel('Branch name').fill('Uptown Branch');
    await expect(save).toBeEnabled();
  });
});

test('the keypad keys without text are named and work: Delete erases, Hide keyboard hides', async ({
  page,
  user,
}) => {
  await setUser(user, { pay_password: null, card: null });
  await openAs(page, user, '/wallet/set-password');
  const cells = page.getByTestId('pay-password-cells');
  await expect(cells).toBeVisible({ timeout: 20_000 });
  await typeOnKeypad(page, '123');
  await expect(cells).toHaveAttribute('data-length', '3');
  const keypad = page.locator('.adn-pay-keyboard');
  await keypad.getByRole('button', { name: 'Delete' }).click();
  await expect(cells).toHaveAttribute('data-length', '2');
  await keypad.getByRole('button', { name: 'Hide keyboard' }).click();
  await expect(keypad.getByRole('button', { name: 'Delete' })).toBeHidden();
});

test('the keypad key names follow the language', async ({ page, user }) => {
  await setUser(user, { pay_password: null, card: null });
  await page.addInitScript(() => localStorage.setItem('lang', 'de'));
  await openAs(page, user, '/wallet/set-password');
  await expect(page.getByTestId('pay-password-cells')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('pay-password-cells').click();
  const keypad = page.locator('.adn-pay-keyboard');
  await expect(keypad.getByRole('button', { name: 'Löschen' })).toBeVisible();
  await expect(keypad.getByRole('button', { name: 'Tastatur ausblenden' })).toBeVisible();
});

test('focus is visible: a field, a button and a link show the token-coloured ring', async ({
  page,
}) => {
  await page.goto('/#/login');
  const username = page.getByLabel('Username');
  await expect(username).toBeVisible();
  const ring = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        style: s.outlineStyle,
        width: s.outlineWidth,
        color: s.outlineColor,
        offset: s.outlineOffset,
      };
    });
  await page.keyboard.press('Tab');
  // tab along until the username field has the focus
  for (let i = 0; i < 10 && !(await username.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(username).toBeFocused();
  // the ring is drawn around the whole field (label, input, message), not on Arco's inner box,
  // and on the field's own border (1 px in), not 2 px outside it: no double border
  expect(await ring('.arco-input-wrap:has(:focus-visible)')).toMatchObject({ style: 'none' });
  expect(await ring('.adn-field:has(:focus-visible)')).toEqual({
    style: 'solid',
    width: '2px',
    color: 'rgb(22, 93, 255)',
    offset: '-1px',
  });
  const login = page.getByRole('button', { name: 'Log in' });
  await login.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(login).toBeFocused();
  // the same ring, 2 px off a control without a border of its own
  expect(await ring('.adn-auth-submit')).toEqual({
    style: 'solid',
    width: '2px',
    color: 'rgb(22, 93, 255)',
    offset: '2px',
  });
  const link = page.locator('.adn-auth-switch a');
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const linkStyle = await link.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle, underline: s.textDecorationLine };
  });
  expect(linkStyle).toEqual({ outline: 'solid', underline: 'underline' });
});

test.describe('form fields are not search landmarks (Arco puts role=search on every input box)', () => {
  test('register', async ({ page }) => {
    await page.goto('/#/register');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.locator('.arco-input-container')).not.toHaveCount(0);
    await expect(page.getByRole('search')).toHaveCount(0);
  });

  test('feedback (Textarea)', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/feedback');
    await expect(page.locator('textarea').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('search')).toHaveCount(0);
  });
});

test.describe('tab strips work by keyboard (tab roles, arrows, the focused tab scrolled into view)', () => {
  test('the plan status strip, which scrolls', async ({ page, user }) => {
    await skipOfficialPush(page, user);
    await openAs(page, user, '/plan');
    const strip = page.getByTestId('plan-tabs').getByRole('tablist');
    const tabs = strip.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
    const count = await tabs.count();
    await tabs.first().focus();
    for (let i = 1; i < count; i++) await page.keyboard.press('ArrowRight');
    const last = tabs.nth(count - 1);
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/status=/);
    // the last tab, beyond the right edge at first, has been scrolled into the strip's view
    const [box, view] = await Promise.all([last.boundingBox(), strip.boundingBox()]);
    expect(box && view && box.x + box.width <= view.x + view.width + 1).toBe(true);
  });

  test('the coupon tabs', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/coupons');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3, { timeout: 20_000 });
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/status=used/);
  });
});
