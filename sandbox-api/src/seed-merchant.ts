/** The seeding of one merchant's dataset: plans, ledger, coupons, notifications, follow records, acceptor orders. */

import type { AppNotification } from '@adnet/remote-messaging/contract';
import type { AcceptorOrder, BankCard } from '@adnet/remote-wallet/contract';
import { ACCEPTORS } from './catalog';
import { addLedger, destinationOf, settleEntry } from './ledger';
import { big, fmt } from './money';
import { DEMO_CARD, EXTRA_TITLES, NOTIFICATIONS } from './seed-data';
import { newPlan, seedPlans } from './seed-plans';
import type { Store, UserRecord } from './store';
import { DAY, HOUR, iso, MINUTE } from './time';

/** Adds unread notifications, newest last, so that the user has `count` more unread. */
export function addUnreadNotifications(
  store: Store,
  u: UserRecord,
  count: number,
  nowMs: number,
): void {
  for (let i = 0; i < count; i++) {
    const [category, title] = EXTRA_TITLES[i % EXTRA_TITLES.length]!;
    const n: AppNotification = {
      id: store.nextId('notification'),
      category,
      title: `${title} #${i + 1}`,
      content: `<p>${title} number <b>${i + 1}</b>.</p>`,
      created_at: iso(nowMs - (count - i) * MINUTE),
      read: false,
    };
    u.notifications.push(n);
  }
}

export function demoCard(): BankCard {
  return { ...DEMO_CARD };
}

/** How many plans a merchant who has just registered is offered. */
const NEW_MERCHANT_PLANS = 3;

/**
 * A merchant who has just registered starts with no history
 * (docs/product/account.md#account.register.clean): no ledger, no coupon, no notification, no
 * follow record, no acceptor order, nothing put or delivered; only plans offered now, waiting to
 * be put.
 */
export function seedNewMerchant(store: Store, u: UserRecord, now: number): void {
  u.plans = Array.from({ length: NEW_MERCHANT_PLANS }, (_, i) =>
    newPlan(store, { productIndex: i, createdMs: now }),
  );
  u.ledger = [];
  u.coupons = [];
  u.notifications = [];
  u.assistance = [];
  u.acceptor_orders = [];
}

/** Gives a merchant its own plans, ledger, coupons, notifications, follow records and acceptor orders. */
export function seedMerchantData(store: Store, u: UserRecord, now: number): void {
  const { plans, events, coupons } = seedPlans(store, now);
  events.push(
    {
      at: now - 95 * DAY,
      type: 'system_topup',
      amount: big('10000.00'),
      remark: 'Deposit via customer service',
    },
    {
      at: now - 90 * DAY,
      type: 'vip_opening',
      amount: big('-199.00'),
      remark: 'VIP membership, 12 months',
    },
    {
      at: now - 70 * DAY,
      type: 'profit_sharing',
      amount: big('128.40'),
      remark: 'Team profit sharing',
    },
    {
      at: now - 62 * DAY,
      type: 'manual_withdrawal',
      amount: big('-500.00'),
      remark: 'Withdrawal to bank card ****6789',
      destination: destinationOf(DEMO_CARD, 'bank_card'),
      paidAfter: 1 * DAY,
    },
    {
      at: now - 55 * DAY,
      type: 'system_deduction',
      amount: big('-50.00'),
      remark: 'Chargeback: disputed click traffic',
    },
    {
      at: now - 40 * DAY,
      type: 'virtual_recharge_deduction',
      amount: big('-100.00'),
      remark: 'Virtual recharge reversed',
    },
    {
      at: now - 30 * DAY,
      type: 'system_topup',
      amount: big('5000.00'),
      remark: 'Deposit via customer service',
    },
    {
      at: now - 20 * DAY,
      type: 'profit_sharing',
      amount: big('86.20'),
      remark: 'Team profit sharing',
    },
    {
      at: now - 15 * DAY,
      type: 'manual_withdrawal',
      amount: big('-1000.00'),
      remark: 'Withdrawal to bank card ****6789',
      destination: destinationOf(DEMO_CARD, 'bank_card'),
      paidAfter: 2 * HOUR,
    },
    {
      at: now - 4 * DAY,
      type: 'system_deduction',
      amount: big('-20.00'),
      remark: 'Service fee adjustment',
    },
  );
  events.sort((a, b) => a.at - b.at);
  u.ledger = [];
  for (const e of events) {
    const entry = addLedger(store, u, e.type, e.amount, e.remark, e.at, {
      plan: e.plan,
      destination: e.destination,
      status: e.paidAfter === undefined ? 'done' : 'pending',
    });
    if (e.paidAfter !== undefined) settleEntry(entry, 'done', e.at + e.paidAfter);
  }
  u.plans = plans;
  u.coupons = coupons;

  u.notifications = NOTIFICATIONS.map((n) => ({
    id: store.nextId('notification'),
    category: n.category,
    title: n.title,
    content: n.content,
    created_at: iso(now - n.daysAgo * DAY - 30 * MINUTE),
    read: n.read,
  }));

  u.assistance = u.operator_id
    ? [
        {
          id: store.nextId('assistance'),
          operator_id: 'OP20001',
          status: 'ended',
          created_at: iso(now - 40 * DAY),
        },
        {
          id: store.nextId('assistance'),
          operator_id: u.operator_id,
          status: 'following',
          created_at: iso(now - 10 * DAY),
        },
      ]
    : [];

  const statuses: AcceptorOrder['status'][] = [
    'accepted',
    'accepted',
    'rejected',
    'accepted',
    'pending',
    'pending',
  ];
  u.acceptor_orders = statuses.map((status, i) => {
    const acceptor = ACCEPTORS[i % ACCEPTORS.length]!;
    const at = now - (50 - i * 9) * DAY;
    const id = store.nextId('acceptor_order');
    return {
      id,
      order_no: `FX${new Date(at).getUTCFullYear()}${String(id).padStart(7, '0')}`,
      kind: acceptor.kind,
      acceptor_name: acceptor.name,
      amount: fmt(big(300 + i * 250)),
      currency: acceptor.currency,
      status,
      created_at: iso(at),
    };
  });
}
