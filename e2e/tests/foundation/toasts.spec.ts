/**
 * Toasts land where they cover nothing they are about (docs/design-tokens.md "Toast"): a success
 * is a status, a failure an alert, each with its own icon and colour; the words name the action;
 * a change the screen already shows gets no toast; a field's error stays under the field.
 * Both profiles: where a toast lands depends on the window.
 */
import commonDe from '#repo/shared/src/i18n/locales/de.json' with { type: 'json' };
import { expect, force, openAs, routeOf, setUser, test } from '../../support/fixtures';
import { switchLanguage } from '../../support/language-sheet';
import { plainWaitingPlan, putNow, skipOfficialPush } from '../../support/plan';
import { PAY_PASSWORD, payConfirm, typeOnKeypad } from '../../support/wallet';
import { expectToastBeside, overlap, recordToasts, toastShown } from './toast-record';

// each test opens a remote cold and goes through a flow of several steps
test.describe.configure({ timeout: 90_000 });

test('"Put success" covers no figure of the plan (its dates, amounts) and no field', async ({
  page,
  user,
}) => {
  await skipOfficialPush(page, user);
  const plan = await plainWaitingPlan(user);
  await recordToasts(page);
  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await page.getByLabel('Put amount').fill('500');
  await putNow(page);
  const toast = await expectToastBeside(page, 'Put success', [page.getByTestId('plan-no').first()]);
  expect(toast.roles).toEqual(['status']);
});

test('"Bound successfully" is a status beside the total assets, not over them', async ({
  page,
  user,
}) => {
  await setUser(user, { card: null });
  await recordToasts(page);
  await openAs(page, user, '/wallet/bind-card');
  await expect(page.getByTestId('bind-form')).toHaveAttribute('data-method', 'bank_card', {
    timeout: 30_000,
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
  expect(toast.roles).toEqual(['status']);
});

test('changing payout details says so, and a failure is an alert in another colour', async ({
  page,
  user,
}) => {
  await setUser(user, { card: 'demo', pay_password: PAY_PASSWORD });
  await recordToasts(page);
  await openAs(page, user, '/wallet/bind-card');
  await expect(page.getByTestId('bind-status')).toHaveText('Bound', { timeout: 30_000 });
  await page.getByLabel('Branch name').fill('Uptown Branch');

  // first the server refuses: an alert, the form keeps its input
  await force('/bank_card/edit', { code: 500, times: 1 }, user.token);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await typeOnKeypad(page, PAY_PASSWORD);
  await payConfirm(page).click();
  const failed = await toastShown(page, 'Server error');
  expect(failed.roles).toEqual(['alert']);
  // the button that opened the password dialog takes the focus back: the toast leaves it free
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeFocused();
  expect(overlap(failed.box, (await save.boundingBox())!)).toBe(false);
  await expect(page.getByLabel('Branch name')).toHaveValue('Uptown Branch');
  await expect(page.locator('.arco-toast')).toHaveCount(0, { timeout: 5_000 });

  await page.getByRole('button', { name: 'Save changes' }).click();
  await typeOnKeypad(page, PAY_PASSWORD);
  await payConfirm(page).click();
  await expect.poll(() => routeOf(page)).toBe('/wallet');
  const done = await expectToastBeside(page, 'Payout details updated', [
    page.getByTestId('figure-total_assets'),
  ]);
  expect(done.roles).toEqual(['status']);
  expect(await page.evaluate(() => JSON.stringify(window.__toasts))).not.toContain(
    'Bound successfully',
  );
  // success and failure differ by colour and by icon
  expect(done.background).not.toBe(failed.background);
  expect(done.icon).not.toBe(failed.icon);
});

test('"Set successfully" leaves the done check and its heading uncovered', async ({
  page,
  user,
}) => {
  await setUser(user, { pay_password: null, card: null });
  await recordToasts(page);
  await openAs(page, user, '/wallet/set-password');
  await expect(page.getByTestId('pay-step')).toHaveAttribute('data-step', 'new', {
    timeout: 30_000,
  });
  await typeOnKeypad(page, '246813');
  await page.getByRole('button', { name: 'Next' }).click();
  await typeOnKeypad(page, '246813');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const done = page.getByTestId('set-password-done');
  await expectToastBeside(page, 'Set successfully', [
    done.locator('.adn-pay-done-icon'),
    done.getByRole('heading'),
    done.getByRole('button', { name: 'Back to wallet' }),
  ]);
});

test('"Coupon claimed" leaves the gift uncovered', async ({ page, user }) => {
  await recordToasts(page);
  await openAs(page, user, '/ad-center/activities');
  const claim = page.getByRole('button', { name: 'Claim now' });
  await expect(claim).toBeEnabled({ timeout: 30_000 });
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
  await recordToasts(page);
  await openAs(page, user, '/ad-center');
  await expect(page.getByTestId('header-lang')).toBeVisible({ timeout: 30_000 });
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/user/info/edit');
  await switchLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await saved;
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.__toasts)).toEqual([]);
  await expect(page.getByText(commonDe.success.update)).toHaveCount(0);
});

test('a field the server refuses is told under that field, not in a toast', async ({
  page,
  user,
}) => {
  await setUser(user, { card: null });
  await recordToasts(page);
  await openAs(page, user, '/wallet/bind-card');
  await expect(page.getByTestId('bind-form')).toHaveAttribute('data-method', 'bank_card', {
    timeout: 30_000,
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
  expect(await page.evaluate(() => window.__toasts)).toEqual([]);
  expect(routeOf(page)).toBe('/wallet/bind-card');
});
