/**
 * The real-time placement of a plan: the eight ad metrics, "live" while polled, and when; a plan
 * not put yet has none to show (docs/product/plans.md#plans.placement.waiting).
 */
import { type AdMetrics, useFormat } from '@adnet/shared';
import { Card, CardHead, MetricsGrid, SectionTitle } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import './placement-section.css';

interface Props {
  metrics: AdMetrics;
  /** the plan is matching or putting: the figures are refreshed */
  live: boolean;
  updatedAt: Date | null;
  /** waiting to be put: nothing is placed yet */
  waiting?: boolean;
}

export function PlacementSection({ metrics, live, updatedAt, waiting = false }: Props) {
  const { t } = useTranslation('plan');
  const format = useFormat();
  return (
    <Card aria-labelledby="plan-live-title" data-testid="placement">
      <CardHead>
        <SectionTitle id="plan-live-title">{t('detail.placement')}</SectionTitle>
        {live ? (
          <span className="plan-live" data-testid="live-indicator">
            <span className="plan-live-dot" aria-hidden="true" />
            {t('detail.live')}
          </span>
        ) : null}
      </CardHead>
      {waiting ? (
        <p className="plan-placement-empty" data-testid="placement-empty">
          {t('detail.placementEmpty')}
        </p>
      ) : (
        <MetricsGrid metrics={metrics} testId="plan-metrics" />
      )}
      {updatedAt && !waiting && (
        <p className="plan-updated" aria-live="polite" data-testid="placement-updated">
          {t('common:time.updatedAt', { time: format.time(updatedAt.toISOString()) })}
        </p>
      )}
    </Card>
  );
}
