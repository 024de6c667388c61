/**
 * The wallet's wire contract: the bodies, queries and answers of the calls this remote makes
 * (docs/product/api.md#api.calls), types only. The features' `api.ts` declare the calls with
 * these types; anything outside the remote (the sandbox API) reads them here, through
 * `@adnet/remote-wallet/contract`, never from a feature's files.
 */
import type {
  BankCard,
  CouponCredit,
  LedgerType,
  Money,
  Page,
  PageQuery,
  Property,
  SettlementParts,
  Timestamp,
} from '@adnet/shared/wire';

// Bank card (docs/product/wallet.md#wallet.bind): the card itself is the kernel's wire type, as
// the ad centre reads it too

export type { BankCard };

/**
 * A binding or change of payout details. `request_id`: one per intended binding (the same
 * details sent again keep it), answered once by the server (docs/product/api.md#api.idempotency);
 * optional on the wire for clients built before it.
 */
export interface BankCardEditBody extends BankCard {
  request_id?: string;
}

// Foreign exchange (docs/product/foreign-exchange.md#foreign-exchange.lookup)

export type AcceptorKind = 'personal' | 'enterprise';

export interface AcceptorOrder {
  id: number;
  order_no: string;
  kind: AcceptorKind;
  acceptor_name: string;
  amount: Money;
  currency: string;
  status: 'pending' | 'accepted' | 'rejected';
  created_at: Timestamp;
}

export interface AcceptorDetailBody {
  kind: AcceptorKind;
  code: string;
}

export interface Acceptor {
  id: number;
  kind: AcceptorKind;
  name: string;
  limit: Money;
  currency: string;
  rate: string;
}

// Ledger (docs/product/api.md#api.calls.ledger)

/** An entry's type: the one list of the wire contract (`LEDGER_TYPES` of @adnet/shared). */
export type { LedgerType };

/**
 * Where an entry stands (docs/product/wallet.md#wallet.ledger.status); this app's API adds it: a
 * withdrawal is pending until the payout is made (done) or refused (its amount then comes
 * back as a separate entry). Every other entry is done when it is written.
 */
export type LedgerStatus = 'pending' | 'done' | 'refused';

/** One change of an entry's status, and when (docs/product/wallet.md#wallet.ledger.detail). */
export interface LedgerStep {
  status: LedgerStatus;
  time: Timestamp;
}

/** Where a withdrawal went, as it was bound then; the account already masked by the server. */
export interface LedgerDestination {
  method: 'bank_card' | 'wallet_address';
  /** the bank's name, or the wallet's network */
  name: string;
  /** "****6789", or a wallet address shortened to "TXa1b2…9z8y" */
  account: string;
}

export interface LedgerEntry {
  id: number;
  time: Timestamp;
  /** signed: negative leaves the balance */
  amount: Money;
  remark: string;
  type: LedgerType;
  balance_after: Money;
  /** missing (an older server) reads as done */
  status?: LedgerStatus;
  /** the number a merchant quotes to customer service, unique per merchant: "TF20260302100123" */
  reference: string;
  /** the entry's statuses, oldest first: written, then paid out or refused */
  steps: LedgerStep[];
  /** the plan an ad delivery, an ad settlement or a failed plan's refund belongs to */
  plan: { id: number; plan_no: string } | null;
  /**
   * the coupon of that plan's put: on the ad delivery the credit still to come, on the
   * settlement the credit it includes, on the refund the coupon given back
   */
  coupon: CouponCredit | null;
  /** where a withdrawal went */
  destination: LedgerDestination | null;
  /**
   * an ad settlement's parts: the put amount, the profit and the coupon credit, adding up to
   * its amount; null on every other entry (and absent from an older server)
   */
  settlement?: SettlementParts | null;
}

/** The body of one entry's read (docs/product/api.md#api.calls.ledger-detail). */
export interface LedgerDetailQuery {
  id: number;
}

export interface MonthSummary {
  /** YYYY-MM */
  month: string;
  income: Money;
  expense: Money;
  count: number;
}

export interface LedgerQuery extends PageQuery {
  type?: LedgerType;
  /** YYYY-MM */
  month?: string;
}

export interface LedgerPage extends Page<LedgerEntry> {
  /** totals by month for the same type filter, newest first */
  months: MonthSummary[];
}

// Withdrawal (docs/product/api.md#api.calls.withdraw)

export interface WithdrawBody {
  amount: Money;
  /** MD5 hex of the transaction password */
  password: string;
  method: 'bank_card' | 'wallet_address';
  request_id: string;
}

/**
 * What a withdrawal taken answers beside the figures after it
 * (docs/product/wallet.md#wallet.withdraw.receipt): its ledger entry, the reference to quote,
 * the fee and when the money is expected.
 */
export interface WithdrawalReceipt {
  /** the withdrawal's ledger entry (its page: /wallet/transaction?id=…) */
  entry_id: number;
  reference: string;
  /** taken on top of the amount; "0.00": no fee */
  fee: Money;
  /** ISO 8601 UTC: the money is expected to arrive by then */
  expected_by: Timestamp;
}

/** The answer of a withdrawal: the figures after it, and its receipt. */
export interface WithdrawAnswer extends Property {
  withdrawal: WithdrawalReceipt;
}
