/**
 * Fund details (every entry, filterable by type, grouped by month with the month's totals)
 * and the monthly detail (the `months` of the ledger answer), on one ledger query.
 */
import { LEDGER_TYPES, type Resource, useFormat } from '@adnet/shared';
import { ActionSheet, Tabs } from '@adnet/shared/arco';
import { cardClass, EmptyState, InfiniteList, useTabsA11y } from '@adnet/shared/ui';
import { type MutableRefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isIncome, monthNet, negated } from '#lib/amounts.ts';
import {
  type LedgerEntry,
  type LedgerPage,
  type LedgerType,
  ledgerApi,
  type MonthSummary,
} from '../api';
import { LEDGER_PAGE_SIZE, monthOf } from '../ledger';
import { forgetLedgerPlace, ledgerPlace, rememberLedgerPlace } from '../ledger-place';
import { LedgerEntryRow } from './ledger-entry-row';
import '#components/forms/text.css';
import './ledger-section.css';

export interface LedgerSectionProps {
  reloadRef: MutableRefObject<(() => void) | null>;
  /** called when page 1 is fetched again (pull to refresh, filter change), not the first time */
  onFirstPage?: () => void;
  /** page 1 without a filter, started by the route's loader */
  firstPage?: Resource<LedgerPage>;
}

