/**
 * /plan: the plan list with the status filter in the URL (?status=wait_put), pull to
 * refresh and load more, the count of plans waiting to be put on its tab, and the
 * official-push dialog for a pushed plan that waits to be put.
 */
import { InfiniteList } from '@adnet/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOfficialPush } from '../features/official-push/hooks/use-official-push';
import { type PlanOrder, planApi } from '../features/plans/api';
import { PlanCard } from '../features/plans/components/plan-card';
import { PlanTabs } from '../features/plans/components/plan-tabs';
import { WaitingLine } from '../features/plans/components/waiting-line';
import { filterToQuery, type PlanFilter, parseFilter } from '../features/plans/plan-status';
import './plan-list-page.css';

/** How many waiting plans are looked at for an unseen official push. */
const PUSH_SCAN_SIZE = 50;

export function PlanListPage() {
  const { t } = useTranslation('plan');
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const [waiting, setWaiting] = useState<number | null>(null);
  const showOfficialPush = useOfficialPush();

  const refreshWaiting = useCallback(() => {
    planApi
      .awaitPutCount({ silent: true })
      .then((r) => setWaiting(r.count))
      .catch(() => setWaiting(null));
  }, []);

  useEffect(() => {
    // A separate look at the waiting plans, whatever the filter shows.
    planApi
      .list({ page: 1, size: PUSH_SCAN_SIZE, status: 'wait_put' }, { silent: true })
      .then((page) => showOfficialPush(page.list))
      .catch(() => {});
  }, [showOfficialPush]);

  const fetchPage = useCallback(
    (page: number, size: number) => {
      // The first page (on arrival, a tab change, a pull to refresh) brings the count along.
      if (page === 1) refreshWaiting();
      return planApi.list({ page, size, status: filterToQuery(filter) });
    },
    [filter, refreshWaiting],
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
        fetchPage={fetchPage}
        itemKey={(p) => p.id}
        emptyText={t('list.empty')}
        renderItem={(p) => <PlanCard plan={p} />}
      />
    </div>
  );
}
