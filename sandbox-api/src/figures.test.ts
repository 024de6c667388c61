// @vitest-environment node
/**
 * One meaning per money word (docs/product/wallet.md#wallet.figures.meaning): the wallet's figures,
 * the ad centre's statistics and a plan's metrics are computed by one function, so the same word
 * is the same figure everywhere; a settlement's parts add up to its amount
 * (docs/product/wallet.md#wallet.ledger.settlement).
 */

import type { StatisticsResult } from '@adnet/remote-adcenter/contract';
import type { PlanDetail } from '@adnet/remote-plan/contract';
import type { LedgerEntry, LedgerPage } from '@adnet/remote-wallet/contract';
import type { Property } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planMoney, settlementParts } from './figures';
import { Big } from './money';
import type { PlanRecord } from './store';
import { startTestSandbox, type TestSandbox } from './test-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

/** A plan as the store keeps it, with only what the money words read. */
function plan(over: Partial<PlanRecord>): PlanRecord {
  return {
    put_amount: '600.00',
    put_at: '2026-03-02T02:00:00.000Z',
    status: 'putting',
    discount: '0.00',
    metrics: { consumed: '0.00', impressions: 0, clicks: 0, ad_revenue: '0.00', profit: '0.00' },
    ...over,
  } as PlanRecord;
}

const money = (m: { toBeConsumed: Big; toBeSettled: Big }) => [
  m.toBeConsumed.toFixed(2),
  m.toBeSettled.toFixed(2),
];

describe('the money words of a plan', () => {
  it('to be consumed is the budget still to spend; to be settled, what was spent', () => {
    const consumed = {
      consumed: '400.00',
      impressions: 0,
      clicks: 0,
      ad_revenue: '0',
      profit: '0',
    };
    expect(money(planMoney(plan({ put_amount: '1000.00', metrics: consumed })))).toEqual([
      '600.00',
      '400.00',
    ]);
    expect(money(planMoney(plan({ status: 'matching' })))).toEqual(['600.00', '0.00']);
    // a delivered plan waits for its settlement with its whole budget
    for (const status of ['finished', 'wait_settle'] as const)
      expect(money(planMoney(plan({ status })))).toEqual(['0.00', '600.00']);
    // nothing held: not put, refunded, settled
    expect(money(planMoney(plan({ status: 'wait_put', put_at: null })))).toEqual(['0.00', '0.00']);
    expect(money(planMoney(plan({ status: 'failed' })))).toEqual(['0.00', '0.00']);
    expect(money(planMoney(plan({ status: 'settled' })))).toEqual(['0.00', '0.00']);
  });

  it('a settlement pays the put amount, the profit and the coupon credit, to the cent', () => {
    const settled = plan({
      status: 'settled',
      discount: '50.00',
      metrics: {
        consumed: '600.00',
        impressions: 0,
        clicks: 0,
        ad_revenue: '636',
        profit: '36.00',
      },
    });
    expect(settlementParts(settled)).toEqual({
      put_amount: '600.00',
      profit: '36.00',
      coupon_credit: '50.00',
      total: '686.00',
    });
  });
});

describe('the same word, the same figure on every call', () => {
  it("the wallet's to be consumed is the ad centre's all time; the total adds the three", async () => {
    const { token, username } = await t.fresh('words');
    const p = await t.ok<Property>('GET', '/user/property', undefined, token);
    const all = await t.ok<StatisticsResult>(
      'GET',
      '/ad/order/data_statistics/list',
      { type: 4, user_time_zone: 'Asia/Shanghai' },
      token,
    );
    expect(all.metrics.to_be_consumed).toBe(p.to_be_consumed);
    expect(
      new Big(p.available_balance).plus(p.to_be_consumed).plus(p.to_be_settled).toFixed(2),
    ).toBe(p.total_assets);
    // each running plan's page: its to be consumed, adding up to the wallet's
    const u = t.sandbox.app.store.userByName(username)!;
    const running = u.plans.filter((x) => x.status === 'matching' || x.status === 'putting');
    expect(running.some((x) => new Big(x.metrics.consumed).gt(0))).toBe(true);
    let sum = new Big(0);
    for (const r of running) {
      const d = await t.ok<PlanDetail>('POST', '/plan/order/detail', { id: r.id }, token);
      expect(new Big(d.metrics.consumed).plus(d.metrics.to_be_consumed).toFixed(2)).toBe(
        d.put_amount,
      );
      sum = sum.plus(d.metrics.to_be_consumed);
    }
    expect(sum.toFixed(2)).toBe(p.to_be_consumed);
    // the discount amount: credits still to come, none of a settled plan
    const pending = u.plans
      .filter((x) => ['matching', 'putting', 'finished', 'wait_settle'].includes(x.status))
      .reduce((s, x) => s.plus(x.discount), new Big(0));
    expect(p.discount_amount).toBe(pending.toFixed(2));
  });

  it('every ad settlement entry carries its parts, which add up to its amount', async () => {
    const { token } = await t.fresh('parts');
    const page = await t.ok<LedgerPage>(
      'GET',
      '/transaction_flow/list',
      { page: 1, size: 100, type: 'ad_settlement' },
      token,
    );
    expect(page.list.length).toBeGreaterThan(0);
    for (const e of page.list) {
      const s = e.settlement!;
      expect(s.total).toBe(e.amount);
      expect(new Big(s.put_amount).plus(s.profit).plus(s.coupon_credit).toFixed(2)).toBe(e.amount);
      expect(s.coupon_credit).toBe(e.coupon ? e.coupon.credit : '0.00');
      const one = await t.ok<LedgerEntry>('GET', '/transaction_flow/detail', { id: e.id }, token);
      expect(one.settlement).toEqual(s);
    }
    const others = await t.ok<LedgerPage>(
      'GET',
      '/transaction_flow/list',
      { page: 1, size: 100, type: 'ad_delivery' },
      token,
    );
    for (const e of others.list) expect(e.settlement).toBeNull();
  });
});
