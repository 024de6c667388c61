import { ApiError, HttpError, NetworkError, TimeoutError } from '@adnet/shared';
import { describe, expect, it } from 'vitest';
import { putFailurePlace } from './put-refusal';

const refusal = (error: string) => new ApiError(405, 'x', { error }, '/plan/order/put');

describe('putFailurePlace', () => {
  it('says a refusal about the amount or its coupon under the amount', () => {
    expect(putFailurePlace(refusal('insufficient_balance'))).toBe('field');
    expect(putFailurePlace(refusal('amount_out_of_range'))).toBe('field');
    expect(putFailurePlace(refusal('coupon_unavailable'))).toBe('field');
    expect(putFailurePlace(new ApiError(400, 'amount is invalid', null, '/p'))).toBe('field');
  });

  it('says any other failure in a toast, never under the amount', () => {
    expect(putFailurePlace(refusal('plan_not_puttable'))).toBe('toast');
    expect(putFailurePlace(refusal('duplicate_request'))).toBe('toast');
    expect(putFailurePlace(new ApiError(405, '', null, '/p'))).toBe('toast');
    expect(putFailurePlace(new ApiError(500, 'server error', null, '/p'))).toBe('toast');
    expect(putFailurePlace(new HttpError(502, 'Bad Gateway', '/p'))).toBe('toast');
    expect(putFailurePlace(new TimeoutError('/p', 15_000))).toBe('toast');
    expect(putFailurePlace(new NetworkError('/p'))).toBe('toast');
  });

  it("leaves the session's codes to the host", () => {
    for (const code of [401, 402, 403, 404, 503])
      expect(putFailurePlace(new ApiError(code, '', null, '/p'))).toBe('host');
  });
});
