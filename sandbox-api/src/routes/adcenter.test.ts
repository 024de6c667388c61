// @vitest-environment node

import type { AssistanceRecord, StatisticsResult } from '@adnet/remote-adcenter/contract';
import type { PlanOrder } from '@adnet/remote-plan/contract';
import type { Coupon, CouponKind, Page, Property } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATORS } from '../catalog';
import { startTestSandbox, type TestSandbox } from '../test-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ tokenTtlSeconds: 3 * 365 * 86_400 });
});
afterAll(() => t.close());

const KINDS: CouponKind[] = ['fixed', 'value_added', 'deduction', 'team', 'custom'];

describe('coupons', () => {
  it('has every kind in every status', async () => {
    const token = await t.login('demo');
    for (const status of ['unused', 'used', 'expired'] as const) {
      const page = await t.ok<Page<Coupon>>(
        'GET',
        '/user_coupon/list',
        { status, page: 1, size: 50 },
        token,
      );
      expect(page.list.every((c) => c.status === status)).toBe(true);
      expect(new Set(page.list.map((c) => c.kind))).toEqual(new Set(KINDS));
    }
  });

  it('derives expired from expires_at', async () => {
    const { token } = await t.fresh('exp');
    const unused = await t.ok<Page<Coupon>>(
      'GET',
      '/user_coupon/list',
      { status: 'unused', size: 50 },
      token,
    );
    t.advance(400 * 86_400_000);
    const later = await t.ok<Page<Coupon>>(
      'GET',
      '/user_coupon/list',
      { status: 'expired', size: 50 },
      token,
    );
    t.advance(-400 * 86_400_000);
    for (const c of unused.list) expect(later.list.map((x) => x.id)).toContain(c.id);
  });

  it('gives the newcomer coupon once per user and one same-name coupon per day', async () => {
    const { token, username } = await t.fresh('new');
    expect((await t.call('POST', '/user_coupon/receive', { activity: 'other' }, token)).code).toBe(
      400,
    );
    const coupon = await t.ok<Coupon>(
      'POST',
      '/user_coupon/receive',
      { activity: 'newcomer' },
      token,
    );
    expect(coupon).toMatchObject({ status: 'unused', kind: 'fixed' });
    expect(
      (await t.ok<{ newcomer_coupon_claimed: boolean }>('GET', '/user/info', undefined, token))
        .newcomer_coupon_claimed,
    ).toBe(true);
    expect(
      (await t.call('POST', '/user_coupon/receive', { activity: 'newcomer' }, token)).data,
    ).toEqual({ error: 'newcomer_claimed' });
    await t.ok('POST', '/__test/set', { username, newcomer_coupon_claimed: false });
    expect(
      (await t.call('POST', '/user_coupon/receive', { activity: 'newcomer' }, token)).data,
    ).toEqual({ error: 'coupon_daily_limit' });
    t.advance(86_400_000);
    try {
      expect(
        (await t.call('POST', '/user_coupon/receive', { activity: 'newcomer' }, token)).code,
      ).toBe(200);
    } finally {
      t.advance(-86_400_000);
    }
  });

  it('applies an unused coupon to a put once and credits its discount', async () => {
    const { token } = await t.fresh('cpn');
    const unused = await t.ok<Page<Coupon>>(
      'GET',
      '/user_coupon/list',
      { status: 'unused', size: 50 },
      token,
    );
    const fixed = unused.list.find((c) => c.kind === 'fixed')!;
    const used = (
      await t.ok<Page<Coupon>>('GET', '/user_coupon/list', { status: 'used', size: 50 }, token)
    ).list[0]!;
    const expired = (
      await t.ok<Page<Coupon>>('GET', '/user_coupon/list', { status: 'expired', size: 50 }, token)
    ).list[0]!;
    const plans = (
      await t.ok<Page<PlanOrder>>(
        'GET',
        '/plan/order/list',
        { status: 'wait_put', size: 50 },
        token,
      )
    ).list;
    const plan = plans.find((p) => p.lowest_amount === '100.00')!;
    const put = (coupon_id: number, amount = '200.00', request_id = `c-${Math.random()}`) =>
      t.call('POST', '/plan/order/put', { id: plan.id, amount, request_id, coupon_id }, token);
    expect((await put(used.id)).data).toEqual({ error: 'coupon_unavailable' });
    expect((await put(expired.id)).data).toEqual({ error: 'coupon_unavailable' });
    expect((await put(999_999)).data).toEqual({ error: 'coupon_unavailable' });
    const minTooHigh = unused.list.find((c) => Number(c.min_amount) > 200)!;
    expect((await put(minTooHigh.id)).data).toEqual({ error: 'coupon_unavailable' });
    const before = await t.ok<Property>('GET', '/user/property', undefined, token);
    expect((await put(fixed.id)).code).toBe(200);
    const after = await t.ok<Property>('GET', '/user/property', undefined, token);
    expect(Number(after.discount_amount) - Number(before.discount_amount)).toBeCloseTo(
      Number(fixed.amount),
      5,
    );
    const nowUsed = await t.ok<Page<Coupon>>(
      'GET',
      '/user_coupon/list',
      { status: 'used', size: 50 },
      token,
    );
    expect(nowUsed.list.map((c) => c.id)).toContain(fixed.id);
  });
});

