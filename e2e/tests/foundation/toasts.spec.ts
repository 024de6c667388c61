/**
 * Toasts land where they cover nothing they are about (docs/design-tokens.md "Toast"): a success
 * is a status, a failure an alert, each with its own icon and colour; the words name the action;
 * a change the screen already shows gets no toast; a field's error stays under the field.
 * Both profiles: where a toast lands depends on the window.
 */
import type { Locator, Page } from '@playwright/test';
import commonDe from '../../../shared/src/i18n/locales/de.json' with { type: 'json' };
import { expect, force, openAs, routeOf, setUser, test } from '../../fixtures';
import { PAY_PASSWORD, payConfirm, typeOnKeypad } from '../wallet/wallet-helpers';

// each test opens a remote cold and goes through a flow of several steps
test.describe.configure({ timeout: 60_000 });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast's drawn box (the dark pill, not Arco's full-width wrapper). */
const toastInner = (page: Page) => page.locator('.arco-toast-inner');

/** Waits for the toast with `text` and checks that it covers none of `subjects`. */
async function expectToastBeside(page: Page, text: string, subjects: Locator[]) {
  const toast = toastInner(page).filter({ hasText: text });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  for (const subject of subjects) {
    await expect(subject).toBeVisible();
    const other = await subject.boundingBox();
    expect(other).not.toBeNull();
    expect(
      overlap(box!, other!),
      `the toast ${JSON.stringify(box)} covers ${subject} ${JSON.stringify(other)}`,
    ).toBe(false);
  }
  return toast;
}

test('"Bound successfully" is a status beside the total assets, not over them', async ({
  page,
  user,
}) => {
  await setUser(user, { card: null });
  await openAs(page, user, '/wallet/bind-card');
  await expect(page.getByTestId('bind-form')).toHaveAttribute('data-method', 'bank_card', {
    timeout: 20_000,
  });
  await page.getByLabel('Bank name').fill('Harbor Bank');
  await page.getByLabel('Beneficiary').fill('Ann Lee');
  await page.getByLabel('Mobile number').fill('+44 20 7946 0958');
  await page.getByLabel('Bank account').fill('GB29NWBK60161331926819');
  await page.getByLabel('Branch name').fill('Canary Wharf');
  await page.getByLabel('Bank address').fill('1 Canada Square, London');
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect.poll(() => routeOf(page)).toBe('/wallet');
  const toast = await expectToastBeside(page, 'Bound successfully', [
    page.getByTestId('figure-total_assets'),
    page.getByTestId('figure-available_balance'),
  ]);
  await expect(toast.getByRole('status')).toHaveText('Bound successfully');
  await expect(toast.getByRole('alert')).toHaveCount(0);
});

