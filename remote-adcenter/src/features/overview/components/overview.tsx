/**
 * The data overview: today, this week, this month and all time, refreshed every 30 s
 * while the page is visible, with the time of the data, the metrics with the click-through
 * rate and the cost per click derived from them, and a trend chart of the series. Today's
 * figures open on the merchant's kept answer, "As of 14:03 · updating" in the place of the
 * "Updated" time, until the fresh answer replaces them (docs/offline.md).
 */
import {
  quietly,
  type Resource,
  storedAt,
  timeZoneName,
  useFormat,
  useVisibleInterval,
} from '@adnet/shared';
import { Skeleton, Tabs } from '@adnet/shared/arco';
import {
  AsOf,
  CardHead,
  cardClass,
  ErrorState,
  MetricsGrid,
  type MetricsGridExtra,
  SectionTitle,
  useTabsA11y,
} from '@adnet/shared/ui';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { overviewApi, type StatisticsResult, type StatisticsType } from '../api';
import { PERIODS, REFRESH_INTERVAL_MS } from '../periods';
import { adRates } from '../rates';
import { TrendChart } from './trend-chart';
import './overview.css';

type Loaded = Partial<Record<StatisticsType, StatisticsResult>>;

export interface OverviewProps {
  /** today's figures, requested by the route's loader (the first tab) */
  today?: Resource<StatisticsResult>;
  onAutoRefresh?: () => void;
}

export function Overview({ today, onAutoRefresh }: OverviewProps) {
  const { t } = useTranslation('adcenter');
  const format = useFormat();
  const [index, setIndex] = useState(0);
  // The tab bar moves at once; the figures and the chart of the period follow in a deferred
  // render, so a tap paints its answer in the next frame (docs/performance.md, "Taps").
  const shown = useDeferredValue(index);
  const [data, setData] = useState<Loaded>(() =>
    today?.kept ? { [PERIODS[0]!.type]: today.kept.data } : {},
  );
  // when the figures shown were fetched, if they are a kept answer; and the loads under way
  const [keptAt, setKeptAt] = useState<Partial<Record<StatisticsType, number>>>(() =>
    today?.kept ? { [PERIODS[0]!.type]: today.kept.at } : {},
  );
  // the first tab loads as the page mounts: "updating" from the first frame
  const [pending, setPending] = useState<Partial<Record<StatisticsType, boolean>>>(() => ({
    [PERIODS[0]!.type]: true,
  }));
  /** why a period's figures could not load, drawn in place (its call silent: said once) */
  const [failed, setFailed] = useState<Partial<Record<StatisticsType, unknown>>>({});
  const shownRef = useRef<Loaded>({});
  shownRef.current = data;
  const type = PERIODS[shown]!.type;
  const typeRef = useRef(type);
  typeRef.current = type;
  const generation = useRef(0);

  // The loader's request answers the first load of the first tab; later loads ask again.
  const first = useRef(today?.first);

  const load = useCallback(async (which: StatisticsType) => {
    const gen = ++generation.current;
    const started = which === PERIODS[0]!.type ? first.current : undefined;
    first.current = undefined;
    const call = () => overviewApi.statistics({ type: which, user_time_zone: timeZoneName() });
    setPending((p) => ({ ...p, [which]: true }));
    try {
      // with no figures of the period shown, a failure is drawn in place: the call is silent;
      // a failed refresh keeps the figures, and the toast tells of it
      const result = await (started ?? (shownRef.current[which] ? call() : quietly(call)));
      if (gen !== generation.current) return;
      setData((d) => ({ ...d, [which]: result }));
      // offline, the client answers with the kept figures: their time instead of the server's
      setKeptAt((k) => ({ ...k, [which]: storedAt(result) }));
      setFailed((f) => ({ ...f, [which]: undefined }));
    } catch (e) {
      if (gen !== generation.current) return;
      setFailed((f) => ({ ...f, [which]: e }));
    } finally {
      if (gen === generation.current) setPending((p) => ({ ...p, [which]: false }));
    }
  }, []);

  const restart = useVisibleInterval(() => {
    void load(typeRef.current);
    onAutoRefresh?.();
  }, REFRESH_INTERVAL_MS);

  useEffect(() => {
    void load(type);
    restart();
  }, [type, load, restart]);

  const current = data[type];
  // kept figures (before the fresh ones, or offline): their time instead of the server's
  const asOf = keptAt[type];
  const rates = useRateCells(current);
  const sectionRef = useRef<HTMLElement>(null);
  useTabsA11y(sectionRef, undefined, index, setIndex);

  return (
    <section
      ref={sectionRef}
      className={cardClass('adc-overview')}
      aria-labelledby="adc-overview-title"
    >
      <CardHead>
        <SectionTitle id="adc-overview-title">{t('overview.title')}</SectionTitle>
        {current && asOf !== undefined && (
          <AsOf at={asOf} updating={pending[type]} className="adn-muted adc-as-of" />
        )}
        {current && asOf === undefined && (
          <span className="adn-muted" data-testid="overview-updated">
            {t('common:time.updatedAt', {
              time: format.time(current.updated_at),
            })}
          </span>
        )}
      </CardHead>
      <Tabs
        className="adc-period-tabs"
        tabs={PERIODS.map((p) => ({ title: t(`overview.period.${p.key}`) }))}
        activeTab={index}
        onChange={(_tab, i) => setIndex(i)}
        type="line-divide"
        tabBarArrange="center"
        useCaterpillar
      >
        {PERIODS.map((p) => (
          <div key={p.key} />
        ))}
      </Tabs>
      {current ? (
        <div data-testid="overview-body" data-type={type}>
          <MetricsGrid metrics={current.metrics} extra={rates} />
          {current.series.length > 0 && <TrendChart series={current.series} type={type} />}
        </div>
      ) : failed[type] !== undefined ? (
        <ErrorState error={failed[type]} onRetry={() => void load(type)} />
      ) : (
        <Skeleton className="adc-overview-skeleton" title={false} paragraph={{ rows: 4 }} />
      )}
    </section>
  );
}

/** CTR and CPC, after the clicks; "—" (with its reason for screen readers) when unknown. */
function useRateCells(current: StatisticsResult | undefined): MetricsGridExtra[] | undefined {
  const { t } = useTranslation('adcenter');
  const format = useFormat();
  if (!current) return undefined;
  const { ctr, cpc } = adRates(current.metrics);
  const unknown = (reason: string) => (
    <>
      <span aria-hidden="true">—</span>
      <span className="adn-visually-hidden">{reason}</span>
    </>
  );
  return [
    {
      key: 'ctr',
      label: t('overview.rates.ctr'),
      value: ctr === null ? unknown(t('overview.rates.noImpressions')) : format.percent(ctr),
      after: 'clicks',
    },
    {
      key: 'cpc',
      label: t('overview.rates.cpc'),
      value: cpc === null ? unknown(t('overview.rates.noClicks')) : format.money(cpc),
      after: 'clicks',
    },
  ];
}
