/** A withdrawal (docs/product/api.md#api.calls.withdraw); the answer is the figures after it. */
import {
  type Money,
  type Property,
  type RequestOptions,
  request,
  withAccountCurrency,
} from '@adnet/shared';

export interface WithdrawBody {
  amount: Money;
  /** MD5 hex of the transaction password */
  password: string;
  method: 'bank_card' | 'wallet_address';
  request_id: string;
}

export const withdrawApi = {
  withdraw: (b: WithdrawBody, o?: RequestOptions) =>
    request<Property>('POST', '/user/withdraw', b, o).then(withAccountCurrency),
};