describe('operator follow', () => {
  it('validates the id, refuses the current one and ends the previous record', async () => {
    const { token } = await t.fresh('op');
    const follow = (operator_id: string) =>
      t.call<AssistanceRecord>('POST', '/assistance/follow', { operator_id }, token);
    for (const bad of ['OP12', 'XX10086', 'OP123456789', 'OP99999'])
      expect((await follow(bad)).data).toEqual({ error: 'operator_id_invalid' });
    expect((await follow('OP10086')).data).toEqual({ error: 'operator_id_same' });
    const rec = await follow(OPERATORS[1]);
    expect(rec.data).toMatchObject({ operator_id: 'OP20001', status: 'following' });
    const list = await t.ok<Page<AssistanceRecord>>(
      'GET',
      '/assistance/list',
      { page: 1, size: 10 },
      token,
    );
    expect(list.list[0]).toMatchObject({ operator_id: 'OP20001', status: 'following' });
    expect(list.list.slice(1).every((r) => r.status === 'ended')).toBe(true);
    expect(
      (await t.ok<{ operator_id: string }>('GET', '/user/info', undefined, token)).operator_id,
    ).toBe('OP20001');
  });
});

describe('statistics', () => {
  it('answers each period with metrics and a series', async () => {
    const { token } = await t.fresh('stat');
    const get = (type: number, zone = 'Asia/Shanghai') =>
      t.ok<StatisticsResult>(
        'GET',
        '/ad/order/data_statistics/list',
        { type, user_time_zone: zone },
        token,
      );
    const today = await get(1);
    expect(today.type).toBe(1);
    expect(today.series[0]!.label).toBe('00:00');
    expect(today.series.every((p) => /^\d{2}:00$/.test(p.label))).toBe(true);
    const week = await get(2);
    expect(week.series.length).toBeGreaterThanOrEqual(1);
    expect(week.series.length).toBeLessThanOrEqual(7);
    expect(week.series[0]!.label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const month = await get(3);
    expect(month.series[0]!.label).toMatch(/-01$/);
    const all = await get(4);
    expect(all.series.length).toBeGreaterThanOrEqual(3);
    expect(all.series[0]!.label).toMatch(/^\d{4}-\d{2}$/);
    expect(all.metrics.delivery_orders).toBeGreaterThanOrEqual(month.metrics.delivery_orders);
    expect(Number(all.metrics.delivery_amount)).toBeGreaterThan(0);
    expect(Date.parse(all.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    const sum = all.series.reduce((s, p) => s + Number(p.profit), 0);
    expect(sum).toBeCloseTo(Number(all.metrics.profit), 5);
    // a put shows up in today's figures
    const plan = (
      await t.ok<Page<PlanOrder>>('GET', '/plan/order/list', { status: 'wait_put' }, token)
    ).list[0]!;
    await t.ok(
      'POST',
      '/plan/order/put',
      { id: plan.id, amount: plan.lowest_amount, request_id: 'st-1' },
      token,
    );
    const after = await get(1);
    expect(after.metrics.delivery_orders).toBe(today.metrics.delivery_orders + 1);
    expect((await t.call('GET', '/ad/order/data_statistics/list', { type: 5 }, token)).code).toBe(
      400,
    );
  });
});