test('changing payout details says so, and a failure is an alert in another colour', async ({
  page,
  user,
}) => {
  await setUser(user, { card: 'demo', pay_password: PAY_PASSWORD });
  await openAs(page, user, '/wallet/bind-card');
  await expect(page.getByTestId('bind-status')).toHaveText('Bound', { timeout: 20_000 });
  await page.getByLabel('Branch name').fill('Uptown Branch');

  // first the server refuses: an alert, the form keeps its input
  await force('/bank_card/edit', { code: 500, times: 1 }, user.token);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await typeOnKeypad(page, PAY_PASSWORD);
  await payConfirm(page).click();
  const failed = toastInner(page).filter({ hasText: 'Server error' });
  await expect(failed.getByRole('alert')).toHaveText('Server error');
  const failColour = await failed.evaluate((el) => getComputedStyle(el).backgroundColor);
  const failIcon = await failed.locator('svg').first().getAttribute('class');
  await expect(page.getByLabel('Branch name')).toHaveValue('Uptown Branch');
  await expect(failed).toBeHidden({ timeout: 5_000 });

  await page.getByRole('button', { name: 'Save changes' }).click();
  await typeOnKeypad(page, PAY_PASSWORD);
  await payConfirm(page).click();
  await expect.poll(() => routeOf(page)).toBe('/wallet');
  const done = await expectToastBeside(page, 'Payout details updated', [
    page.getByTestId('figure-total_assets'),
  ]);
  await expect(done.getByRole('status')).toHaveText('Payout details updated');
  await expect(page.getByText('Bound successfully')).toHaveCount(0);
  expect(await done.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(failColour);
  expect(await done.locator('svg').first().getAttribute('class')).not.toBe(failIcon);
});

test('"Set successfully" leaves the done check and its heading uncovered', async ({
  page,
  user,
}) => {
  await setUser(user, { pay_password: null, card: null });
  await openAs(page, user, '/wallet/set-password');
  await expect(page.getByTestId('pay-step')).toHaveAttribute('data-step', 'new', {
    timeout: 20_000,
  });
  await typeOnKeypad(page, '246813');
  await page.getByRole('button', { name: 'Next' }).click();
  await typeOnKeypad(page, '246813');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const done = page.getByTestId('set-password-done');
  await expectToastBeside(page, 'Set successfully', [
    done.locator('.wal-done-icon'),
    done.getByRole('heading'),
    done.getByRole('button', { name: 'Back to wallet' }),
  ]);
});

test('"Coupon claimed" leaves the gift uncovered', async ({ page, user }) => {
  await openAs(page, user, '/ad-center/activities');
  const claim = page.getByRole('button', { name: 'Claim now' });
  await expect(claim).toBeEnabled({ timeout: 20_000 });
  await claim.click();
  await expectToastBeside(page, 'Coupon claimed', [
    page.locator('.adc-gift-icon'),
    page.locator('#adc-gift-title'),
    page.getByRole('button', { name: 'Received' }),
  ]);
});

test('a language switch shows no toast: the screen changing is the confirmation', async ({
  page,
  user,
}) => {
  await openAs(page, user, '/ad-center');
  await expect(page.getByTestId('header-lang')).toBeVisible({ timeout: 20_000 });
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/user/info/edit');
  await page.getByTestId('header-lang').click();
  const sheet = page.locator('.adn-language-sheet .arco-popup-content');
  await expect(sheet).toBeVisible();
  // step the wheel one row at a time (a tap on the row next to the selected one) to German
  const items = sheet.locator('.arco-picker-column-item');
  const target = (await items.allInnerTexts()).indexOf('Deutsch');
  for (let step = 0; step < 12; step++) {
    const classes = await items.evaluateAll((els) => els.map((e) => e.className));
    const selected = classes.findIndex((c) => c.split(/\s+/).includes('selected'));
    if (selected === target) break;
    await items.nth(selected + (target > selected ? 1 : -1)).click();
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(350);
  await sheet.locator('.arco-picker-header-btn').last().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await saved;
  await page.waitForTimeout(300);
  await expect(page.locator('.arco-toast')).toHaveCount(0);
  await expect(page.getByText(commonDe.success.update)).toHaveCount(0);
});

test('a field the server refuses is told under that field, not in a toast', async ({
  page,
  user,
}) => {
  await setUser(user, { card: null });
  await openAs(page, user, '/wallet/bind-card');
  await expect(page.getByTestId('bind-form')).toHaveAttribute('data-method', 'bank_card', {
    timeout: 20_000,
  });
  await page.getByLabel('Bank name').fill('Harbor Bank');
  await page.getByLabel('Beneficiary').fill('Ann Lee');
  await page.getByLabel('Mobile number').fill('+44 20 7946 0958');
  await page.getByLabel('Bank account').fill('GB29NWBK60161331926819');
  await page.getByLabel('Branch name').fill('Canary Wharf');
  await page.getByLabel('Bank address').fill('1 Canada Square, London');
  await force(
    '/bank_card/edit',
    {
      code: 400,
      msg: 'a field is too long',
      data: { error: 'too_long', field: 'branch_name', max: 100 },
      times: 1,
    },
    user.token,
  );
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByTestId('error-branch_name')).toHaveText(
    'Branch name is too long: at most 100 characters',
  );
  await expect(page.getByLabel('Branch name')).toBeFocused();
  await page.waitForTimeout(300);
  await expect(page.locator('.arco-toast')).toHaveCount(0);
  expect(routeOf(page)).toBe('/wallet/bind-card');
});
