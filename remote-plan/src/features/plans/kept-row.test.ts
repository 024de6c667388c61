import type { Page } from '@adnet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PlanDetail, type PlanOrder, planApi } from './api';
import { isFullPlan, keptPlanRow } from './kept-row';
import { PLAN_PAGE_SIZE } from './plan-status';

const plan = (id: number) => ({ id, plan_no: `PL${id}`, status: 'putting' }) as PlanOrder;
const list = (ids: number[]) => ({ list: ids.map(plan) }) as unknown as Page<PlanOrder>;

afterEach(() => vi.restoreAllMocks());

describe('a plan of a kept list, offline', () => {
  it('is found in the first page of any tab, with that answer’s age', () => {
    const kept = vi
      .spyOn(planApi.list, 'kept')
      .mockImplementation((q) => (q.status === 'putting' ? { at: 5, data: list([3, 4]) } : null));
    expect(keptPlanRow(4, false)).toEqual({ at: 5, data: plan(4) });
    expect(kept).toHaveBeenCalledWith({ page: 1, size: PLAN_PAGE_SIZE, status: undefined });
  });

  it('is nothing when no kept list holds it, and never used online', () => {
    const kept = vi.spyOn(planApi.list, 'kept').mockReturnValue({ at: 5, data: list([3]) });
    expect(keptPlanRow(4, false)).toBeNull();
    kept.mockClear();
    expect(keptPlanRow(3, true)).toBeNull();
    expect(kept).not.toHaveBeenCalled();
  });

  it('is told from the plan’s own answer by its placement', () => {
    expect(isFullPlan(plan(1))).toBe(false);
    expect(isFullPlan({ ...plan(1), metrics: {} } as PlanDetail)).toBe(true);
  });
});
