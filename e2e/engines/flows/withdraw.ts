/** The withdrawal flow: the sheet, the transaction-password dialog, the balance after. */
import {
  apiData,
  registerUser,
  setUser,
  type TestUser,
} from '#repo/scripts/serving/sandbox-client.ts';
import { cents, money } from '../../support/money';
import { expectText, expectVisible, tap, testId, typeInto } from '../page';
import { button, type Flow, field, openAs, pushSeen } from './set-up';

const PAY_PASSWORD = '135790';

function property(user: TestUser) {
  return apiData<{ available_balance: string }>('/user/property', undefined, user.token);
}

// e2e/tests/wallet/withdraw.spec.ts
export const withdraw: Flow = {
  name: 'wallet: a withdrawal with the transaction-password dialog',
  async run({ s }) {
    const user = await registerUser('eng');
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    const before = await property(user);
    await openAs(s, user, '/wallet', await pushSeen(user));
    await expectText(s, testId('figure-available_balance'), money(before.available_balance));
    await tap(s, testId('action-withdraw'));
    const sheet = testId('withdraw-sheet');
    await typeInto(s, field('Amount', sheet), '123.45');
    await expectText(s, testId('withdraw-dest-bank_card'), /\*{4}6789/);
    await tap(s, button('Withdraw', sheet));
    await expectVisible(s, testId('pay-password-dialog'));
    for (const digit of PAY_PASSWORD) {
      await tap(s, { css: '.adn-pay-keyboard .arco-keyboard-key', text: digit });
    }
    await tap(s, '.adn-pay-confirm');
    const after = ((cents(before.available_balance) - 12345) / 100).toFixed(2);
    await expectText(s, testId('figure-available_balance'), money(after));
    const now = await property(user);
    if (now.available_balance !== after) {
      throw new Error(`server balance ${now.available_balance}, expected ${after}`);
    }
  },
};
