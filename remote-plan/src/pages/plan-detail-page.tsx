/**
 * /plan/detail?id=N: everything about a plan, its real-time placement (polled every 5 s
 * while the page is visible and the plan is matching or putting) and, for a plan waiting
 * to be put, the put action.
 */
import { ApiError, useVisibleInterval } from '@adnet/shared';
import { EmptyState, ErrorState, LoadingState, useFormFocus } from '@adnet/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOfficialPush } from '../features/official-push/hooks/use-official-push';
import { PlacementSection } from '../features/placement/components/placement-section';
import { type PlanDetail, type PlanOrder, planApi } from '../features/plans/api';
import { PlanHero } from '../features/plans/components/plan-hero';
import { PlanInfo } from '../features/plans/components/plan-info';
import { ProductLink } from '../features/plans/components/product-link';
import { parsePlanId } from '../features/plans/plan-id';
import { isLive } from '../features/plans/plan-status';
import { PutPanel } from '../features/put/components/put-panel';
import './plan-detail-page.css';

export const POLL_INTERVAL_MS = 5000;

export function PlanDetailPage() {
  const { t } = useTranslation('plan');
  const [params] = useSearchParams();
  const id = parsePlanId(params.get('id'));
  const [plan, setPlan] = useState<PlanDetail | null>(null);
  const [failed, setFailed] = useState<'error' | 'not_found' | false>(false);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const amountRef = useRef<HTMLDivElement>(null);
  // after a put the panel goes: focus moves to the plan's new status and amount (README "Keyboard")
  const { resultRef: heroRef, focusResult } = useFormFocus<HTMLElement>();
  const showOfficialPush = useOfficialPush();
  const pushChecked = useRef<number | null>(null);

  const load = useCallback(async () => {
    if (id === null) return;
    setFailed(false);
    try {
      const detail = await planApi.detail({ id });
      setPlan(detail);
      setUpdatedAt(new Date());
    } catch (e) {
      setFailed(e instanceof ApiError && e.reason === 'not_found' ? 'not_found' : 'error');
    }
  }, [id]);

  useEffect(() => {
    setPlan(null);
    void load();
  }, [load]);

  // Congratulate once for an official-push plan waiting to be put; OK leads to the amount.
  useEffect(() => {
    if (!plan || pushChecked.current === plan.id) return;
    pushChecked.current = plan.id;
    showOfficialPush([plan], () =>
      amountRef.current?.querySelector('input')?.focus({ preventScroll: false }),
    );
  }, [plan, showOfficialPush]);

  const poll = useCallback(async () => {
    if (id === null) return;
    try {
      const detail = await planApi.detail({ id }, { silent: true });
      setPlan(detail);
      setUpdatedAt(new Date());
    } catch {
      // A poll stays quiet; the host still acts on an ended session (silent skips the toast only).
    }
  }, [id, load]);

  const live = plan !== null && isLive(plan.status);
  useVisibleInterval(poll, POLL_INTERVAL_MS, live);

  const onPut = (order: PlanOrder) => {
    setPlan((p) => (p ? { ...p, ...order } : p));
    focusResult();
    void poll();
  };

  if (id === null || failed === 'not_found') return <EmptyState text={t('detail.notFound')} />;
  if (failed && !plan) return <ErrorState onRetry={() => void load()} />;
  if (!plan) return <LoadingState />;

  return (
    <div className="plan-detail" data-testid="plan-detail" data-status={plan.status}>
      <PlanHero plan={plan} heroRef={heroRef} />
      <ProductLink plan={plan} />
      {plan.status === 'wait_put' && <PutPanel plan={plan} onPut={onPut} amountRef={amountRef} />}
      <PlacementSection metrics={plan.metrics} live={live} updatedAt={updatedAt} />
      <PlanInfo plan={plan} />
    </div>
  );
}
