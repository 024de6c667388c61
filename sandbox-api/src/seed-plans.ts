/** The seeding of plans: a new plan, and the plans and coupons of a merchant dataset. */

import type { LedgerDestination, LedgerType } from '@adnet/remote-wallet/contract';
import type { CouponKind } from '@adnet/shared/wire';
import { couponDiscount, emptyMetrics, setProgress } from './domain';
import { settlementParts } from './figures';
import { type Big, big, fmt } from './money';
import { COUPON_SEEDS, PRODUCTS, RANGES, TARGETING } from './seed-data';
import type { CouponRecord, PlanRecord, Store } from './store';
import { DAY, HOUR, iso, MINUTE } from './time';

function planNo(id: number, createdMs: number): string {
  const d = new Date(createdMs);
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `PL${ymd}${String(id).padStart(6, '0')}`;
}

export interface NewPlanOptions {
  productIndex: number;
  createdMs: number;
  officialPush?: boolean;
  rangeIndex?: number;
}

/** A new plan waiting to be put. */
export function newPlan(store: Store, o: NewPlanOptions): PlanRecord {
  const id = store.nextId('plan');
  const product = PRODUCTS[o.productIndex % PRODUCTS.length]!;
  const productNo = (o.productIndex % PRODUCTS.length) + 1;
  const [lowest, highest] = RANGES[(o.rangeIndex ?? o.productIndex) % RANGES.length]!;
  return {
    id,
    plan_no: planNo(id, o.createdMs),
    put_amount: '0',
    progress: 0,
    status: 'wait_put',
    created_at: iso(o.createdMs),
    official_push: o.officialPush ?? false,
    lowest_amount: lowest,
    highest_amount: highest,
    product: {
      id: store.nextId('product'),
      name: product.name,
      type: product.type,
      cover: `/static/cover/${productNo}.svg`,
      url:
        product.type === 'video'
          ? '/static/video.mp4'
          : `/static/landing.html?product=${productNo}`,
      description: product.description,
      price: product.price,
    },
    content: `${product.name}: ${product.description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.`,
    rules: [
      `Put between ${lowest} and ${highest}.`,
      'The amount is taken from your available balance when you put the plan.',
      'Matching takes a few seconds, then delivery starts and progress grows to 100 %.',
      'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.',
      'A plan that fails is refunded in full.',
    ].join('\n'),
    user_targeting: TARGETING[o.productIndex % TARGETING.length]!,
    game_description: product.game,
    put_at: null,
    stage_ticks: 0,
    pinned: false,
    will_fail: false,
    profit_rate: big(5 + (id % 8))
      .div(100)
      .toFixed(2),
    coupon_id: null,
    discount: '0.00',
    metrics: emptyMetrics(),
  };
}

export interface LedgerEvent {
  at: number;
  type: LedgerType;
  amount: Big;
  remark: string;
  plan?: PlanRecord;
  destination?: LedgerDestination;
  /** a withdrawal: pending when sent, paid out this long after */
  paidAfter?: number;
}

