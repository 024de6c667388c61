/**
 * Where a failed put is said, once (docs/product/plans.md#plans.put.refused): a refusal about the
 * amount or its coupon under the amount; any other refusal, a failure of the server, or no
 * answer, in a toast; the session's own codes (an expired login, no ad account, an account
 * state) are the host's, which says them itself.
 */
import { ApiError, accountStateCodes, type ErrorReason, type Money } from '@adnet/shared';
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

/**
 * Says a failed put once, in its place (`putFailurePlace`), and reads the balance again: a
 * refusal for the balance then says it as it is now (docs/product/plans.md#plans.put.fresh-balance).
 */
export function sayPutFailure(
  error: unknown,
  say: {
    message: string;
    field: (message: string) => void;
    toast: (message: string) => void;
    reread: () => Promise<{ available_balance: Money } | null | undefined>;
    balanceNow: (available: Money) => string;
  },
) {
  const place = putFailurePlace(error);
  if (place === 'field') say.field(say.message);
  else if (place === 'toast') say.toast(say.message);
  const fresh = say.reread();
  if (place === 'field' && error instanceof ApiError && error.reason === 'insufficient_balance') {
    void fresh.then((now) => {
      if (now) say.field(say.balanceNow(now.available_balance));
    });
  }
}
