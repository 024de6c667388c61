/**
 * The put (docs/product/api.md#api.calls.plan-put). The available balance it is checked against
 * (`api.property`) and the unused coupons it may use (`api.couponList`) come from
 * `@adnet/shared`: the wallet and the ad centre read the same.
 */
import { endpoint } from '@adnet/shared';
import type { PlanOrder, PlanPutBody } from '../../contract';

export const putApi = {
  planPut: endpoint<PlanOrder, PlanPutBody>('POST', '/plan/order/put'),
};
