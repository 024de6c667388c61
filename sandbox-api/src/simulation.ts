/**
 * Plan life cycle, one step per tick (every 5 s by default, SANDBOX_TICK_MS):
 * matching (2 ticks) -> putting (progress +9 per tick, 12 ticks) -> finished (1 tick)
 * -> wait_settle (2 ticks) -> settled, which pays back put amount + profit + coupon discount.
 * A put marked will_fail (every 7th put of a merchant) goes matching -> failed and is refunded
 * (a `refund` entry of the put amount); its coupon is unused again and credits nothing.
 * Seeded showcase plans (pinned) stay in their status, so demo data always shows every status.
 * Every 24 ticks each merchant whose store is open gets a new wait_put plan, up to 6 waiting.
 */
import { setProgress } from './domain';
import { settlementParts } from './figures';
import { addLedger } from './ledger';
import { big } from './money';
import { noticeRefunded, noticeSettled } from './money-notices';
import { PRODUCTS } from './seed-data';
import { newPlan } from './seed-plans';
import type { PlanRecord, Store, UserRecord } from './store';

export const MATCHING_TICKS = 2;
export const PROGRESS_STEP = 9;
export const FINISHED_TICKS = 1;
export const WAIT_SETTLE_TICKS = 2;
export const NEW_PLAN_EVERY = 24;
export const MAX_WAIT_PUT = 6;
export const MAX_PLANS = 120;

function advance(store: Store, u: UserRecord, p: PlanRecord, now: number): void {
  switch (p.status) {
    case 'matching': {
      p.stage_ticks += 1;
      if (p.stage_ticks < MATCHING_TICKS) return;
      p.stage_ticks = 0;
      if (p.will_fail) {
        p.status = 'failed';
        // the coupon is unused again; the plan keeps which one it was, shown as returned
        const coupon = u.coupons.find((c) => c.id === p.coupon_id);
        if (coupon && coupon.plan_id === p.id) {
          coupon.used_at = null;
          coupon.plan_id = null;
        }
        const refund = addLedger(
          store,
          u,
          'refund',
          big(p.put_amount),
          `Refund: plan ${p.plan_no} failed`,
          now,
          { plan: p },
        );
        noticeRefunded(store, u, p, refund, now);
      } else {
        p.status = 'putting';
        setProgress(p, 0);
      }
      return;
    }
    case 'putting': {
      setProgress(p, p.progress + PROGRESS_STEP);
      if (p.progress >= 100) {
        p.status = 'finished';
        p.stage_ticks = 0;
      }
      return;
    }
    case 'finished': {
      p.stage_ticks += 1;
      if (p.stage_ticks >= FINISHED_TICKS) {
        p.status = 'wait_settle';
        p.stage_ticks = 0;
      }
      return;
    }
    case 'wait_settle': {
      p.stage_ticks += 1;
      if (p.stage_ticks >= WAIT_SETTLE_TICKS) {
        p.status = 'settled';
        p.stage_ticks = 0;
        const back = big(settlementParts(p).total);
        const entry = addLedger(
          store,
          u,
          'ad_settlement',
          back,
          `Ad settlement: plan ${p.plan_no}`,
          now,
          {
            plan: p,
          },
        );
        noticeSettled(store, u, p, entry, now);
      }
      return;
    }
    default:
      return;
  }
}

/** Adds a waiting plan when the merchant has room for one; whether it did. */
function maybeNewPlan(store: Store, u: UserRecord, now: number): boolean {
  if (!u.store_opened || u.plans.length >= MAX_PLANS) return false;
  const waiting = u.plans.filter((p) => p.status === 'wait_put').length;
  if (waiting >= MAX_WAIT_PUT) return false;
  const round = Math.floor(store.state.tick / NEW_PLAN_EVERY);
  u.plans.push(
    newPlan(store, {
      productIndex: (round + u.id) % PRODUCTS.length,
      createdMs: now,
      officialPush: round % 3 === 0,
    }),
  );
  return true;
}

const MOVING = new Set(['matching', 'putting', 'finished', 'wait_settle']);

/** Whether a tick moves one of the merchant's plans. */
function moves(u: UserRecord): boolean {
  return u.plans.some((p) => !p.pinned && MOVING.has(p.status));
}

/**
 * One simulation step for every active merchant. Only the merchants whose plans move (or who get
 * a new plan) are touched, so a tick that moves nothing writes nothing.
 */
export function tick(store: Store, now: number): void {
  store.state.tick += 1;
  const spawn = store.state.tick % NEW_PLAN_EVERY === 0;
  for (const u of store.state.users) {
    if (u.account_state !== 'active') continue;
    if (moves(u)) {
      store.touch(u);
      for (const p of u.plans) if (!p.pinned) advance(store, u, p, now);
    }
    if (spawn && maybeNewPlan(store, u, now)) store.touch(u);
  }
  store.changed();
}

/**
 * One step for one merchant's plans only (no new plans): lets parallel tests move their own
 * user's plans without moving everybody else's.
 */
export function tickUser(store: Store, u: UserRecord, now: number): void {
  if (u.account_state !== 'active') return;
  store.touch(u);
  for (const p of u.plans) if (!p.pinned) advance(store, u, p, now);
  store.changed();
}

export function startTicker(run: () => void, everyMs: number): () => void {
  if (!(everyMs > 0)) return () => {};
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
