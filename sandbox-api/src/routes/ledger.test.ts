// @vitest-environment node
// The money story of a put with a coupon, and the ledger entry in full: reference, steps, plan,
// coupon, destination (docs/product/plans.md#plans.coupon-credit, docs/product/wallet.md#wallet.ledger.detail).

import type { PlanDetail, PlanOrder } from '@adnet/remote-plan/contract';
import type { LedgerEntry, LedgerPage } from '@adnet/remote-wallet/contract';
import type { Coupon, Page, Property } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../money';
import { newPlan } from '../seed-plans';
import { startTestSandbox, type TestSandbox } from '../test-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const entries = async (token: string, query: Record<string, unknown> = {}) =>
  (await t.ok<LedgerPage>('GET', '/transaction_flow/list', { size: 100, ...query }, token)).list;

async function valueAddedCoupon(token: string): Promise<Coupon> {
  const page = await t.ok<Page<Coupon>>('GET', '/user_coupon/list', { status: 'unused' }, token);
  return page.list.find((c) => c.kind === 'value_added')!; // $20.00 for puts of $500.00 or more
}

async function waitingPlan(token: string): Promise<PlanOrder> {
  const page = await t.ok<Page<PlanOrder>>(
    'GET',
    '/plan/order/list',
    { status: 'wait_put' },
    token,
  );
  return page.list.find((p) => p.lowest_amount === '100.00' && !p.official_push)!;
}

describe('a put with a coupon: the full amount now, the credit with the settlement', () => {
  it('charges $600.00, tells the $20.00 credit on the plan and its entries, pays it at settlement', async () => {
    const { token } = await t.fresh('story');
    const coupon = await valueAddedCoupon(token);
    expect(coupon.amount).toBe('20.00');
    const plan = await waitingPlan(token);
    const before = await t.ok<Property>('GET', '/user/property', undefined, token);

    const put = await t.ok<PlanOrder>(
      'POST',
      '/plan/order/put',
      { id: plan.id, amount: '600.00', request_id: 'story-1', coupon_id: coupon.id },
      token,
    );
    const credit = {
      coupon_id: coupon.id,
      name: coupon.name,
      kind: 'value_added',
      credit: '20.00',
      state: 'pending',
    };
    expect(put.coupon).toEqual(credit);
    const after = await t.ok<Property>('GET', '/user/property', undefined, token);
    expect(new Big(before.available_balance).minus(after.available_balance).toFixed(2)).toBe(
      '600.00',
    );

    const [delivery] = await entries(token, { type: 'ad_delivery' });
    expect(delivery).toMatchObject({
      amount: '-600.00',
      plan: { id: plan.id, plan_no: plan.plan_no },
      coupon: credit,
      destination: null,
      status: 'done',
    });

    // through matching (2), putting (12), finished (1), waiting for settlement (2)
    await t.ok('POST', '/__test/tick', { times: 17 });
    const settled = await t.ok<PlanDetail>('POST', '/plan/order/detail', { id: plan.id }, token);
    expect(settled.status).toBe('settled');
    expect(settled.coupon).toEqual({ ...credit, state: 'credited' });
    const [settlement] = await entries(token, { type: 'ad_settlement' });
    expect(settlement!.plan).toEqual({ id: plan.id, plan_no: plan.plan_no });
    expect(settlement!.coupon).toEqual({ ...credit, state: 'credited' });
    expect(settlement!.amount).toBe(
      new Big('600.00').plus(settled.metrics.profit).plus('20.00').toFixed(2),
    );
  });

  it('a failed delivery gives the coupon back and credits nothing', async () => {
    const { token, username } = await t.fresh('back');
    await t.ok('POST', '/__test/set', { username, balance: '50000.00' });
    const u = t.sandbox.app.store.userByName(username)!;
    for (let i = 0; i < 4; i++)
      u.plans.push(newPlan(t.sandbox.app.store, { productIndex: i, createdMs: Date.now() }));
    const waiting = u.plans.filter((p) => p.status === 'wait_put');
    const fits = (p: (typeof waiting)[number]) =>
      new Big(p.lowest_amount).lte(600) && new Big(p.highest_amount).gte(600);
    const failed = waiting.find(fits)!;
    const others = waiting.filter((p) => p !== failed).slice(0, 6);
    expect(others).toHaveLength(6);
    const coupon = await valueAddedCoupon(token);
    const before = await t.ok<Property>('GET', '/user/property', undefined, token);
    // every 7th put fails: the seventh carries the coupon
    for (const [i, plan] of [...others, failed].entries()) {
      await t.ok(
        'POST',
        '/plan/order/put',
        {
          id: plan.id,
          amount: i === 6 ? '600.00' : plan.lowest_amount,
          request_id: `back-${i}`,
          ...(i === 6 ? { coupon_id: coupon.id } : {}),
        },
        token,
      );
    }
    await t.ok('POST', '/__test/tick', { times: 2 });
    const detail = await t.ok<PlanDetail>('POST', '/plan/order/detail', { id: failed.id }, token);
    expect(detail.status).toBe('failed');
    expect(detail.coupon).toMatchObject({ coupon_id: coupon.id, state: 'returned' });
    const again = await t.ok<Page<Coupon>>('GET', '/user_coupon/list', { status: 'unused' }, token);
    expect(again.list.map((c) => c.id)).toContain(coupon.id);
    const [refund] = await entries(token, { type: 'refund' });
    expect(refund).toMatchObject({ amount: '600.00', plan: { id: failed.id } });
    expect(refund!.coupon).toMatchObject({ state: 'returned' });
    // the discount figure counts no credit for it
    const p = await t.ok<Property>('GET', '/user/property', undefined, token);
    expect(p.discount_amount).toBe(before.discount_amount);
  });
});

