/**
 * `@adnet/shared/wire`: the wire contract alone (types.ts, lists.ts, reason-wording.ts,
 * payout-card.ts), for
 * what speaks it without running the kernel — the sandbox API, the contracts' tests. It imports
 * nothing of the kernel, as wire/ never does.
 */
export * from './lists';
export * from './payout-card';
export * from './reason-wording';
export type * from './types';
