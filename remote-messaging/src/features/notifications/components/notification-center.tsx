/**
 * The notification centre: category tabs, a read-status filter, load more, open one (marks
 * it read), mark all read. The header bell's count follows every read at once.
 */
import type { KeptAnswer, Page } from '@adnet/shared';
import { Button, Tabs } from '@adnet/shared/arco';
import { InfiniteList, toast, useTabsA11y } from '@adnet/shared/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type AppNotification, notificationsApi } from '../api';
import {
  CATEGORY_TABS,
  filtersOf,
  notificationQuery,
  PAGE_SIZE,
  STATUS_FILTERS,
} from '../categories';
import { markAllRead, markOneRead } from '../read-actions';
import { NotificationDetail } from './notification-detail';
import { NotificationItem } from './notification-item';
import './notification-center.css';

export interface NotificationCenterProps {
  /** page 1 for the URL's filters, as the route's loader started it */
  firstPage?: Promise<Page<AppNotification>>;
  /** the merchant's kept page 1 for the same filters, shown until `firstPage` answers */
  kept?: KeptAnswer<Page<AppNotification>>;
}

export function NotificationCenter({ firstPage, kept }: NotificationCenterProps) {
  const { t } = useTranslation('messaging');
  const [params, setParams] = useSearchParams();
  const { tab, status } = filtersOf(params);

  // Read is one-way, so ids read on this page are an overlay that never goes stale.
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(() => new Set());
  const loadedIds = useRef(new Set<number>());
  const pending = useRef(new Set<number>());
  const reloadRef = useRef<(() => void) | null>(null);
  const [detail, setDetail] = useState<AppNotification | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);

  const setFilter = (next: { tab?: string; status?: string }) => {
    const merged = { tab, status, ...next };
    const search: Record<string, string> = {};
    if (merged.tab !== 'all') search.tab = merged.tab;
    if (merged.status !== 'all') search.status = merged.status;
    setParams(search, { replace: true });
  };

  const fetchPage = useCallback(
    async (page: number, size: number) => {
      const result = await notificationsApi.list(notificationQuery({ tab, status }, page, size));
      for (const n of result.list) loadedIds.current.add(n.id);
      return result;
    },
    [tab, status],
  );

  // One promise per loader run: the list takes each for a single load.
  const first = useMemo(
    () =>
      firstPage?.then((page) => {
        for (const n of page.list) loadedIds.current.add(n.id);
        return page;
      }),
    [firstPage],
  );

  const isRead = (n: AppNotification) => n.read || readIds.has(n.id);

  const open = (n: AppNotification) => {
    setDetail(n);
    setDetailOpen(true);
    if (isRead(n) || pending.current.has(n.id)) return;
    pending.current.add(n.id);
    markOneRead(n.id, true)
      .then(() => setReadIds((prev) => new Set(prev).add(n.id)))
      .catch(() => toast.fail(t('notification.markReadFailed')))
      .finally(() => pending.current.delete(n.id));
  };

  const readAll = () => {
    setMarkingAll(true);
    markAllRead()
      .then(() => {
        setReadIds((prev) => new Set([...prev, ...loadedIds.current]));
        toast.success(t('common:success.allRead'));
        // A filtered list no longer matches what the server holds.
        if (status !== 'all') reloadRef.current?.();
      })
      .catch(() => toast.fail(t('notification.markAllReadFailed')))
      .finally(() => setMarkingAll(false));
  };

  const tabIndex = Math.max(0, CATEGORY_TABS.indexOf(tab));
  const statusIndex = Math.max(0, STATUS_FILTERS.indexOf(status));
  const tabsRef = useRef<HTMLDivElement>(null);
  const filterRef = useRef<HTMLFieldSetElement>(null);
  useTabsA11y(tabsRef, t('notification.title'), tabIndex, (i) =>
    setFilter({ tab: CATEGORY_TABS[i] ?? 'all' }),
  );
  useTabsA11y(filterRef, t('notification.filter.label'), statusIndex, (i) =>
    setFilter({ status: STATUS_FILTERS[i] ?? 'all' }),
  );

  return (
    <div className="msg-page">
      <div className="msg-controls">
        <div ref={tabsRef}>
          <Tabs
            className="msg-tabs"
            tabs={CATEGORY_TABS.map((c) => ({ title: t(`notification.tabs.${c}`) }))}
            activeTab={tabIndex}
            onChange={(_t, i) => setFilter({ tab: CATEGORY_TABS[i] ?? 'all' })}
            tabBarScroll
            tabBarPadding={12}
            tabBarGutter={22}
            useCaterpillar
            swipeable={false}
          >
            {CATEGORY_TABS.map((c) => (
              <div key={c} />
            ))}
          </Tabs>
        </div>
        <div className="msg-toolbar">
          <fieldset className="msg-filter" ref={filterRef}>
            <legend className="adn-visually-hidden">{t('notification.filter.label')}</legend>
            <Tabs
              type="card"
              tabs={STATUS_FILTERS.map((s) => ({ title: t(`notification.filter.${s}`) }))}
              activeTab={statusIndex}
              onChange={(_t, i) => setFilter({ status: STATUS_FILTERS[i] ?? 'all' })}
              tabBarArrange="start"
              swipeable={false}
            >
              {STATUS_FILTERS.map((s) => (
                <div key={s} />
              ))}
            </Tabs>
          </fieldset>
          <Button
            inline
            size="small"
            type="ghost"
            loading={markingAll}
            disabled={markingAll}
            onClick={readAll}
            className="msg-mark-all"
          >
            {t('notification.markAllRead')}
          </Button>
        </div>
      </div>
      <InfiniteList<AppNotification>
        resetKey={`${tab}:${status}`}
        fetchPage={fetchPage}
        reloadRef={reloadRef}
        pageSize={PAGE_SIZE}
        first={first}
        kept={kept}
        itemKey={(n) => n.id}
        emptyText={status === 'unread' ? t('notification.emptyUnread') : t('notification.empty')}
        renderItem={(n) => <NotificationItem item={n} read={isRead(n)} onOpen={open} />}
      />
      <NotificationDetail item={detail} visible={detailOpen} onClose={() => setDetailOpen(false)} />
    </div>
  );
}
