/**
 * The ledger: writing entries with a consistent running balance, moving a pending one on, and
 * the entry as the API answers it (docs/product/api.md#api.calls.ledger,
 * docs/product/wallet.md#wallet.ledger.detail).
 */
import type {
  BankCard,
  LedgerDestination,
  LedgerEntry,
  LedgerStatus,
  LedgerType,
} from '@adnet/remote-wallet/contract';
import { type ContentLanguage, localize } from './content/localize';
import { couponCreditView } from './domain';
import { settlementParts } from './figures';
import { type Big, big, fmt } from './money';
import type { LedgerRecord, PlanRecord, Store, UserRecord } from './store';
import { iso } from './time';

export interface LedgerOptions {
  /** 'done' unless given: only a withdrawal starts pending */
  status?: LedgerStatus;
  plan?: PlanRecord;
  destination?: LedgerDestination;
}

/** Appends a ledger entry at `timeMs` (never before the last one) with a consistent balance_after. */
export function addLedger(
  store: Store,
  u: UserRecord,
  type: LedgerType,
  amount: Big,
  remark: string,
  timeMs: number,
  options: LedgerOptions = {},
): LedgerRecord {
  const last = u.ledger[u.ledger.length - 1];
  const before = last ? big(last.balance_after) : big(0);
  const lastMs = last ? Date.parse(last.time) : 0;
  const time = iso(Math.max(timeMs, lastMs));
  const status = options.status ?? 'done';
  const entry: LedgerRecord = {
    id: store.nextId('ledger'),
    time,
    amount: fmt(amount),
    remark,
    type,
    balance_after: fmt(before.plus(amount)),
    status,
    steps: [{ status, time }],
    plan_id: options.plan?.id ?? null,
    destination: options.destination ?? null,
  };
  u.ledger.push(entry);
  return entry;
}

/** Moves a pending entry to done or refused at `timeMs`, keeping the step. */
export function settleEntry(e: LedgerRecord, status: 'done' | 'refused', timeMs: number): void {
  const lastMs = Date.parse(e.steps[e.steps.length - 1]?.time ?? e.time);
  e.status = status;
  e.steps.push({ status, time: iso(Math.max(timeMs, lastMs)) });
}

/** A withdrawal's destination as bound now, the account masked as the app masks it. */
export function destinationOf(card: BankCard, method: BankCard['method']): LedgerDestination {
  if (method === 'bank_card') {
    const compact = card.bank_account.replace(/[\s-]/g, '');
    return { method, name: card.card_name.trim(), account: `****${compact.slice(-4)}` };
  }
  const a = card.wallet_address.trim();
  return {
    method,
    name: card.network,
    account: a.length > 12 ? `${a.slice(0, 6)}…${a.slice(-4)}` : a,
  };
}

/**
 * The reference a merchant quotes: "TF", the entry's date (UTC, yyyymmdd) and its id. Made from
 * what never changes, so it is the same on every answer.
 */
export function ledgerReference(e: Pick<LedgerRecord, 'id' | 'time'>): string {
  return `TF${e.time.slice(0, 10).replace(/-/g, '')}${e.id}`;
}

/** The types whose entry tells its plan's coupon. */
const COUPON_TYPES = new Set<LedgerType>(['ad_delivery', 'ad_settlement', 'refund']);

/**
 * An entry as the API answers it: remark in `lang`, reference, plan, coupon, destination and a
 * settlement's parts.
 */
export function ledgerView(u: UserRecord, e: LedgerRecord, lang: ContentLanguage): LedgerEntry {
  const plan = e.plan_id === null ? undefined : u.plans.find((p) => p.id === e.plan_id);
  return {
    id: e.id,
    time: e.time,
    amount: e.amount,
    remark: localize(e.remark, lang),
    type: e.type,
    balance_after: e.balance_after,
    status: e.status,
    reference: ledgerReference(e),
    steps: e.steps.map((s) => ({ ...s })),
    plan: plan ? { id: plan.id, plan_no: plan.plan_no } : null,
    coupon: plan && COUPON_TYPES.has(e.type) ? couponCreditView(u, plan, lang) : null,
    destination: e.destination ? { ...e.destination } : null,
    settlement: plan && e.type === 'ad_settlement' ? settlementParts(plan) : null,
  };
}
