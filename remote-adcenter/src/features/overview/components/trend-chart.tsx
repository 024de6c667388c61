/**
 * The overview's trend chart: ad revenue and profit over the period's hours, days or months,
 * with both axes, a legend, the values of a point on touch, hover or the arrow keys, and the
 * series as a table for screen readers. Its drawing (Chart.js, `../trend-plot`) is fetched when
 * the chart first shows; until then its box is a skeleton of the same size.
 */
import { useFormat } from '@adnet/shared';
import { Skeleton } from '@adnet/shared/arco';
import { ErrorState } from '@adnet/shared/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticsPoint, StatisticsType } from '../api';
import {
  bucketLabel,
  bucketOf,
  formatAxisMoney,
  seriesValues,
  spansYears,
  trendOf,
} from '../trend';
import type { PlotOptions, PlotTip, TrendPlot } from '../trend-plot';
import './trend-chart.css';

type PlotModule = typeof import('../trend-plot');

/** Kept once loaded: a chart shown again (another tab) draws at once. */
let plotModule: PlotModule | undefined;

function usePlotModule(): { mod?: PlotModule; failed: boolean; retry: () => void } {
  const [mod, setMod] = useState(plotModule);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (mod) return;
    let live = true;
    import('../trend-plot').then(
      (loaded) => {
        plotModule = loaded;
        if (live) setMod(loaded);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // `attempt` asks again after a failure
  }, [mod, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((a) => a + 1);
  }, []);
  return { mod, failed, retry };
}

/** The design tokens as the canvas needs them: resolved colours, the type of the page. */
function themeOf(element: HTMLElement, fontFrom: HTMLElement | null) {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const font = getComputedStyle(fontFrom ?? element);
  return {
    revenue: token('--adn-primary'),
    revenueArea: token('--adn-primary-soft'),
    profit: token('--adn-success'),
    plot: {
      grid: token('--adn-border'),
      text: token('--adn-muted'),
      font: { family: font.fontFamily, size: Number.parseFloat(font.fontSize) || 12 },
    },
  };
}

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
const noHover = () => typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;

export interface TrendChartProps {
  series: StatisticsPoint[];
  type: StatisticsType;
}

