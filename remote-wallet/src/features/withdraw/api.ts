/**
 * A withdrawal (docs/product/api.md#api.calls.withdraw); the answer is the figures after it and
 * the withdrawal's receipt.
 */
import { type RequestOptions, request, withAccountCurrency } from '@adnet/shared';
import type { WithdrawAnswer, WithdrawBody } from '../../contract';

export const withdrawApi = {
  withdraw: (b: WithdrawBody, o?: RequestOptions) =>
    request<WithdrawAnswer>('POST', '/user/withdraw', b, o).then(withAccountCurrency),
};
