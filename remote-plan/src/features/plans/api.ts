/**
 * The plans' calls (docs/product/api.md#api.calls.plan-list); their wire types are the remote's
 * contract (docs/product/plans.md#plans.plan).
 */
import { endpoint, type Page } from '@adnet/shared';
import type { PlanDetail, PlanIdBody, PlanListQuery, PlanOrder } from '../../contract';

export type { PlanDetail, PlanOrder, PlanStatus } from '../../contract';

export const planApi = {
  list: endpoint<Page<PlanOrder>, PlanListQuery>('GET', '/plan/order/list'),
  detail: endpoint<PlanDetail, PlanIdBody>('POST', '/plan/order/detail'),
};