describe('ledger entries in full', () => {
  it('gives every entry a unique reference and its steps; one entry by id', async () => {
    const { token } = await t.fresh('full');
    const list = await entries(token);
    const refs = list.map((e) => e.reference);
    expect(new Set(refs).size).toBe(list.length);
    for (const e of list) {
      expect(e.reference).toMatch(/^TF\d{8}\d+$/);
      expect(e.steps.at(-1)!.status).toBe(e.status);
      expect(e.steps[0]!.time).toBe(e.time);
    }
    // a seeded withdrawal was processing, then paid out; it names where it went, masked
    const withdrawal = list.find((e) => e.type === 'manual_withdrawal')!;
    expect(withdrawal.steps.map((s) => s.status)).toEqual(['pending', 'done']);
    expect(Date.parse(withdrawal.steps[1]!.time)).toBeGreaterThan(Date.parse(withdrawal.time));
    expect(withdrawal.destination).toEqual({
      method: 'bank_card',
      name: 'Bank of Demo',
      account: '****6789',
    });
    // other entries name no destination; a top-up no plan
    expect(list.find((e) => e.type === 'system_topup')!).toMatchObject({
      plan: null,
      coupon: null,
      destination: null,
    });

    const one = await t.ok<LedgerEntry>(
      'GET',
      '/transaction_flow/detail',
      { id: withdrawal.id },
      token,
    );
    expect(one).toEqual(withdrawal);
    const unknown = await t.call('GET', '/transaction_flow/detail', { id: 1 }, token);
    expect(unknown.code).toBe(405);
    expect((unknown.data as { error: string }).error).toBe('not_found');
    // another merchant's entry is not found either
    const other = await t.fresh('other');
    const theirs = await t.call(
      'GET',
      '/transaction_flow/detail',
      { id: withdrawal.id },
      other.token,
    );
    expect((theirs.data as { error: string }).error).toBe('not_found');
    expect((await t.call('GET', '/transaction_flow/detail', {}, token)).code).toBe(400);
  });

  it("a withdrawal's steps: processing, then refused, its amount back as a refund", async () => {
    const { token, username } = await t.fresh('steps');
    await t.ok('POST', '/__test/set', { username, pay_password: '135790', card: 'demo' });
    await t.ok('POST', '/__test/set', { username, startup_funds_returned: true });
    const { md5Hex } = await import('../passwords');
    await t.ok(
      'POST',
      '/user/withdraw',
      { amount: '25.00', password: md5Hex('135790'), method: 'bank_card', request_id: 's-1' },
      token,
    );
    const [sent] = await entries(token, { type: 'manual_withdrawal' });
    expect(sent!.steps.map((s) => s.status)).toEqual(['pending']);
    expect(sent!.destination).toMatchObject({ name: 'Bank of Demo', account: '****6789' });
    await t.ok('POST', '/__test/set', { username, withdrawal_status: 'refused' });
    const detail = await t.ok<LedgerEntry>(
      'GET',
      '/transaction_flow/detail',
      { id: sent!.id },
      token,
    );
    expect(detail.status).toBe('refused');
    expect(detail.steps.map((s) => s.status)).toEqual(['pending', 'refused']);
    const [refund] = await entries(token, { type: 'refund' });
    expect(refund!.amount).toBe('25.00');
  });
});
