/**
 * A notification for every money movement (docs/product/messaging.md#messaging.notifications.money):
 * a put, a settlement, a failed plan's refund, a withdrawal's status (submitted, completed,
 * refused) and a change of payout details. Stored in English like every other notification;
 * the tables translate them on their way out (content/localize.ts), the amount and the
 * reference as they are.
 */
import type { AppNotification } from '@adnet/remote-messaging/contract';
import type { BankCard } from '@adnet/remote-wallet/contract';
import { CURRENCY } from './domain';
import { destinationOf, ledgerReference } from './ledger';
import { big, fmt } from './money';
import type { LedgerRecord, PlanRecord, Store, UserRecord } from './store';
import { iso } from './time';

/** "600.00 USD": the same in every language, never signed. */
function amountText(amount: string): string {
  return `${fmt(big(amount).abs())} ${CURRENCY}`;
}

function notify(store: Store, u: UserRecord, title: string, content: string, nowMs: number) {
  const n: AppNotification = {
    id: store.nextId('notification'),
    category: 'announcement',
    title,
    content,
    created_at: iso(nowMs),
    read: false,
  };
  u.notifications.push(n);
}

/** The put took the amount from the available balance. */
export function noticePut(store: Store, u: UserRecord, plan: PlanRecord, nowMs: number) {
  notify(
    store,
    u,
    `Plan put: ${plan.plan_no}`,
    `<p>${amountText(plan.put_amount)} left your available balance for plan <b>${plan.plan_no}</b>. It comes back with the settlement.</p>`,
    nowMs,
  );
}

/** The settlement paid the plan back (`entry`: its ad_settlement entry). */
export function noticeSettled(
  store: Store,
  u: UserRecord,
  plan: PlanRecord,
  entry: LedgerRecord,
  nowMs: number,
) {
  notify(
    store,
    u,
    `Plan settled: ${plan.plan_no}`,
    `<p>Plan <b>${plan.plan_no}</b> was settled: ${amountText(entry.amount)} was added to your available balance.</p>`,
    nowMs,
  );
}

/** A failed delivery was refunded in full (`entry`: its refund entry). */
export function noticeRefunded(
  store: Store,
  u: UserRecord,
  plan: PlanRecord,
  entry: LedgerRecord,
  nowMs: number,
) {
  notify(
    store,
    u,
    `Plan refunded: ${plan.plan_no}`,
    `<p>The delivery of plan <b>${plan.plan_no}</b> failed: ${amountText(entry.amount)} was refunded to your available balance.</p>`,
    nowMs,
  );
}

/** A withdrawal (its manual_withdrawal entry) was submitted, completed or refused. */
export function noticeWithdrawal(
  store: Store,
  u: UserRecord,
  entry: LedgerRecord,
  status: 'pending' | 'done' | 'refused',
  nowMs: number,
) {
  const amount = amountText(entry.amount);
  const ref = ledgerReference(entry);
  const to = entry.destination ? `${entry.destination.name} ${entry.destination.account}` : '';
  const [title, content] =
    status === 'pending'
      ? [
          'Withdrawal submitted',
          `<p>Your withdrawal of ${amount} to ${to} is being processed. Reference: ${ref}.</p>`,
        ]
      : status === 'done'
        ? [
            'Withdrawal completed',
            `<p>Your withdrawal of ${amount} was sent. Reference: ${ref}.</p>`,
          ]
        : [
            'Withdrawal refused',
            `<p>Your withdrawal of ${amount} was refused and returned to your available balance. Reference: ${ref}.</p>`,
          ];
  notify(store, u, title, content, nowMs);
}

/** Where withdrawals go changed (a first binding too). */
export function noticePayoutChanged(
  store: Store,
  u: UserRecord,
  card: BankCard,
  method: BankCard['method'],
  nowMs: number,
) {
  const d = destinationOf(card, method);
  notify(
    store,
    u,
    'Payout details changed',
    `<p>Withdrawals now go to ${d.name} ${d.account}. If you did not make this change, contact customer service at once.</p>`,
    nowMs,
  );
}
