/**
 * /plan: the plan list with the status filter in the URL (?status=wait_put), pull to
 * refresh and load more, the count of plans waiting to be put on its tab, and the
 * official-push dialog for a pushed plan that waits to be put.
 */
import { api, type PlanOrder } from '@adnet/shared';
import { InfiniteList, useTabsA11y } from '@adnet/shared/ui';
import { Badge, Tabs } from '@arco-design/mobile-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlanCard } from '../components/plan-card';
import { useOfficialPush } from '../hooks/use-official-push';
import { filterToQuery, PLAN_FILTERS, parseFilter } from '../lib/plan-status';
import './plan.css';

/** How many waiting plans are looked at for an unseen official push. */
const PUSH_SCAN_SIZE = 50;

export function PlanListPage() {
  const { t } = useTranslation('plan');
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const index = PLAN_FILTERS.indexOf(filter);
  const [waiting, setWaiting] = useState<number | null>(null);
  const showOfficialPush = useOfficialPush();

  const refreshWaiting = useCallback(() => {
    api
      .planAwaitPutCount({ silent: true })
      .then((r) => setWaiting(r.count))
      .catch(() => setWaiting(null));
  }, []);

  useEffect(() => {
    // A separate look at the waiting plans, whatever the filter shows.
    api
      .planList({ page: 1, size: PUSH_SCAN_SIZE, status: 'wait_put' }, { silent: true })
      .then((page) => showOfficialPush(page.list))
      .catch(() => {});
  }, [showOfficialPush]);

  const fetchPage = useCallback(
    (page: number, size: number) => {
      // The first page (on arrival, a tab change, a pull to refresh) brings the count along.
      if (page === 1) refreshWaiting();
      return api.planList({ page, size, status: filterToQuery(filter) });
    },
    [filter, refreshWaiting],
  );

  const tabs = PLAN_FILTERS.map((s) => ({
    title:
      s === 'wait_put' && waiting ? (
        <span className="plan-tab-title">
          {t(`status.${s}`)}
          <span className="plan-tab-badge" data-testid="wait-put-badge">
            <Badge absolute={false} text={waiting} maxCount={99} />
          </span>
        </span>
      ) : (
        t(`status.${s}`)
      ),
  }));

  const tabsRef = useRef<HTMLDivElement>(null);
  useTabsA11y(tabsRef, undefined, index, (i) => {
    const next = PLAN_FILTERS[i] ?? 'all';
    setParams(next === 'all' ? {} : { status: next }, { replace: true });
  });

  return (
    <div className="plan-list" data-testid="plan-list" data-filter={filter}>
      <div className="plan-tabs" data-testid="plan-tabs" ref={tabsRef}>
        <Tabs
          tabs={tabs}
          activeTab={index}
          onChange={(_tab, i) => {
            const next = PLAN_FILTERS[i] ?? 'all';
            setParams(next === 'all' ? {} : { status: next }, { replace: true });
          }}
          tabBarScroll
          swipeable={false}
          useCaterpillar
          tabBarGutter={18}
          tabBarPadding={12}
          underlineSize={20}
        />
      </div>
      {waiting !== null && waiting > 0 && filter !== 'wait_put' && (
        <button
          type="button"
          className="plan-waiting-line"
          data-testid="wait-put-count"
          onClick={() => setParams({ status: 'wait_put' }, { replace: true })}
        >
          {t('list.waitingCount', { count: waiting })}
        </button>
      )}
      <InfiniteList<PlanOrder>
        resetKey={filter}
        fetchPage={fetchPage}
        itemKey={(p) => p.id}
        emptyText={t('list.empty')}
        renderItem={(p) => <PlanCard plan={p} />}
      />
    </div>
  );
}
