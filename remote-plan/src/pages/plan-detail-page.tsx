/**
 * /plan/detail?id=N: everything about a plan, its real-time placement (polled every 5 s
 * while the page is visible and the plan is matching or putting) and, for a plan waiting
 * to be put, the put action. The loader starts the plan's request.
 */
import { ApiError, type Resource, useResource } from '@adnet/shared';
import { EmptyState, Loaded, useFormFocus } from '@adnet/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { markPlanSeen } from '../features/official-push/hooks/use-official-push';
import { PlacementSection } from '../features/placement/components/placement-section';
import type { PlanOrder } from '../features/plans/api';
import { PlanHero } from '../features/plans/components/plan-hero';
import { PlanInfo } from '../features/plans/components/plan-info';
import { ProductLink } from '../features/plans/components/product-link';
import { usePlacementPoll } from '../features/plans/hooks/use-placement-poll';
import { isFullPlan, type ShownPlan } from '../features/plans/kept-row';
import { isLive } from '../features/plans/plan-status';
import { PutPanel } from '../features/put/components/put-panel';
import './plan-detail-page.css';

/** /plan/detail?id=N: the plan (null: no valid id). */
export interface PlanDetailData {
  id: number | null;
  /** the plan's own answer; offline, first the row of a kept list (features/plans/kept-row.ts) */
  plan: Resource<ShownPlan> | null;
}

export function PlanDetailPage() {
  const { t } = useTranslation('plan');
  const { id, plan } = useLoaderData() as PlanDetailData;
  if (id === null || plan === null) return <EmptyState text={t('detail.notFound')} />;
  // another plan is another page: nothing of the previous one (put form, push check) is kept
  return <PlanDetailView key={id} id={id} plan={plan} />;
}

function PlanDetailView({ id, plan: res }: { id: number; plan: Resource<ShownPlan> }) {
  const { t } = useTranslation('plan');
  const state = useResource(res);
  const plan = state.data;
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const amountRef = useRef<HTMLDivElement>(null);
  // after a put the panel goes: focus moves to the plan's new status and amount
  // (docs/product/forms.md#forms.focus.result)
  const { resultRef: heroRef, focusResult } = useFormFocus<HTMLElement>();
  const pushChecked = useRef<number | null>(null);
  // the put's own answer updates the plan but is not a fresh reading of the placement
  const fromPut = useRef(false);

  useEffect(() => {
    if (!plan) return;
    if (fromPut.current) fromPut.current = false;
    else setUpdatedAt(new Date());
  }, [plan]);

  // The official-push dialog points to a plan: on that plan's own page it would only cover
  // the put form, so it never opens here; opening the plan counts as having seen its push.
  useEffect(() => {
    if (!plan || pushChecked.current === plan.id) return;
    pushChecked.current = plan.id;
    markPlanSeen(plan);
  }, [plan]);

  const live = plan !== undefined && isLive(plan.status);
  const poll = usePlacementPoll(id, live, state.set);

  const onPut = (order: PlanOrder) => {
    if (plan) {
      fromPut.current = true;
      state.set({ ...plan, ...order });
    }
    focusResult();
    void poll();
  };

  if (state.error instanceof ApiError && state.error.reason === 'not_found' && !plan) {
    return <EmptyState text={t('detail.notFound')} />;
  }
  return (
    <div className="plan-detail-page">
      <Loaded state={state}>
        {(plan) =>
          !isFullPlan(plan) ? (
            // a kept row, offline: its own figures; the placement, texts and put wait for its answer
            <div className="plan-detail" data-testid="plan-detail" data-status={plan.status}>
              <PlanHero plan={plan} heroRef={heroRef} />
              <ProductLink plan={plan} />
              <PlanInfo plan={plan} />
            </div>
          ) : (
            <div className="plan-detail" data-testid="plan-detail" data-status={plan.status}>
              <PlanHero plan={plan} heroRef={heroRef} />
              <ProductLink plan={plan} />
              {plan.status === 'wait_put' && (
                <PutPanel plan={plan} onPut={onPut} amountRef={amountRef} />
              )}
              <PlacementSection
                metrics={plan.metrics}
                live={live}
                updatedAt={updatedAt}
                waiting={plan.status === 'wait_put'}
              />
              <PlanInfo plan={plan} />
            </div>
          )
        }
      </Loaded>
    </div>
  );
}
