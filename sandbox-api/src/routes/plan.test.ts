// @vitest-environment node

import type { PlanDetail, PlanOrder, PlanStatus } from '@adnet/remote-plan/contract';
import type { Page, Property } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeProperty } from '../domain';
import { Big } from '../money';
import { newPlan } from '../seed-plans';
import { startTestSandbox, type TestSandbox } from '../test-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

/** The figures agree with the ledger and the plans (docs/product/wallet.md#wallet.figures). */
function expectConsistent(username: string) {
  const u = t.sandbox.app.store.userByName(username)!;
  let running = new Big(0);
  for (const e of u.ledger) {
    running = running.plus(e.amount);
    expect(e.balance_after).toBe(running.toFixed(2));
  }
  const p = computeProperty(u);
  expect(p.available_balance).toBe(running.toFixed(2));
  expect(new Big(p.available_balance).plus(p.to_be_consumed).plus(p.to_be_settled).toFixed(2)).toBe(
    p.total_assets,
  );
  const sumPut = (statuses: PlanStatus[]) =>
    u.plans
      .filter((x) => statuses.includes(x.status))
      .reduce((s, x) => s.plus(x.put_amount), new Big(0))
      .toFixed(2);
  const live = u.plans.filter((x) => x.status === 'matching' || x.status === 'putting');
  const spent = live.reduce((s, x) => s.plus(x.metrics.consumed), new Big(0)).toFixed(2);
  expect(new Big(p.to_be_consumed).plus(spent).toFixed(2)).toBe(sumPut(['matching', 'putting']));
  expect(new Big(p.to_be_settled).minus(spent).toFixed(2)).toBe(
    sumPut(['finished', 'wait_settle']),
  );
  return p;
}

async function waitingPlan(token: string): Promise<PlanOrder> {
  const page = await t.ok<Page<PlanOrder>>(
    'GET',
    '/plan/order/list',
    { status: 'wait_put', size: 50 },
    token,
  );
  return page.list.find((p) => p.lowest_amount === '100.00' && p.highest_amount === '5000.00')!;
}