/** The plans of a merchant in every status, their ledger events, and coupons of every kind in every status. */
export function seedPlans(
  store: Store,
  now: number,
): { plans: PlanRecord[]; events: LedgerEvent[]; coupons: CouponRecord[] } {
  const plans: PlanRecord[] = [];
  const events: LedgerEvent[] = [];
  const coupons: CouponRecord[] = [];

  const make = (productIndex: number, createdAgo: number, rangeIndex = 0, officialPush = false) => {
    const p = newPlan(store, {
      productIndex,
      createdMs: now - createdAgo,
      rangeIndex,
      officialPush,
    });
    plans.push(p);
    return p;
  };

  const put = (p: PlanRecord, amount: string, putAgo: number, coupon?: CouponRecord) => {
    p.put_amount = amount;
    p.put_at = iso(now - putAgo);
    if (coupon) {
      p.coupon_id = coupon.id;
      p.discount = fmt(couponDiscount(coupon, big(amount)));
      coupon.used_at = p.put_at;
      coupon.plan_id = p.id;
    }
    events.push({
      at: now - putAgo,
      type: 'ad_delivery',
      amount: big(amount).neg(),
      remark: `Ad delivery: plan ${p.plan_no}`,
      plan: p,
    });
  };

  const settle = (p: PlanRecord, settleAgo: number) => {
    setProgress(p, 100);
    p.status = 'settled';
    const back = big(settlementParts(p).total);
    events.push({
      at: now - settleAgo,
      type: 'ad_settlement',
      amount: back,
      remark: `Ad settlement: plan ${p.plan_no}`,
      plan: p,
    });
  };

  // coupons: every kind in every status
  for (const [i, c] of COUPON_SEEDS.entries()) {
    const base = {
      name: c.name,
      kind: c.kind,
      amount: c.amount,
      min_amount: c.min,
      used_at: null,
      plan_id: null,
    };
    coupons.push({
      id: store.nextId('coupon'),
      ...base,
      received_at: iso(now - (3 + i) * DAY),
      expires_at: iso(now + (10 + 5 * i) * DAY),
    });
    coupons.push({
      id: store.nextId('coupon'),
      ...base,
      received_at: iso(now - (40 + i) * DAY),
      expires_at: iso(now - (5 + i) * DAY),
    });
    coupons.push({
      id: store.nextId('coupon'),
      ...base,
      received_at: iso(now - (90 + i) * DAY),
      expires_at: iso(now + (60 + i) * DAY),
    });
  }
  const usedCoupon = (kind: CouponKind) => coupons.filter((c) => c.kind === kind)[2]!;

  // settled plans, oldest first
  const s4 = make(4, 82 * DAY, 4);
  put(s4, '900.00', 80 * DAY, usedCoupon('custom'));
  settle(s4, 79 * DAY);
  const s3 = make(3, 52 * DAY, 3);
  put(s3, '800.00', 50 * DAY, usedCoupon('deduction'));
  settle(s3, 49 * DAY);
  const s2 = make(2, 27 * DAY, 2);
  put(s2, '2000.00', 25 * DAY, usedCoupon('value_added'));
  settle(s2, 24 * DAY);
  const failed = make(5, 12 * DAY, 1);
  put(failed, '300.00', 11 * DAY);
  failed.status = 'failed';
  events.push({
    at: now - 11 * DAY + 10 * MINUTE,
    type: 'refund',
    amount: big('300.00'),
    remark: `Refund: plan ${failed.plan_no} failed`,
    plan: failed,
  });
  const s1 = make(1, 7 * DAY, 1);
  put(s1, '1500.00', 6 * DAY, usedCoupon('fixed'));
  settle(s1, 5 * DAY);
  const waitSettle = make(0, 3 * DAY, 0);
  put(waitSettle, '600.00', 2 * DAY);
  setProgress(waitSettle, 100);
  waitSettle.status = 'wait_settle';
  const finished = make(2, 2 * DAY, 2);
  put(finished, '700.00', 1 * DAY, usedCoupon('team'));
  setProgress(finished, 100);
  finished.status = 'finished';
  const putting = make(4, 5 * HOUR, 4);
  put(putting, '1000.00', 1 * HOUR);
  putting.status = 'putting';
  setProgress(putting, 40);
  const matching = make(1, 3 * HOUR, 1);
  put(matching, '500.00', 3 * MINUTE);
  matching.status = 'matching';

  // waiting to be put: one official push, products of both types
  make(3, 3 * DAY, 2);
  make(1, 1 * DAY, 1);
  make(0, 2 * HOUR, 0, true);

  // the simulation leaves these showcase plans where they are, so every status stays visible
  for (const p of [waitSettle, finished, putting, matching]) p.pinned = true;

  return { plans, events, coupons };
}
