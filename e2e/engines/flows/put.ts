/** The put flow: putting money on a waiting plan, counted once by the server. */
import { apiData, registerUser } from '#repo/scripts/serving/sandbox-client.ts';
import { expectGone, expectText, expectVisible, tap, testId, typeInto } from '../page';
import { button, type Flow, field, openAs, pushSeen, waitingPlans } from './set-up';

// e2e/tests/plan/put.spec.ts
export const put: Flow = {
  name: 'plan: putting a waiting plan',
  async run({ s }) {
    const user = await registerUser('eng');
    const plan = (await waitingPlans(user)).find(
      (p) => !p.official_push && p.lowest_amount === '100.00',
    );
    if (!plan) throw new Error('no plain waiting plan in the seed');
    await openAs(s, user, `/plan/detail?id=${plan.id}`, await pushSeen(user));
    await expectVisible(s, testId('put-balance'), 20_000);
    await typeInto(s, field('Put amount'), '750.5');
    await tap(s, button('Put now'));
    // the review: nothing is charged until its Confirm
    await tap(s, button('Confirm put'));
    await expectText(s, testId('detail-put-amount'), '$750.50');
    await expectGone(s, testId('put-panel'));
    const state = await apiData<{ put_count: number }>(
      `/__test/state?username=${encodeURIComponent(user.username)}`,
    );
    if (state.put_count !== 1) throw new Error(`put ${state.put_count} times, not once`);
  },
};
