import { type AdMetrics, formatCount, formatMoney } from '@adnet/shared';
import { useTranslation } from 'react-i18next';

const MONEY: (keyof AdMetrics)[] = [
  'delivery_amount',
  'consumed',
  'to_be_consumed',
  'ad_revenue',
  'profit',
];
const ORDER: (keyof AdMetrics)[] = [
  'delivery_amount',
  'delivery_orders',
  'consumed',
  'to_be_consumed',
  'impressions',
  'clicks',
  'ad_revenue',
  'profit',
];

/** The ad metrics of SPEC §3, money exact and counts grouped for the active language. */
export function MetricsGrid({ metrics }: { metrics: AdMetrics }) {
  const { t, i18n } = useTranslation('plan');
  return (
    <dl className="plan-metrics" data-testid="plan-metrics">
      {ORDER.map((key) => {
        const value = metrics[key];
        return (
          <div key={key} className="plan-metric" data-metric={key}>
            <dt>{t(`metrics.${key}`)}</dt>
            <dd>
              {MONEY.includes(key)
                ? formatMoney(String(value), i18n.language)
                : formatCount(Number(value), i18n.language)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
