/**
 * Every form with the keyboard alone (issue 13 item 2; README "Keyboard"): Tab to a field, type,
 * Enter. No click anywhere in this file. Enter on an invalid form shows the localized message,
 * moves focus to the first field in error and sends nothing; on a valid one it does what a tap
 * does, once.
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
import { tabTo, typeInto } from '../../keyboard';
import { requestsTo } from '../../requests';
import { plainWaitingPlan, skipOfficialPush } from '../plan/plan-helpers';
import {
  cardDetail,
  openWallet,
  PAY_PASSWORD,
  payDialog,
  withdrawSheet,
} from '../wallet/wallet-helpers';

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

test.describe('put with the keyboard', () => {
  test('Enter on an empty amount says so and puts nothing; Enter on an amount puts once', async ({
    page,
    user,
  }) => {
    needsRemotes(['plan']);
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    const sent = requestsTo(page, '/plan/order/put');
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    const amount = page.getByLabel('Put amount');
    await tabTo(page, amount);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('put-error')).not.toHaveText('');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toBeFocused();
    expect(sent).toEqual([]);

    await page.keyboard.type('150');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Put success')).toBeVisible();
    await expect(page.getByTestId('put-panel')).toHaveCount(0);
    await expect(page.getByTestId('detail-put-amount')).toHaveText('$150.00');
    // the page stays: focus is on the plan's new status and amount
    await expect(page.getByTestId('plan-hero')).toBeFocused();
    expect(sent).toHaveLength(1);
  });
});

test.describe('bind card with the keyboard', () => {
  test('Enter on an incomplete form: messages, focus on the first field in error', async ({
    page,
    user,
  }) => {
    needsRemotes(['wallet']);
    await setUser(user, { card: null });
    await openAs(page, user, '/wallet/bind-card');
    await expect(page.getByTestId('bind-form')).toHaveAttribute('data-method', 'bank_card', {
      timeout: 20_000,
    });
    await typeInto(page, page.getByLabel('Bank name'), 'Harbor Bank');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-user_name')).toHaveText('Cannot be empty');
    await expect(page.getByTestId('error-bank_address')).toHaveText('Cannot be empty');
    await expect(page.getByLabel('Beneficiary')).toBeFocused();
    expect(await cardDetail(user)).toBeNull();
  });

  test('Tab through the fields, Enter in the last one binds the card', async ({ page, user }) => {
    needsRemotes(['wallet']);
    await setUser(user, { card: null });
    const sent = requestsTo(page, '/bank_card/edit');
    await openAs(page, user, '/wallet/bind-card');
    await expect(page.getByTestId('bind-form')).toHaveAttribute('data-method', 'bank_card', {
      timeout: 20_000,
    });
    await typeInto(page, page.getByLabel('Bank name'), 'Harbor Bank');
    for (const [label, text] of [
      ['Beneficiary', 'Ann Lee'],
      ['Mobile number', '+44 20 7946 0958'],
      ['Bank account', 'GB29NWBK60161331926819'],
      ['Branch name', 'Canary Wharf'],
      ['Bank address', '1 Canada Square, London'],
    ] as const) {
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(label)).toBeFocused();
      await page.keyboard.type(text);
    }
    // the bank address is a one-line field with a counter: Enter submits, adds no line
    await page.keyboard.press('Enter');
    await expect(page.getByText('Bound successfully')).toBeVisible();
    await expect.poll(() => routeOf(page)).toBe('/wallet');
    expect(await cardDetail(user)).toMatchObject({
      card_name: 'Harbor Bank',
      user_name: 'Ann Lee',
      bank_address: '1 Canada Square, London',
    });
    expect(sent).toHaveLength(1);
  });
});

test.describe('feedback with the keyboard', () => {
  test('Enter in the empty topic: the message, focus on the topic, nothing sent', async ({
    page,
    user,
  }) => {
    needsRemotes(['adcenter']);
    const sent = requestsTo(page, '/feedback');
    await openAs(page, user, '/ad-center/feedback');
    await tabTo(page, page.getByLabel('Topic'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('feedback-error')).toHaveText(
      'Please enter your topic and content',
    );
    await expect(page.getByLabel('Topic')).toBeFocused();
    await expect(page.getByLabel('Topic')).toHaveValue('');
    expect(sent).toEqual([]);
  });

  test('Enter in the content is a new line; Ctrl+Enter posts', async ({ page, user }) => {
    needsRemotes(['adcenter']);
    const sent = requestsTo(page, '/feedback');
    await openAs(page, user, '/ad-center/feedback');
    await typeInto(page, page.getByLabel('Topic'), 'Keyboard question');
    await page.keyboard.press('Tab');
    const content = page.getByLabel('Content');
    await expect(content).toBeFocused();
    await page.keyboard.type('First line');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second line');
    await expect(content).toHaveValue('First line\nsecond line');
    expect(sent).toEqual([]);
    await page.keyboard.press('Control+Enter');
    await expect(page.getByText('Posted successfully')).toBeVisible();
    await expect.poll(() => routeOf(page)).toBe('/ad-center');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toMatchObject({
      subject: 'Keyboard question',
      content: 'First line\nsecond line',
    });
  });
});

/** The one-field forms and the login-password change: Enter submits, focus follows. */
test.describe('the other forms with the keyboard', () => {
  test('follow an operator: Enter on a wrong ID says so; on a right one, focus on the result', async ({
    page,
    user,
  }) => {
    needsRemotes(['adcenter']);
    const sent = requestsTo(page, '/assistance/follow');
    await openAs(page, user, '/ad-center/operated');
    const field = page.getByLabel('Operator ID');
    await typeInto(page, field, '12345');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-operator_id')).toHaveText('ID wrong, please re-enter');
    await expect(field).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('OP30002');
    await page.keyboard.press('Enter');
    await expect(page.getByText('You now follow this operator')).toBeVisible();
    const current = page.getByTestId('current-operator');
    await expect(current).toContainText('OP30002');
    await expect(current).toBeFocused();
    expect(sent).toHaveLength(1);
  });

  test('bind card and foreign exchange: tab bars are ARIA tabs, the arrow keys switch them', async ({
    page,
    user,
  }) => {
    needsRemotes(['wallet']);
    await setUser(user, { card: null });
    await openAs(page, user, '/wallet/bind-card');
    await expect(page.getByTestId('bind-status')).toHaveText('Not bound', { timeout: 20_000 });
    const bank = page.getByRole('tab', { name: 'Bank card' });
    await expect(bank).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, bank);
    await page.keyboard.press('ArrowRight');
    const address = page.getByRole('tab', { name: 'Wallet address' });
    await expect(address).toBeFocused();
    await expect(address).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('bind-form')).toHaveAttribute('data-method', 'wallet_address');

    await openAs(page, user, '/wallet/foreign-exchange');
    const kinds = page.getByRole('tablist', { name: 'Acceptor type' });
    const personal = kinds.getByRole('tab', { name: 'Personal acceptor' });
    await expect(personal).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, personal);
    await page.keyboard.press('ArrowLeft'); // wraps to the last tab
    const enterprise = kinds.getByRole('tab', { name: 'Enterprise acceptor' });
    await expect(enterprise).toBeFocused();
    await expect(enterprise).toHaveAttribute('aria-selected', 'true');
    await expect(personal).toHaveAttribute('aria-selected', 'false');
  });

  test('foreign exchange: Enter looks the code up; focus on the field in error, then on the acceptor', async ({
    page,
    user,
  }) => {
    needsRemotes(['wallet']);
    await openAs(page, user, '/wallet/foreign-exchange');
    const code = page.getByLabel('Acceptance code');
    await typeInto(page, code, 'P-0000');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-acceptance_code')).toHaveText(
      'Acceptance code error, please re-enter',
    );
    await expect(code).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('P-8888');
    await page.keyboard.press('Enter');
    const acceptor = page.getByTestId('acceptor');
    await expect(acceptor.getByTestId('acceptor-name')).toHaveText('Li Wei');
    await expect(acceptor).toBeFocused();
  });

  test('ad welcome: Enter on an empty code says so and sends nothing', async ({ page, user }) => {
    needsRemotes(['adcenter']);
    await setUser(user.username, { store_opened: false });
    const sent = requestsTo(page, '/opening_store');
    await openAs(page, user, '/ad-welcome');
    const code = page.getByLabel('Authorization code');
    await tabTo(page, code);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-license_key')).toHaveText('Cannot be empty');
    await expect(code).toBeFocused();
    expect(sent).toEqual([]);
  });

  test('login password: Enter from the last field; a wrong old password takes the focus', async ({
    page,
    user,
  }) => {
    needsRemotes(['adcenter']);
    await openAs(page, user, '/ad-center/edit-login-password');
    await typeInto(page, page.getByLabel('Old password'), 'not-my-password');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Another1!');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Confirm new password')).toBeFocused();
    await page.keyboard.type('Another1!');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-old_password')).toHaveText('The old password is wrong');
    await expect(page.getByLabel('Old password')).toBeFocused();
    expect(routeOf(page)).toBe('/ad-center/edit-login-password');
  });

  test('withdraw: Enter on zero is refused at the field; Enter on an amount opens the password dialog', async ({
    page,
    user,
  }) => {
    needsRemotes(['wallet']);
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await openWallet(page, user);
    await tabTo(page, page.getByTestId('action-withdraw'));
    await page.keyboard.press('Enter');
    const sheet = withdrawSheet(page);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('withdraw-dest-bank_card')).not.toHaveText('…');
    const amount = sheet.getByLabel('Amount');
    await typeInto(page, amount, '0');
    await page.keyboard.press('Enter');
    await expect(sheet.getByTestId('error-amount')).toHaveText('The amount must be greater than 0');
    await expect(amount).toBeFocused();
    await expect(payDialog(page)).toHaveCount(0);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    // the focus moves into the password dialog; a keyboard user (they pressed Tab) gets no
    // on-screen keypad, and digits typed on the keyboard fill the cells (docs/accessibility.md
    // "Keypad")
    await expect(payDialog(page)).toBeVisible();
    const cells = page.getByTestId('pay-password-cells');
    await expect(cells).toBeFocused();
    await expect(page.locator('.adn-pay-keyboard .arco-keyboard-key').first()).toBeHidden();
    await page.keyboard.type(PAY_PASSWORD);
    await expect(cells).toHaveAttribute('data-length', '6');
    await expect(page.locator('.adn-pay-keyboard .arco-keyboard-key').first()).toBeHidden();
    await page.keyboard.press('Backspace');
    await expect(cells).toHaveAttribute('data-length', '5');
    // a tap on the cells brings the keypad back
    await cells.click();
    await expect(page.locator('.adn-pay-keyboard .arco-keyboard-key').first()).toBeVisible();
  });

  test('withdraw with the keyboard alone: amount, Enter, password, Enter; the figures move once', async ({
    page,
    user,
  }) => {
    needsRemotes(['wallet']);
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo', balance: '500.00' });
    const sent = requestsTo(page, '/user/withdraw');
    await openWallet(page, user);
    await expect(page.getByTestId('figure-available_balance')).toHaveText('$500.00');
    await tabTo(page, page.getByTestId('action-withdraw'));
    await page.keyboard.press('Enter');
    const sheet = withdrawSheet(page);
    await expect(sheet.getByTestId('withdraw-dest-bank_card')).not.toHaveText('…');
    await typeInto(page, sheet.getByLabel('Amount'), '120.5');
    await page.keyboard.press('Enter');
    const cells = page.getByTestId('pay-password-cells');
    await expect(cells).toBeFocused();
    await expect(page.getByText('Withdraw $120.50')).toBeVisible();
    // Enter before the sixth digit sends nothing
    await page.keyboard.type(PAY_PASSWORD.slice(0, 5));
    await page.keyboard.press('Enter');
    await expect(payDialog(page)).toBeVisible();
    await page.keyboard.type(PAY_PASSWORD.slice(5));
    await page.keyboard.press('Enter');
    // the result takes the focus: the keyboard user hears what happens next
    await expect(sheet.getByTestId('withdraw-result')).toBeFocused();
    await expect(page.getByTestId('figure-available_balance')).toHaveText('$379.50');
    expect(sent).toHaveLength(1);
  });
});

test.describe('bottom sheets with the keyboard (docs/accessibility.md "Sheets")', () => {
  test('the operating rules: the focus goes in, Tab stays inside, Escape closes and gives it back', async ({
    page,
    user,
  }) => {
    needsRemotes(['adcenter']);
    await openAs(page, user, '/ad-center');
    const entry = page.getByTestId('entry-rules');
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Operating rules' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toBeFocused();
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    // its one stop is Close: Tab and Shift+Tab come back to it, never to the page behind
    const close = sheet.getByRole('button', { name: 'Close' });
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(entry).toBeFocused();
  });

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
