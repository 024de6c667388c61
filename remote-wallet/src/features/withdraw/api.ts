/** A withdrawal (docs/product/api.md#api.calls.withdraw); the answer is the figures after it. */
import { type Property, type RequestOptions, request, withAccountCurrency } from '@adnet/shared';
import type { WithdrawBody } from '../../contract';

export const withdrawApi = {
  withdraw: (b: WithdrawBody, o?: RequestOptions) =>
    request<Property>('POST', '/user/withdraw', b, o).then(withAccountCurrency),
};