export function LedgerSection({ reloadRef, onFirstPage, firstPage }: LedgerSectionProps) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const [tab, setTab] = useState(0);
  const sectionRef = useRef<HTMLElement>(null);
  useTabsA11y(sectionRef, undefined, tab, setTab);
  // back from an entry's page: the list as it was left (docs/product/wallet.md#wallet.ledger.detail.back)
  const { key: entryKey } = useLocation();
  const [place] = useState(() => {
    const left = ledgerPlace();
    return left?.key === entryKey ? left : null;
  });
  useEffect(() => forgetLedgerPlace(), []);
  const [type, setType] = useState<LedgerType | ''>(place?.type ?? '');
  const [month, setMonth] = useState(place?.month ?? '');
  const [filterOpen, setFilterOpen] = useState(false);
  // the kept first page (shown until the fresh one comes) brings its months too
  const [months, setMonths] = useState<MonthSummary[] | null>(
    () => firstPage?.kept?.data.months ?? null,
  );
  const loaded = useRef<LedgerEntry[]>(firstPage?.kept?.data.list ?? []);
  const firstFetchDone = useRef(false);
  const onFirstPageRef = useRef(onFirstPage);
  onFirstPageRef.current = onFirstPage;
  // the loader's answer serves the list's first fetch only; every later one asks again
  const fromLoader = useRef(firstPage?.first);

  const fetchPage = useCallback(
    async (page: number, size: number) => {
      if (page === 1) {
        if (firstFetchDone.current) onFirstPageRef.current?.();
        firstFetchDone.current = true;
      }
      const started = page === 1 && !type && !month ? fromLoader.current : undefined;
      fromLoader.current = undefined;
      const answer = await (started ??
        ledgerApi.ledger(
          { page, size, type: type || undefined, month: month || undefined },
          { silent: true },
        ));
      loaded.current = page === 1 ? answer.list : [...loaded.current, ...answer.list];
      if (page === 1) setMonths(answer.months);
      return answer;
    },
    [type, month],
  );
  const summaryOf = (m: string) => months?.find((s) => s.month === m);

  const renderMonthHeader = (m: string) => {
    const s = summaryOf(m);
    return (
      <div className="wal-month-head" data-testid="ledger-month" data-month={m}>
        <span className="wal-month-name">{format.month(m)}</span>
        {s && (
          <span className="wal-month-totals">
            {isIncome(s.income) && (
              <span>
                {t('ledger.income')}{' '}
                <b data-testid="month-income">{format.signedMoney(s.income)}</b>
              </span>
            )}
            {isIncome(s.expense) && (
              <span>
                {t('ledger.expense')}{' '}
                <b data-testid="month-expense">{format.signedMoney(negated(s.expense))}</b>
              </span>
            )}
          </span>
        )}
      </div>
    );
  };

  const renderEntry = (e: LedgerEntry, index: number) => {
    const m = monthOf(e.time);
    const previous = index > 0 ? loaded.current[index - 1] : undefined;
    const startsMonth = !previous || monthOf(previous.time) !== m;
    return (
      <>
        {startsMonth && renderMonthHeader(m)}
        <LedgerEntryRow
          entry={e}
          onOpen={() =>
            rememberLedgerPlace({
              key: entryKey,
              type,
              month,
              pages: Math.max(1, Math.ceil(loaded.current.length / LEDGER_PAGE_SIZE)),
              scrollY: window.scrollY,
            })
          }
        />
      </>
    );
  };

  const typeLabel = type ? t(`ledger.types.${type}`) : t('ledger.allTypes');

  return (
    <section
      className={cardClass('wal-ledger', { flush: true })}
      data-testid="ledger"
      ref={sectionRef}
    >
      <Tabs
        className="wal-ledger-tabs"
        tabs={[{ title: t('ledger.title') }, { title: t('ledger.monthly') }]}
        activeTab={tab}
        onChange={(_tab, i) => setTab(i)}
        useCaterpillar
      >
        <div />
        <div />
      </Tabs>

      <div className="wal-ledger-filters">
        <button
          type="button"
          className="wal-chip is-active"
          onClick={() => setFilterOpen(true)}
          aria-haspopup="dialog"
          data-testid="ledger-type-filter"
        >
          {typeLabel}
          <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
        {month && tab === 0 && (
          <button
            type="button"
            className="wal-chip"
            onClick={() => setMonth('')}
            aria-label={t('ledger.clearMonth')}
            data-testid="ledger-month-filter"
          >
            {format.month(month)} ×
          </button>
        )}
      </div>

      <div hidden={tab !== 0}>
        <InfiniteList<LedgerEntry>
          resetKey={`${type}|${month}`}
          fetchPage={fetchPage}
          pageSize={LEDGER_PAGE_SIZE}
          itemKey={(e) => e.id}
          emptyText={t('ledger.empty')}
          renderItem={renderEntry}
          reloadRef={reloadRef}
          kept={firstPage?.kept}
          restore={place ? { pages: place.pages, scrollY: place.scrollY } : undefined}
          className="wal-ledger-list"
        />
      </div>

      {tab === 1 &&
        (months === null ? null : months.length === 0 ? (
          <EmptyState text={t('ledger.monthEmpty')} />
        ) : (
          <ul className="wal-months" data-testid="month-summaries">
            {months.map((s) => {
              const net = monthNet(s);
              return (
                <li key={s.month} data-testid="month-summary" data-month={s.month}>
                  <div className="wal-month-card">
                    <div className="wal-month-card-head">
                      <strong>{format.month(s.month)}</strong>
                      <span className="adn-caption">{t('ledger.count', { count: s.count })}</span>
                    </div>
                    <dl>
                      <div>
                        <dt>{t('ledger.income')}</dt>
                        <dd className="is-in" data-testid="summary-income">
                          {format.signedMoney(s.income)}
                        </dd>
                      </div>
                      <div>
                        <dt>{t('ledger.expense')}</dt>
                        <dd className="is-out" data-testid="summary-expense">
                          {format.signedMoney(negated(s.expense))}
                        </dd>
                      </div>
                      <div>
                        <dt>{t('ledger.net')}</dt>
                        <dd data-testid="summary-net">{format.signedMoney(net)}</dd>
                      </div>
                    </dl>
                    <button
                      type="button"
                      className="adn-link"
                      onClick={() => {
                        setMonth(s.month);
                        setTab(0);
                      }}
                    >
                      {t('ledger.showMonth')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        ))}

      <ActionSheet
        visible={filterOpen}
        close={() => setFilterOpen(false)}
        title={t('ledger.filterTitle')}
        cancelText={t('common:action.cancel')}
        items={(['', ...LEDGER_TYPES] as const).map((value) => ({
          content: value ? t(`ledger.types.${value}`) : t('ledger.allTypes'),
          className: value === type ? 'wal-sheet-current' : undefined,
          onClick: () => {
            setType(value);
            setMonth('');
          },
        }))}
      />
    </section>
  );
}
