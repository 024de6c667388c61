/**
 * The eight ad metrics (docs/product/formats.md#formats.metrics) as one grid, the same on the
 * ad centre's overview and on a plan's detail: labels from `common:metrics.*`, money in the account
 * currency, counts grouped for the UI language; an app may add figures it derives from them
 * (`extra`).
 */
import { AD_METRIC_KEYS, type AdMetricKey, type AdMetrics, useFormat } from '@adnet/shared';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './metrics-grid.css';

/** A figure an app derives from the metrics (a rate), drawn as one more cell of the grid. */
export interface MetricsGridExtra {
  /** the cell's `data-metric` and test id `metric-<key>` */
  key: string;
  label: string;
  value: ReactNode;
  /** the metric whose cell it follows */
  after: AdMetricKey;
}

export interface MetricsGridProps {
  metrics: AdMetrics;
  /** the grid's test id (each cell has `metric-<key>` and `data-metric`) */
  testId?: string;
  /** derived figures, each placed after the metric it is derived from */
  extra?: readonly MetricsGridExtra[];
}

function Cell({ id, label, value }: { id: string; label: string; value: ReactNode }) {
  return (
    <div className="adn-metric" data-metric={id} data-testid={`metric-${id}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function MetricsGrid({ metrics, testId, extra = [] }: MetricsGridProps) {
  const { t } = useTranslation('common');
  const format = useFormat();
  return (
    <dl className="adn-metrics" data-testid={testId}>
      {AD_METRIC_KEYS.map((key) => (
        <Fragment key={key}>
          <Cell id={key} label={t(`metrics.${key}`)} value={format.adMetric(metrics, key)} />
          {extra
            .filter((e) => e.after === key)
            .map((e) => (
              <Cell key={e.key} id={e.key} label={e.label} value={e.value} />
            ))}
        </Fragment>
      ))}
    </dl>
  );
}
