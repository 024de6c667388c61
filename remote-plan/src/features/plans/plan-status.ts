/**
 * Plan statuses as the list filter and the screens see them (docs/product/plans.md#plans.statuses).
 */
import { PLAN_STATUSES } from '@adnet/shared';
import type { Tone } from '@adnet/shared/ui';
import type { PlanStatus } from './api';

export type PlanFilter = 'all' | PlanStatus;

/** The filter tabs, in the product's order; 'all' is a filter only, never a plan's status. */
export const PLAN_FILTERS: readonly PlanFilter[] = ['all', ...PLAN_STATUSES];

export function isPlanStatus(value: unknown): value is PlanStatus {
  return typeof value === 'string' && value !== 'all' && PLAN_FILTERS.includes(value as PlanFilter);
}

/** The `?status=` of /plan: anything unknown or missing reads as 'all'. */
export function parseFilter(value: string | null | undefined): PlanFilter {
  return isPlanStatus(value) ? value : 'all';
}

/** The status the list call takes: none for 'all'. */
export function filterToQuery(filter: PlanFilter): PlanStatus | undefined {
  return filter === 'all' ? undefined : filter;
}

/** Statuses in which delivery moves on its own, so the detail page polls. */
export function isLive(status: PlanStatus): boolean {
  return status === 'matching' || status === 'putting';
}

/**
 * One tone (`@adnet/shared/ui`) per kind of state: act now (warning), running (primary),
 * failed (danger), waiting for money (accent), done (success).
 */
export function statusTone(status: PlanStatus): Tone {
  switch (status) {
    case 'wait_put':
      return 'warning';
    case 'matching':
    case 'putting':
      return 'primary';
    case 'failed':
      return 'danger';
    case 'finished':
    case 'wait_settle':
      return 'accent';
    case 'settled':
      return 'success';
  }
}

/** Plans per page of the list (the loader's first page and InfiniteList's pages). */
export const PLAN_PAGE_SIZE = 10;

/** How many waiting plans are looked at for an unseen official push. */
export const PUSH_SCAN_SIZE = 50;
