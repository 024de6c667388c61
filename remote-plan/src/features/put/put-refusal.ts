/**
 * Where a failed put is said, once (docs/product/plans.md#plans.put.refused): a refusal about the
 * amount or its coupon under the amount; any other refusal, a failure of the server, or no
 * answer, in a toast; the session's own codes (an expired login, no ad account, an account
 * state) are the host's, which says them itself.
 */
import { ApiError, accountStateCodes, type ErrorReason } from '@adnet/shared';
import { refusedField } from '@adnet/shared/ui';

/** The refusals that are about what was typed or chosen in the panel. */
const FIELD_REASONS: ReadonlySet<ErrorReason> = new Set([
  'insufficient_balance',
  'amount_out_of_range',
  'coupon_unavailable',
]);

export type PutFailurePlace = 'field' | 'toast' | 'host';

export function putFailurePlace(error: unknown): PutFailurePlace {
  if (error instanceof ApiError) {
    if (error.code === 503 || error.code === 401 || accountStateCodes.includes(error.code))
      return 'host';
    if (error.reason && FIELD_REASONS.has(error.reason)) return 'field';
  }
  return refusedField(error) === 'amount' ? 'field' : 'toast';
}
