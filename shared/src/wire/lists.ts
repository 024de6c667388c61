/**
 * The wire's closed lists, each written once: the type is derived from its list, so the
 * remotes' filters, their contracts and the sandbox's checks all read the same values
 * (lists.test.ts holds each list to its type and to the product's tables).
 */

/** A plan's statuses, in the product's order (docs/product/plans.md#plans.statuses). */
export const PLAN_STATUSES = [
  'wait_put',
  'matching',
  'putting',
  'failed',
  'finished',
  'wait_settle',
  'settled',
] as const;

export type PlanStatus = (typeof PLAN_STATUSES)[number];

/**
 * A ledger entry's types, in the order the filter lists them
 * (docs/product/wallet.md#wallet.ledger.types): the spec's eight, and `refund`, which this
 * app's API adds: money given back in full (the put amount of a plan whose delivery failed, the
 * amount of a refused withdrawal), so that a refund never reads as an ad settlement or a top-up.
 */
export const LEDGER_TYPES = [
  'system_topup',
  'manual_withdrawal',
  'ad_settlement',
  'refund',
  'ad_delivery',
  'system_deduction',
  'virtual_recharge_deduction',
  'vip_opening',
  'profit_sharing',
] as const;

export type LedgerType = (typeof LEDGER_TYPES)[number];
