/**
 * Every call ends (issue 14): a call that never answers times out (here after 1.5 s, set in
 * app-config.json), the form says "the network is slow", keeps its input, and its button sends
 * again. A put or withdrawal whose answer was lost is sent again with the same request_id and
 * the server applies it once. Offline, a banner says so and forms fail at once.
 */
import {
  DEMO_PASSWORD,
  expect,
  LICENSE_KEY,
  needsRemotes,
  openAs,
  routeOf,
  setUser,
  test,
  uniqueName,
} from '../../fixtures';
import { minus } from '../../money';
import {
  hangFirst,
  OFFLINE_BANNER,
  OFFLINE_CALL,
  requestsTo,
  SLOW,
  SLOW_WAIT,
  shortTimeout,
  TIMEOUT_MS,
} from '../../requests';
import { plainWaitingPlan, skipOfficialPush, state } from '../plan/plan-helpers';
import {
  ledger,
  openWallet,
  PAY_PASSWORD,
  payConfirm,
  payDialog,
  property,
  startWithdrawal,
  typeOnKeypad,
  withdrawSheet,
} from '../wallet/wallet-helpers';

test.describe('a call that never answers', () => {
  test.beforeEach(async ({ page }) => {
    // a page load, a timeout and a second attempt: more than the default 30 s on a busy machine
    test.slow();
    await shortTimeout(page);
  });

  test('login: the message shows, the input stays, the button logs in', async ({ page, user }) => {
    await page.goto('/#/login');
    await hangFirst(page, '/auth/v2/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    const started = Date.now();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 10_000);
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    await expect(page.getByLabel('Password')).toHaveValue(user.password);
    expect(routeOf(page)).toBe('/login');

    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => routeOf(page), { timeout: 20_000 }).not.toBe('/login');
  });

  test('register: the message shows, the input stays, the button registers', async ({ page }) => {
    const name = uniqueName('r');
    await page.goto('/#/register');
    await hangFirst(page, '/auth/v2/register');
    const fields: [string, string, boolean?][] = [
      ['Username', name],
      ['Nickname', name],
      ['Password', DEMO_PASSWORD, true],
      ['Confirm password', DEMO_PASSWORD],
      ['Email', `${name}@example.com`],
      ['Phone', '+8613800138000'],
      ['Authorization code', LICENSE_KEY],
    ];
    for (const [label, value, exact] of fields) await page.getByLabel(label, { exact }).fill(value);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    for (const [label, value, exact] of fields) {
      await expect(page.getByLabel(label, { exact })).toHaveValue(value);
    }
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registered successfully')).toBeVisible();
  });

  test('put: sent again with the same request_id, applied once', async ({ page, user }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    const before = await state(user);
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    const bodies = await hangFirst(page, '/plan/order/put', { arrive: true });
    const amount = page.getByLabel('Put amount');
    await amount.fill('150.5');
    const putNow = page.getByRole('button', { name: 'Put now' });
    await putNow.click();
    await expect(page.getByTestId('put-error')).toHaveText(SLOW, SLOW_WAIT);
    await expect(amount).toHaveValue('150.5');
    // the call did arrive: the server took the money once
    await expect.poll(async () => (await state(user)).put_count).toBe(before.put_count + 1);

    await putNow.click();
    await expect(page.getByText('Put success')).toBeVisible();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ id: plan.id, amount: '150.50' });
    expect(bodies[1]!.request_id).toBe(bodies[0]!.request_id);
    expect(bodies[0]!.request_id).toMatch(/^[0-9a-f-]{36}$/);

    const after = await state(user);
    expect(after.put_count).toBe(before.put_count + 1);
    const deliveries = after.ledger.filter(
      (e) => e.type === 'ad_delivery' && e.remark.includes(plan.plan_no),
    );
    expect(deliveries.map((e) => e.amount)).toEqual(['-150.50']);
    expect(after.property.available_balance).toBe(
      minus(before.property.available_balance, '150.50'),
    );
  });

  test('put: a retry after a lost answer is not refused by the balance the first put lowered', async ({
    page,
    user,
  }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    // enough for one put of 150.50, not for two
    await setUser(user, { balance: '200.00' });
    const before = await state(user);
    expect(before.property.available_balance).toBe('200.00');
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    const balance = page.getByTestId('put-balance');
    await expect(balance).toContainText('$200.00', { timeout: 20_000 });
    const bodies = await hangFirst(page, '/plan/order/put', { arrive: true });
    const amount = page.getByLabel('Put amount');
    await amount.fill('150.50');
    const putNow = page.getByRole('button', { name: 'Put now' });
    await putNow.click();
    await expect(page.getByTestId('put-error')).toHaveText(SLOW, SLOW_WAIT);
    // the server took it: the balance the panel shows now is below the amount
    await expect(balance).toContainText('$49.50');

    await putNow.click();
    await expect(page.getByText('Put success')).toBeVisible();
    await expect(page.getByText('Insufficient balance')).toHaveCount(0);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.request_id).toBe(bodies[0]!.request_id);
    const after = await state(user);
    expect(after.put_count).toBe(before.put_count + 1);
    expect(after.property.available_balance).toBe('49.50');
    const deliveries = after.ledger.filter(
      (e) => e.type === 'ad_delivery' && e.remark.includes(plan.plan_no),
    );
    expect(deliveries.map((e) => e.amount)).toEqual(['-150.50']);
  });

  test('withdraw: sent again with the same request_id, applied once', async ({ page, user }) => {
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    const before = await property(user);
    const withdrawalsBefore = (await ledger(user, { type: 'manual_withdrawal' })).total;
    await openWallet(page, user);
    const bodies = await hangFirst(page, '/user/withdraw', { arrive: true });

    const sheet = await startWithdrawal(page, '123.45');
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    await expect(payDialog(page)).toHaveCount(0);
    await expect(withdrawSheet(page)).toBeVisible();
    await expect(sheet.getByLabel('Amount')).toHaveValue('123.45');

    await sheet.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(payDialog(page)).toBeVisible();
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();
    await expect(sheet.getByTestId('withdraw-result')).toBeVisible();

    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ amount: '123.45', method: 'bank_card' });
    expect(bodies[1]!.request_id).toBe(bodies[0]!.request_id);
    expect((await property(user)).available_balance).toBe(
      minus(before.available_balance, '123.45'),
    );
    const withdrawals = await ledger(user, { type: 'manual_withdrawal' });
    expect(withdrawals.total).toBe(withdrawalsBefore + 1);
  });

  test('bind card: the message shows, the input stays, the button binds', async ({
    page,
    user,
  }) => {
    needsRemotes(['wallet']);
    await setUser(user, { card: null });
    await openAs(page, user, '/wallet/bind-card');
    const form = page.getByTestId('bind-form');
    await expect(form).toHaveAttribute('data-method', 'bank_card', { timeout: 20_000 });
    await hangFirst(page, '/bank_card/edit');
    const fields: [string, string][] = [
      ['Bank name', 'Harbor Bank'],
      ['Beneficiary', 'Ann Lee'],
      ['Mobile number', '+44 20 7946 0958'],
      ['Bank account', 'GB29NWBK60161331926819'],
      ['Branch name', 'Canary Wharf'],
      ['Bank address', '1 Canada Square, London'],
    ];
    for (const [label, value] of fields) await page.getByLabel(label).fill(value);
    const bind = form.getByRole('button', { name: 'Bind', exact: true });
    await bind.click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    for (const [label, value] of fields) await expect(page.getByLabel(label)).toHaveValue(value);
    await bind.click();
    await expect(page.getByText('Bound successfully')).toBeVisible();
  });

  test('feedback: the message shows, the input stays, the button posts', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/feedback');
    await expect(page.getByLabel('Topic')).toBeVisible({ timeout: 20_000 });
    await hangFirst(page, '/feedback');
    await page.getByLabel('Topic').fill('Slow network');
    await page.getByLabel('Content').fill('Does this arrive?');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    await expect(page.getByLabel('Topic')).toHaveValue('Slow network');
    await expect(page.getByLabel('Content')).toHaveValue('Does this arrive?');
    await submit.click();
    await expect(page.getByText('Posted successfully')).toBeVisible();
  });

  test('set password: the message shows and Confirm sets it', async ({ page, user }) => {
    await setUser(user, { pay_password: null, card: null });
    await openAs(page, user, '/wallet/set-password');
    const step = page.getByTestId('pay-step');
    await expect(step).toHaveAttribute('data-step', 'new', { timeout: 20_000 });
    await hangFirst(page, '/set/password');
    await typeOnKeypad(page, '246813');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step).toHaveAttribute('data-step', 'confirm');
    await typeOnKeypad(page, '246813');
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await confirm.click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    await expect(step).toHaveAttribute('data-step', 'confirm');
    await expect(page.getByTestId('pay-password-cells')).toHaveAttribute('data-length', '6');
    await confirm.click();
    await expect(page.getByText('Set successfully')).toBeVisible();
  });

  test('foreign exchange: the message shows, the code stays, Verify answers', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/wallet/foreign-exchange');
    const code = page.getByLabel('Acceptance code');
    await expect(code).toBeVisible({ timeout: 20_000 });
    await hangFirst(page, '/acceptor/detail');
    await code.fill('P-8888');
    const verify = page.getByRole('button', { name: 'Verify' });
    await verify.click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    await expect(code).toHaveValue('P-8888');
    await verify.click();
    await expect(page.getByTestId('acceptor').getByTestId('acceptor-name')).toHaveText('Li Wei');
  });
});

test.describe('offline', () => {
  test.beforeEach(() => test.slow());

  test('a banner says so; a form fails at once and sends once back online', async ({
    page,
    context,
    user,
  }) => {
    await openAs(page, user, '/ad-center/feedback');
    await expect(page.getByLabel('Topic')).toBeVisible({ timeout: 20_000 });
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toBeHidden();
    const sent = requestsTo(page, '/feedback');

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText(OFFLINE_BANNER);
    await page.getByLabel('Topic').fill('Offline');
    await page.getByLabel('Content').fill('Written on a train');
    const submit = page.getByRole('button', { name: 'Submit' });
    const started = Date.now();
    await submit.click();
    await expect(page.getByText(OFFLINE_CALL)).toBeVisible();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(sent).toHaveLength(0);
    await expect(page.getByLabel('Topic')).toHaveValue('Offline');
    await expect(page.getByLabel('Content')).toHaveValue('Written on a train');

    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await submit.click();
    await expect(page.getByText('Posted successfully')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test('the banner speaks the UI language', async ({ page, context }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'de'));
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toHaveText(
      'Sie sind offline. Bis die Verbindung zurück ist, wird nichts gesendet.',
    );
  });
});
