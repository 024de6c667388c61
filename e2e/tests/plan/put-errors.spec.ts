/** A put refused: the client's checks before sending, and each answer of the server, localized. */
import { apiData, expect, force, openAs, test, toast } from '../../support/fixtures';
import {
  plainWaitingPlan,
  putNow,
  REFUSED_FOR_BALANCE,
  skipOfficialPush,
  state,
} from '../../support/plan';
import { putCalls } from './put-calls';

test.describe('put errors', () => {
  test('client checks: empty, out of range, insufficient balance; nothing is sent', async ({
    page,
    user,
  }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user); // 100.00 - 5000.00
    await apiData('/__test/set', { username: user.username, balance: '300.00' });
    const bodies = putCalls(page);
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    await expect(page.getByTestId('put-balance')).toContainText('$300.00');
    const submit = page.getByRole('button', { name: 'Put now' });
    const error = page.getByTestId('put-error');

    await submit.click();
    await expect(error).toHaveText('Cannot be empty');
    await page.getByLabel('Put amount').fill('99.99');
    await submit.click();
    await expect(error).toHaveText('Put amount out of range');
    await page.getByLabel('Put amount').fill('5000.01');
    await submit.click();
    await expect(error).toHaveText('Put amount out of range');
    await page.getByLabel('Put amount').fill('300.01');
    await submit.click();
    await expect(error).toHaveText('Insufficient balance');
    expect(bodies).toHaveLength(0);
    expect((await state(user)).put_count).toBe(0);
  });

  test('server answers, each said once, localized: the amount’s under it, others in a toast', async ({
    page,
    user,
  }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    const error = page.getByTestId('put-error');
    const underField: [string, string | RegExp][] = [
      // with the balance read again (docs/product/plans.md#plans.put.fresh-balance)
      ['insufficient_balance', REFUSED_FOR_BALANCE],
      ['amount_out_of_range', 'Put amount out of range'],
      ['coupon_unavailable', 'This coupon is used or expired'],
    ];
    for (const [reason, text] of underField) {
      await force('/plan/order/put', { code: 405, error: reason, times: 1 }, user.token);
      await page.getByLabel('Put amount').fill('500');
      await putNow(page);
      await expect(error).toHaveText(text);
      // the toast would show with the refusal; give it a moment to appear
      await page.waitForTimeout(300);
      await expect(toast(page)).toHaveCount(0);
    }
    const inToast: [object, string][] = [
      [{ code: 405, error: 'plan_not_puttable' }, 'This plan cannot be put now'],
      [{ code: 405, error: 'duplicate_request' }, 'This request was already sent'],
      [{ code: 500 }, 'Server error'],
      [{ code: 405, msg: '' }, 'Data error'],
    ];
    for (const [fault, text] of inToast) {
      await force('/plan/order/put', { ...fault, times: 1 }, user.token);
      await page.getByLabel('Put amount').fill('500');
      await putNow(page);
      await expect(toast(page)).toHaveText(text);
      await expect(error).toHaveText('');
      await expect(page.getByText(text)).toHaveCount(1);
      await expect(toast(page)).toHaveCount(0, { timeout: 5_000 });
    }
    expect((await state(user)).put_count).toBe(0);
    await expect(page.getByTestId('put-panel')).toBeVisible();
  });

  test('real server rules: balance spent and plan put elsewhere meanwhile', async ({
    page,
    user,
  }) => {
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    await expect(page.getByTestId('put-balance')).not.toContainText('…');

    // the balance drops after the page read it: the server refuses
    await apiData('/__test/set', { username: user.username, balance: '150.00' });
    await page.getByLabel('Put amount').fill('400');
    await putNow(page);
    // the page re-reads the balance after a refusal, and the refusal says it
    await expect(page.getByTestId('put-error')).toHaveText(
      'Insufficient balance. Your available balance is now $150.00.',
    );
    await expect(page.getByTestId('put-balance')).toContainText('$150.00');

    // the plan gets put from another device: no longer puttable
    await apiData('/__test/set', { username: user.username, balance: '5000.00' });
    await apiData(
      '/plan/order/put',
      { id: plan.id, amount: '100.00', request_id: crypto.randomUUID() },
      user.token,
    );
    await page.getByLabel('Put amount').fill('120');
    await putNow(page);
    await expect(toast(page)).toHaveText('This plan cannot be put now');
    await expect(page.getByTestId('put-error')).toHaveText('');
    expect((await state(user)).put_count).toBe(1);
  });
});