export function TrendChart({ series, type }: TrendChartProps) {
  const { t } = useTranslation('adcenter');
  // the axis and the labels have formatters of their own (../trend): the same language and currency
  const { language: lng, currency, money } = useFormat();
  const { mod, failed, retry } = usePlotModule();
  const figureRef = useRef<HTMLElement>(null);
  const legendRef = useRef<HTMLUListElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const plotRef = useRef<TrendPlot | null>(null);
  const [tip, setTip] = useState<PlotTip | null>(null);

  const bucket = bucketOf(type);
  const revenueName = t('common:metrics.ad_revenue');
  const profitName = t('common:metrics.profit');
  const title = t(`overview.chart.title.${bucket}`);
  const full = useMemo(
    () => series.map((p) => bucketLabel(p.label, bucket, lng, 'full')),
    [series, bucket, lng],
  );
  const revenue = useMemo(() => seriesValues(series, 'ad_revenue'), [series]);

  // What the plot draws; the colours are read from the tokens when it is drawn.
  const draw = useMemo(() => {
    const years = spansYears(series, bucket);
    return {
      ticks: series.map((p) => bucketLabel(p.label, bucket, lng, 'tick', years)),
      revenue,
      profit: seriesValues(series, 'profit'),
      yTick: (value: number) => formatAxisMoney(value, lng, currency),
    };
  }, [series, bucket, lng, currency, revenue]);

  const optionsOf = useCallback(
    (figure: HTMLElement): PlotOptions => {
      const theme = themeOf(figure, legendRef.current);
      return {
        ticks: draw.ticks,
        lines: [
          { values: draw.revenue, color: theme.revenue, area: theme.revenueArea },
          { values: draw.profit, color: theme.profit },
        ],
        yTick: draw.yTick,
        theme: theme.plot,
        animate: !reducedMotion(),
        touchOnly: noHover(),
      };
    },
    [draw],
  );
  const optionsRef = useRef(optionsOf);
  optionsRef.current = optionsOf;

  useEffect(() => {
    const canvas = canvasRef.current;
    const figure = figureRef.current;
    if (!mod || !canvas || !figure) return;
    const plot = mod.createTrendPlot(canvas, optionsRef.current(figure), (next) =>
      setTip((prev) =>
        prev && next && prev.index === next.index && prev.x === next.x && prev.y === next.y
          ? prev
          : next,
      ),
    );
    plotRef.current = plot;
    return () => {
      plot.destroy();
      plotRef.current = null;
    };
  }, [mod]);

  useEffect(() => {
    if (figureRef.current) plotRef.current?.update(optionsOf(figureRef.current));
  }, [optionsOf]);

  // a refresh with fewer points leaves no tooltip on a point that is gone
  const count = series.length;
  const shown = tip && tip.index < count ? tip : null;

  // The keyboard reads the points through a range input over them: the arrow keys, Home and
  // End move it natively, and a screen reader says its value text, the point in words.
  const [readIndex, setReadIndex] = useState<number | null>(null);
  const reading = readIndex !== null && readIndex < count ? readIndex : null;
  const read = (index: number | null) => {
    setReadIndex(index);
    plotRef.current?.show(index);
  };

  const pointText = (i: number) =>
    t('overview.chart.point', {
      when: full[i],
      revenue: `${revenueName} ${money(series[i]!.ad_revenue)}`,
      profit: `${profitName} ${money(series[i]!.profit)}`,
    });

  // the tooltip sits beside the guide line, on the side with more room, never over the point
  const tipStyle = shown
    ? shown.x > (shown.area.left + shown.area.right) / 2
      ? {
          right: `calc(100% - ${shown.x - 8}px)`,
          top: shown.area.top,
          maxWidth: shown.x - 8,
        }
      : { left: shown.x + 8, top: shown.area.top, maxWidth: `calc(100% - ${shown.x + 8}px)` }
    : undefined;

  return (
    <figure
      ref={figureRef}
      className="adc-trend"
      data-testid="trend-chart"
      data-points={count}
      data-bucket={bucket}
    >
      <figcaption className="adc-trend-caption">
        <span className="adn-visually-hidden">{title}</span>
        <ul ref={legendRef} className="adc-trend-legend" data-testid="trend-legend">
          <li>
            <i className="adc-trend-key adc-trend-key-revenue" aria-hidden="true" />
            {revenueName}
          </li>
          <li>
            <i className="adc-trend-key adc-trend-key-profit" aria-hidden="true" />
            {profitName}
          </li>
        </ul>
      </figcaption>
      <div className="adc-trend-plot" data-testid="trend-plot" aria-busy={!mod && !failed}>
        <div className="adc-trend-canvas">
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={`${title}. ${t(`overview.trend.${trendOf(revenue)}`)}`}
          />
        </div>
        {mod && count > 0 && (
          <input
            type="range"
            className="adn-visually-hidden adc-trend-reader"
            data-testid="trend-reader"
            aria-label={t('overview.chart.read', { title })}
            min={0}
            max={count - 1}
            step={1}
            value={reading ?? count - 1}
            aria-valuetext={pointText(reading ?? count - 1)}
            onFocus={() => read(reading ?? count - 1)}
            onChange={(event) => read(Number(event.currentTarget.value))}
            onBlur={() => read(null)}
          />
        )}
        {!mod && !failed && (
          <div className="adc-trend-skeleton" data-testid="trend-loading">
            <Skeleton title={false} paragraph={{ rows: 4 }} />
          </div>
        )}
        {failed && (
          <div className="adc-trend-skeleton">
            <ErrorState onRetry={retry} />
          </div>
        )}
        {shown && (
          <div
            className="adc-trend-tip"
            data-testid="trend-tip"
            data-index={shown.index}
            style={tipStyle}
            aria-hidden="true"
          >
            <strong>{full[shown.index]}</strong>
            <span>
              <i className="adc-trend-key adc-trend-key-revenue" />
              {revenueName} <b>{money(series[shown.index]!.ad_revenue)}</b>
            </span>
            <span>
              <i className="adc-trend-key adc-trend-key-profit" />
              {profitName} <b>{money(series[shown.index]!.profit)}</b>
            </span>
          </div>
        )}
      </div>
      {/* Hidden in a box of its own: a table is as wide as its widest row whatever width it
          is given (the day's last hour once made the page wider than a phone's screen). */}
      <div className="adn-visually-hidden">
        <table data-testid="trend-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`overview.chart.when.${bucket}`)}</th>
              <th scope="col">{revenueName}</th>
              <th scope="col">{profitName}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((p, i) => (
              <tr key={p.label}>
                <th scope="row">{full[i]}</th>
                <td>{money(p.ad_revenue)}</td>
                <td>{money(p.profit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
