/**
 * A plan's page offline (docs/product/plans.md#plans.detail.kept-row): the plan as a kept first
 * page of the plan list shows it (any tab), labelled with that answer's age, until the plan's
 * own answer comes with the network. Online the page waits for its own answer.
 */
import type { KeptAnswer } from '@adnet/shared';
import { type PlanDetail, type PlanOrder, planApi } from './api';
import { filterToQuery, PLAN_FILTERS, PLAN_PAGE_SIZE } from './plan-status';

/** What the detail page shows: the plan's own answer, or offline the row of a kept list. */
export type ShownPlan = PlanDetail | PlanOrder;

/** True for the plan's own answer (its placement and texts are there). */
export function isFullPlan(plan: ShownPlan): plan is PlanDetail {
  return 'metrics' in plan && plan.metrics !== undefined;
}

/** The kept row of plan `id`, offline; null online or when no kept first page holds it. */
export function keptPlanRow(
  id: number,
  online = typeof navigator === 'undefined' || navigator.onLine,
): KeptAnswer<PlanOrder> | null {
  if (online) return null;
  for (const filter of PLAN_FILTERS) {
    const kept = planApi.list.kept({
      page: 1,
      size: PLAN_PAGE_SIZE,
      status: filterToQuery(filter),
    });
    const row = kept?.data.list.find((plan) => plan.id === id);
    if (kept && row) return { at: kept.at, data: row };
  }
  return null;
}
