/**
 * The product page's call: the app detail of a plan, with its product
 * (docs/product/api.md#api.calls.plan-app-detail).
 */
import { endpoint } from '@adnet/shared';
import type { PlanDetail, PlanIdBody } from '../../contract';

export const productApi = {
  planAppDetail: endpoint<PlanDetail, PlanIdBody>('POST', '/plan/order/app/detail'),
};
