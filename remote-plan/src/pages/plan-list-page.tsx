/**
 * /plan: the plan list with the status filter in the URL (?status=wait_put), pull to
 * refresh and load more, the count of plans waiting to be put on its tab, and the
 * official-push dialog for a pushed plan that waits to be put. The loader starts the first
 * page, the count and the official-push scan; a tab change or a pull reloads the list here.
 */
import { type CountResult, type Page, type Resource, useOnline, useResource } from '@adnet/shared';
import { InfiniteList } from '@adnet/shared/ui';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import { useOfficialPush } from '../features/official-push/hooks/use-official-push';
import { type PlanOrder, planApi } from '../features/plans/api';
import { PlanCard } from '../features/plans/components/plan-card';
import { PlanTabs } from '../features/plans/components/plan-tabs';
import { WaitingLine } from '../features/plans/components/waiting-line';
import {
  filterToQuery,
  PLAN_PAGE_SIZE,
  type PlanFilter,
  parseFilter,
} from '../features/plans/plan-status';
import './plan-list-page.css';

/** /plan?status=: the first page of the tab, the waiting count, the official-push scan. */
export interface PlanListData {
  firstPage: Resource<Page<PlanOrder>>;
  waiting: Resource<CountResult>;
  /** the waiting plans, whatever the tab shows */
  pushScan: Resource<Page<PlanOrder>>;
}

export function PlanListPage() {
  const { t } = useTranslation('plan');
  const data = useLoaderData() as PlanListData;
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const count = useResource(data.waiting);
  // a failed refresh hides the count rather than showing an old one. A kept count shows at
  // once in the tab's badge and the waiting line, right above the list that says "As of … ·
  // updating" (a badge or a line that came later would push the tabs and the list aside)
  const waiting = count.error ? null : (count.data?.count ?? null);
  const scan = useResource(data.pushScan);
  const showOfficialPush = useOfficialPush();
  const online = useOnline();

  // The dialog leads to the plan, which needs the network: never offline, nor from a kept
  // answer (docs/offline.md). Back online the scan is read again by itself, and shows it then.
  const fresh = scan.data && scan.asOf === undefined ? scan.data : null;
  useEffect(() => {
    if (fresh && online) showOfficialPush(fresh.list);
  }, [fresh, online, showOfficialPush]);

  // The loader's page 1 serves the list's first load (InfiniteList `first`); every later
  // page 1 (a tab change, a pull to refresh, a retry) asks again and brings the count along,
  // unless the count is on its way already.
  const { reload: reloadCount, loading: countLoading } = count;
  const fetchPage = useCallback(
    (page: number, size: number) => {
      if (page === 1 && !countLoading) void reloadCount();
      return planApi.list({ page, size, status: filterToQuery(filter) });
    },
    [filter, reloadCount, countLoading],
  );

  const show = (next: PlanFilter) =>
    setParams(next === 'all' ? {} : { status: next }, { replace: true });

  return (
    <div className="plan-list" data-testid="plan-list" data-filter={filter}>
      <PlanTabs filter={filter} waiting={waiting} onChange={show} />
      {waiting !== null && waiting > 0 && filter !== 'wait_put' && (
        <WaitingLine count={waiting} onOpen={() => show('wait_put')} />
      )}
      <InfiniteList<PlanOrder>
        resetKey={filter}
        first={data.firstPage.first}
        kept={data.firstPage.kept}
        fetchPage={fetchPage}
        pageSize={PLAN_PAGE_SIZE}
        itemKey={(p) => p.id}
        emptyText={t('list.empty')}
        renderItem={(p) => <PlanCard plan={p} />}
      />
    </div>
  );
}
