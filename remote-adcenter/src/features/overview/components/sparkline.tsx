/** A small trend chart of a statistics series, drawn as inline SVG (no chart library). */
import { useTranslation } from 'react-i18next';
import type { StatisticsPoint } from '../api';
import { seriesValues, sparklinePoints, toAreaPath, toPolyline, trendOf } from '../sparkline';
import './sparkline.css';

const WIDTH = 300;
const HEIGHT = 64;

export function Sparkline({ series }: { series: StatisticsPoint[] }) {
  const { t } = useTranslation('adcenter');
  const revenue = seriesValues(series, 'ad_revenue');
  const profit = seriesValues(series, 'profit');
  // One scale for both lines so that they can be compared.
  const all = [...revenue, ...profit];
  const domain: [number, number] = [Math.min(...all), Math.max(...all)];
  const box = { width: WIDTH, height: HEIGHT, padding: 4, domain };
  const revenuePoints = sparklinePoints(revenue, box);
  const profitPoints = sparklinePoints(profit, box);
  const trend = trendOf(revenue);
  const first = series[0]?.label ?? '';
  const last = series[series.length - 1]?.label ?? '';

  return (
    <figure
      className="adc-spark"
      data-testid="sparkline"
      data-trend={trend}
      data-points={series.length}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t(`overview.trend.${trend}`)}
      >
        {revenuePoints.length > 1 && (
          <path d={toAreaPath(revenuePoints, HEIGHT)} className="adc-spark-area" />
        )}
        {revenuePoints.length > 1 ? (
          <polyline points={toPolyline(revenuePoints)} className="adc-spark-revenue" />
        ) : (
          // One point (the first hour of the day): a level line, not a squashed dot.
          revenuePoints[0] && (
            <line
              x1={4}
              x2={WIDTH - 4}
              y1={revenuePoints[0].y}
              y2={revenuePoints[0].y}
              className="adc-spark-revenue"
            />
          )
        )}
        {profitPoints.length > 1 && (
          <polyline points={toPolyline(profitPoints)} className="adc-spark-profit" />
        )}
      </svg>
      <figcaption>
        <span className="adc-spark-range">
          {first}
          {last && last !== first ? ` – ${last}` : ''}
        </span>
        <span className="adc-spark-legend">
          <i className="adc-spark-key adc-spark-key-revenue" />
          {t('common:metrics.ad_revenue')}
          <i className="adc-spark-key adc-spark-key-profit" />
          {t('common:metrics.profit')}
        </span>
      </figcaption>
    </figure>
  );
}
