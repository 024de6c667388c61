/**
 * /plan/detail?id=N: everything about a plan, its real-time placement (polled every 5 s
 * while the page is visible and the plan is matching or putting) and, for a plan waiting
 * to be put, the put action.
 */
import {
  ApiError,
  api,
  formatDateTime,
  formatTime,
  type PlanDetail,
  type PlanOrder,
  paths,
  useMoney,
  useVisibleInterval,
} from '@adnet/shared';
import { EmptyState, ErrorState, LoadingState, useFormFocus } from '@adnet/shared/ui';
import { Image } from '@arco-design/mobile-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MetricsGrid } from '../components/metrics-grid';
import { PlanProgress } from '../components/plan-progress';
import { PutPanel } from '../components/put-panel';
import { StatusTag } from '../components/status-tag';
import { useOfficialPush } from '../hooks/use-official-push';
import { parsePlanId } from '../lib/plan-id';
import { isLive } from '../lib/plan-status';
import './plan.css';

export const POLL_INTERVAL_MS = 5000;

export function PlanDetailPage() {
  const { t, i18n } = useTranslation('plan');
  const money = useMoney();
  const lng = i18n.language;
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
      const detail = await api.planDetail({ id });
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
      const detail = await api.planDetail({ id }, { silent: true });
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
      <section className="plan-hero" ref={heroRef} tabIndex={-1} data-testid="plan-hero">
        <div className="plan-hero-top">
          <span className="plan-no" data-testid="plan-no">
            {plan.plan_no}
          </span>
          <StatusTag status={plan.status} />
        </div>
        <p className="plan-hero-label">{t('field.putAmount')}</p>
        <p className="plan-hero-amount" data-testid="detail-put-amount">
          {money(plan.put_amount)}
        </p>
        <PlanProgress value={plan.progress} status={plan.status} />
      </section>

      <Link
        className="plan-section plan-product-link"
        to={`${paths.goodsDetail}?id=${plan.id}`}
        data-testid="product-link"
      >
        <Image src={plan.product.cover} alt="" width={56} height={56} fit="cover" radius={8} />
        <span className="plan-card-product-text">
          <span className="plan-field-label">{t('field.product')}</span>
          <span className="plan-product-name">{plan.product.name}</span>
          <span className="plan-type">{t(`productType.${plan.product.type}`)}</span>
        </span>
        <span className="plan-arrow" aria-hidden="true">
          ›
        </span>
      </Link>

      {plan.status === 'wait_put' && <PutPanel plan={plan} onPut={onPut} amountRef={amountRef} />}

      <section className="plan-section" aria-labelledby="plan-live-title" data-testid="placement">
        <div className="plan-section-head">
          <h2 id="plan-live-title" className="plan-section-title">
            {t('detail.placement')}
          </h2>
          {live ? (
            <span className="plan-live" data-testid="live-indicator">
              <span className="plan-live-dot" aria-hidden="true" />
              {t('detail.live')}
            </span>
          ) : null}
        </div>
        <MetricsGrid metrics={plan.metrics} />
        {updatedAt && (
          <p className="plan-updated" aria-live="polite">
            {t('common:time.updatedAt', { time: formatTime(updatedAt.toISOString(), lng) })}
          </p>
        )}
      </section>

      <section className="plan-section" aria-labelledby="plan-info-title">
        <h2 id="plan-info-title" className="plan-section-title">
          {t('detail.info')}
        </h2>
        <dl className="plan-facts">
          <div>
            <dt>{t('field.planNo')}</dt>
            <dd>{plan.plan_no}</dd>
          </div>
          <div>
            <dt>{t('field.createdAt')}</dt>
            <dd>{formatDateTime(plan.created_at, lng)}</dd>
          </div>
          <div>
            <dt>{t('field.officialPush')}</dt>
            <dd data-testid="official-push-value">
              {plan.official_push ? t('field.yes') : t('field.no')}
            </dd>
          </div>
          <div>
            <dt>{t('field.lowest')}</dt>
            <dd data-testid="lowest-amount">{money(plan.lowest_amount)}</dd>
          </div>
          <div>
            <dt>{t('field.highest')}</dt>
            <dd data-testid="highest-amount">{money(plan.highest_amount)}</dd>
          </div>
        </dl>
        <TextBlock title={t('field.content')} text={plan.content} />
        <TextBlock title={t('field.rules')} text={plan.rules} />
        <TextBlock title={t('field.targeting')} text={plan.user_targeting} />
        <TextBlock title={t('field.gameDescription')} text={plan.game_description} />
      </section>
    </div>
  );
}

/** Server text shown as plain text (never as HTML), line breaks kept. */
function TextBlock({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <div className="plan-text">
      <h3>{title}</h3>
      <p>{text}</p>
    </div>
  );
}