describe('plan lists', () => {
  it('has every status, official push and both product types; newest first', async () => {
    const token = await t.login('demo');
    const page = await t.ok<Page<PlanOrder>>(
      'GET',
      '/plan/order/list',
      { page: 1, size: 100 },
      token,
    );
    const statuses = new Set(page.list.map((p) => p.status));
    expect([...statuses].sort()).toEqual([
      'failed',
      'finished',
      'matching',
      'putting',
      'settled',
      'wait_put',
      'wait_settle',
    ]);
    const waiting = page.list.filter((p) => p.status === 'wait_put');
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(waiting.some((p) => p.official_push)).toBe(true);
    expect(new Set(page.list.map((p) => p.product.type))).toEqual(new Set(['video', 'landing']));
    expect(page.list[0]!.product.cover).toMatch(new RegExp(`^${t.url}/static/`));
    const times = page.list.map((p) => Date.parse(p.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await t.ok('POST', '/plan/order/await/put/count', {}, token)).toEqual({
      count: waiting.length,
    });
    const two = await t.ok<Page<PlanOrder>>('GET', '/plan/order/list', { page: 2, size: 2 }, token);
    expect(two).toMatchObject({ page: 2, size: 2, total: page.total });
    expect(two.list).toHaveLength(2);
    expect((await t.call('GET', '/plan/order/list', { status: 'bogus' }, token)).code).toBe(400);
  });

  it('returns details on both paths and 405 not_found for unknown or foreign plans', async () => {
    const token = await t.login('demo');
    const plan = await waitingPlan(token);
    const detail = await t.ok<PlanDetail>('POST', '/plan/order/detail', { id: plan.id }, token);
    expect(detail).toMatchObject({ id: plan.id, plan_no: plan.plan_no });
    expect(
      detail.rules && detail.content && detail.user_targeting && detail.game_description,
    ).toBeTruthy();
    expect(detail.metrics.delivery_orders).toBe(0);
    expect(await t.ok('POST', '/plan/order/app/detail', { id: plan.id }, token)).toEqual(detail);
    expect((await t.call('POST', '/plan/order/detail', { id: 1 }, token)).data).toEqual({
      error: 'not_found',
    });
    const other = await t.login('nopay');
    expect((await t.call('POST', '/plan/order/detail', { id: plan.id }, other)).data).toEqual({
      error: 'not_found',
    });
    expect((await t.call('POST', '/plan/order/detail', { id: 'x' }, token)).code).toBe(400);
  });
});

describe('putting a plan', () => {
  it('enforces the rules', async () => {
    const { token, username } = await t.fresh('put');
    const plan = await waitingPlan(token);
    const put = (amount: unknown, extra: Record<string, unknown> = {}) =>
      t.call<PlanOrder>(
        'POST',
        '/plan/order/put',
        { id: plan.id, amount, request_id: `r-${Math.random()}`, ...extra },
        token,
      );
    for (const bad of ['abc', '-5', '0', '10.123', '', '1e3'])
      expect((await put(bad)).code).toBe(400);
    expect((await put('99.99')).data).toEqual({ error: 'amount_out_of_range' });
    expect((await put('5000.01')).data).toEqual({ error: 'amount_out_of_range' });
    await t.ok('POST', '/__test/set', { username, balance: '150.00' });
    expect((await put('150.01')).data).toEqual({ error: 'insufficient_balance' });
    await t.ok('POST', '/__test/set', { username, balance: '9000.00' });
    const settled = (
      await t.ok<Page<PlanOrder>>('GET', '/plan/order/list', { status: 'settled' }, token)
    ).list[0]!;
    expect(
      (
        await t.call(
          'POST',
          '/plan/order/put',
          { id: settled.id, amount: '200', request_id: 'x1' },
          token,
        )
      ).data,
    ).toEqual({ error: 'plan_not_puttable' });
    const ok = await put('100.50');
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ id: plan.id, status: 'matching', put_amount: '100.50' });
    expect((await put('200')).data).toEqual({ error: 'plan_not_puttable' });
    expectConsistent(username);
  });

  it('is idempotent by request_id', async () => {
    const { token, username } = await t.fresh('idem');
    const plan = await waitingPlan(token);
    const before = await t.ok<Property>('GET', '/user/property', undefined, token);
    const req = { id: plan.id, amount: '250.00', request_id: 'same-id' };
    const [a, b] = await Promise.all([
      t.ok<PlanOrder>('POST', '/plan/order/put', req, token),
      t.ok<PlanOrder>('POST', '/plan/order/put', req, token),
    ]);
    const c = await t.ok<PlanOrder>('POST', '/plan/order/put', req, token);
    expect(a).toEqual(b);
    expect(c).toEqual(a);
    const after = await t.ok<Property>('GET', '/user/property', undefined, token);
    expect(new Big(before.available_balance).minus(after.available_balance).toFixed(2)).toBe(
      '250.00',
    );
    const deliveries = t.sandbox.app.store
      .userByName(username)!
      .ledger.filter((e) => e.remark.includes(plan.plan_no));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ type: 'ad_delivery', amount: '-250.00' });
    expect(
      (await t.call('POST', '/plan/order/put', { ...req, amount: '300.00' }, token)).data,
    ).toEqual({ error: 'duplicate_request' });
  });

  it('moves through the life cycle with ticks and settles put + profit', async () => {
    const { token, username } = await t.fresh('life');
    const plan = await waitingPlan(token);
    const start = expectConsistent(username);
    await t.ok(
      'POST',
      '/plan/order/put',
      { id: plan.id, amount: '1000.00', request_id: 'life-1' },
      token,
    );
    const status = async () =>
      await t.ok<PlanDetail>('POST', '/plan/order/detail', { id: plan.id }, token);
    expect((await status()).status).toBe('matching');
    expect(expectConsistent(username).to_be_consumed).toBe(
      new Big(start.to_be_consumed).plus(1000).toFixed(2),
    );
    await t.ok('POST', '/__test/tick', { times: 2 });
    expect((await status()).status).toBe('putting');
    await t.ok('POST', '/__test/tick', { times: 5 });
    const mid = await status();
    expect(mid.progress).toBe(45);
    expect(Number(mid.metrics.consumed)).toBeCloseTo(450, 5);
    expect(mid.metrics.impressions).toBeGreaterThan(0);
    expectConsistent(username);
    await t.ok('POST', '/__test/tick', { times: 7 });
    const done = await status();
    expect(done).toMatchObject({ status: 'finished', progress: 100 });
    expectConsistent(username);
    await t.ok('POST', '/__test/tick', { times: 1 });
    expect((await status()).status).toBe('wait_settle');
    await t.ok('POST', '/__test/tick', { times: 2 });
    const final = await status();
    expect(final.status).toBe('settled');
    const u = t.sandbox.app.store.userByName(username)!;
    const settlement = u.ledger.filter(
      (e) => e.type === 'ad_settlement' && e.remark.includes(plan.plan_no),
    );
    expect(settlement).toHaveLength(1);
    expect(settlement[0]!.amount).toBe(new Big(1000).plus(final.metrics.profit).toFixed(2));
    expectConsistent(username);
  });

  it('ticks one merchant alone when /__test/tick names it', async () => {
    const a = await t.fresh('solo');
    const b = await t.fresh('other');
    const planA = await waitingPlan(a.token);
    const planB = await waitingPlan(b.token);
    for (const [who, plan] of [
      [a, planA],
      [b, planB],
    ] as const) {
      await t.ok(
        'POST',
        '/plan/order/put',
        { id: plan.id, amount: '500.00', request_id: `solo-${plan.id}` },
        who.token,
      );
    }
    const before = t.sandbox.app.store.state.tick;
    await t.ok('POST', '/__test/tick', { times: 3, username: a.username });
    const detail = (token: string, id: number) =>
      t.ok<PlanDetail>('POST', '/plan/order/detail', { id }, token);
    expect(await detail(a.token, planA.id)).toMatchObject({ status: 'putting', progress: 9 });
    expect((await detail(b.token, planB.id)).status).toBe('matching');
    expect(t.sandbox.app.store.state.tick).toBe(before);
    expectConsistent(a.username);
    expect((await t.call('POST', '/__test/tick', { username: 'nobody-here' })).code).toBe(405);
  });

  it('fails every 7th put and refunds it', async () => {
    const { token, username } = await t.fresh('fail');
    await t.ok('POST', '/__test/set', { username, balance: '50000.00' });
    const u = t.sandbox.app.store.userByName(username)!;
    for (let i = 0; i < 4; i++)
      u.plans.push(newPlan(t.sandbox.app.store, { productIndex: i, createdMs: Date.now() }));
    const waiting = u.plans.filter((p) => p.status === 'wait_put');
    expect(waiting.length).toBeGreaterThanOrEqual(7);
    for (const [i, plan] of waiting.slice(0, 7).entries()) {
      await t.ok(
        'POST',
        '/plan/order/put',
        { id: plan.id, amount: plan.lowest_amount, request_id: `f${i}` },
        token,
      );
    }
    await t.ok('POST', '/__test/tick', { times: 2 });
    const statuses = waiting.slice(0, 7).map((p) => p.status);
    expect(statuses).toEqual([
      'putting',
      'putting',
      'putting',
      'putting',
      'putting',
      'putting',
      'failed',
    ]);
    const seventh = waiting[6]!;
    const refund = u.ledger.filter((e) => e.remark.includes(seventh.plan_no));
    expect(refund.map((e) => [e.type, e.amount])).toEqual([
      ['ad_delivery', `-${seventh.put_amount}`],
      ['refund', seventh.put_amount],
    ]);
    expectConsistent(username);
  });

  it('keeps the seeded showcase plans in every status while time passes', async () => {
    await t.ok('POST', '/__test/tick', { times: 50 });
    const token = await t.login('demo');
    const page = await t.ok<Page<PlanOrder>>('GET', '/plan/order/list', { size: 100 }, token);
    expect(new Set(page.list.map((p) => p.status)).size).toBe(7);
    expectConsistent('demo');
  });

  it('spawns new waiting plans over time, up to a cap', async () => {
    const { token } = await t.fresh('spawn');
    const before = (await t.ok<{ count: number }>('POST', '/plan/order/await/put/count', {}, token))
      .count;
    await t.ok('POST', '/__test/tick', { times: 24 });
    const after = (await t.ok<{ count: number }>('POST', '/plan/order/await/put/count', {}, token))
      .count;
    expect(after).toBe(before + 1);
    await t.ok('POST', '/__test/tick', { times: 24 * 10 });
    expect(
      (await t.ok<{ count: number }>('POST', '/plan/order/await/put/count', {}, token)).count,
    ).toBe(6);
  });
});
