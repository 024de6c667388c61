/** The bank-card flow: binding a card, saved as typed. */
import { apiData, registerUser, setUser } from '#repo/scripts/serving/sandbox-client.ts';
import { expectRoute, tap, testId, typeInto, waitFor } from '../page';
import { button, type Flow, field, openAs, pushSeen } from './set-up';

// e2e/tests/wallet/bind-card.spec.ts
export const bindCard: Flow = {
  name: 'wallet: binding a bank card',
  async run({ s }) {
    const user = await registerUser('eng');
    await setUser(user, { card: null });
    await openAs(s, user, '/wallet/bind-card', await pushSeen(user));
    await waitFor(
      s,
      'the bank-card form',
      `return document.querySelector('[data-testid="bind-form"]')?.dataset.method === 'bank_card';`,
      [],
      20_000,
    );
    for (const [label, value] of [
      ['Bank name', 'Harbor Bank'],
      ['Beneficiary', 'Ann Lee'],
      ['Mobile number', '+44 20 7946 0958'],
      ['Bank account', 'GB29NWBK60161331926819'],
      ['Branch name', 'Canary Wharf'],
      ['Bank address', '1 Canada Square, London'],
    ] as const) {
      await typeInto(s, field(label), value);
    }
    await tap(s, button('Bind', testId('bind-form')));
    await expectRoute(s, '/wallet');
    const card = await apiData<Record<string, string> | null>(
      '/bank_card/detail',
      undefined,
      user.token,
    );
    if (card?.bank_account !== 'GB29NWBK60161331926819' || card.user_name !== 'Ann Lee') {
      throw new Error(`card not saved as typed: ${JSON.stringify(card)}`);
    }
  },
};
