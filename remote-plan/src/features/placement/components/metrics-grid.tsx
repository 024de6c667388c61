import { AD_METRIC_KEYS, type AdMetrics, formatAdMetric, useAccountCurrency } from '@adnet/shared';
import { useTranslation } from 'react-i18next';
import './metrics-grid.css';

/** The ad metrics of SPEC §3, money exact and counts grouped for the active language. */
export function MetricsGrid({ metrics }: { metrics: AdMetrics }) {
  const { t, i18n } = useTranslation('plan');
  const currency = useAccountCurrency();
  return (
    <dl className="plan-metrics" data-testid="plan-metrics">
      {AD_METRIC_KEYS.map((key) => (
        <div key={key} className="plan-metric" data-metric={key}>
          <dt>{t(`common:metrics.${key}`)}</dt>
          <dd>{formatAdMetric(metrics, key, i18n.language, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
