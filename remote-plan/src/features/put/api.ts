/**
 * The put (docs/product/api.md#api.calls.plan-put) and its body. The available balance it is
 * checked against (`api.property`) and the unused coupons it may use (`api.couponList`) come from
 * `@adnet/shared`: the wallet and the ad centre read the same.
 */
import { endpoint, type Money } from '@adnet/shared';
import type { PlanOrder } from '../plans/api';

export interface PlanPutBody {
  id: number;
  amount: Money;
  /** a fresh id per intended put: the server answers a repeated one with the first result */
  request_id: string;
  coupon_id?: number;
}

export const putApi = {
  planPut: endpoint<PlanOrder, PlanPutBody>('POST', '/plan/order/put'),
};
