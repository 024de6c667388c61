/**
 * The eight ad metrics (docs/product/formats.md#formats.metrics) as one grid, the same on the
 * ad centre's overview and on a plan's detail: labels from `common:metrics.*`, money in the account
 * currency, counts grouped for the UI language.
 */
import { AD_METRIC_KEYS, type AdMetrics, useFormat } from '@adnet/shared';
import { useTranslation } from 'react-i18next';
import './metrics-grid.css';

export interface MetricsGridProps {
  metrics: AdMetrics;
  /** the grid's test id (each cell has `metric-<key>` and `data-metric`) */
  testId?: string;
}

export function MetricsGrid({ metrics, testId }: MetricsGridProps) {
  const { t } = useTranslation('common');
  const format = useFormat();
  return (
    <dl className="adn-metrics" data-testid={testId}>
      {AD_METRIC_KEYS.map((key) => (
        <div key={key} className="adn-metric" data-metric={key} data-testid={`metric-${key}`}>
          <dt>{t(`metrics.${key}`)}</dt>
          <dd>{format.adMetric(metrics, key)}</dd>
        </div>
      ))}
    </dl>
  );
}
