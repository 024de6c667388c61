/** The product page's call (SPEC.md §7 "plans": the app detail of a plan, with its product). */
import { endpoint } from '@adnet/shared';
import type { PlanDetail, PlanIdBody } from '../plans/api';

export const productApi = {
  planAppDetail: endpoint<PlanDetail, PlanIdBody>('POST', '/plan/order/app/detail'),
};
