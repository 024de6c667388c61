/** The product page's call (SPEC.md §7 "plans": the app detail of a plan, with its product). */
import { type RequestOptions, request } from '@adnet/shared';
import type { PlanDetail, PlanIdBody } from '../plans/api';

export const productApi = {
  planAppDetail: (b: PlanIdBody, o?: RequestOptions) =>
    request<PlanDetail>('POST', '/plan/order/app/detail', b, o),
};
