/**
 * The wallet's forms with the keyboard alone (docs/accessibility.md "Keyboard"): Tab to a field, type,
 * Enter. No click anywhere in this file. Enter on an invalid form shows the localized message,
 * moves focus to the first field in error and sends nothing; on a valid one it does what a tap
 * does, once. The other apps' cases are in their own folders (`<app>/keyboard.spec.ts`).
 */
import { expect, needsRemotes, openAs, routeOf, setUser, test } from '../../support/fixtures';
import { tabTo, typeInto } from '../../support/keyboard';
import { requestsTo } from '../../support/requests';
import {
  cardDetail,
  openWallet,
  PAY_PASSWORD,
  payDialog,
  withdrawByKeyboard,
  withdrawSheet,
} from '../../support/wallet';

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

test.describe('the other forms with the keyboard', () => {
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

  test('withdraw: Enter on zero is refused at the field; Enter on an amount opens the password dialog', async ({
    page,
    user,
  }) => {
    needsRemotes(['wallet']);
    const sheet = await withdrawByKeyboard(page, user);
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
