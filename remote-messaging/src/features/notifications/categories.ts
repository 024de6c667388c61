import type { NotificationCategory, NotificationQuery } from './api';

/**
 * The page's tabs, in order: all, then the three categories
 * (docs/product/messaging.md#messaging.notifications.filters).
 */
export const CATEGORY_TABS: ('all' | NotificationCategory)[] = [
  'all',
  'announcement',
  'maintenance',
  'activity',
];

export const STATUS_FILTERS = ['all', 'unread', 'read'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function isCategoryTab(v: unknown): v is (typeof CATEGORY_TABS)[number] {
  return CATEGORY_TABS.includes(v as (typeof CATEGORY_TABS)[number]);
}

export function isStatusFilter(v: unknown): v is StatusFilter {
  return STATUS_FILTERS.includes(v as StatusFilter);
}

/** The list's page size; the route's loader asks for page 1 with the same. */
export const PAGE_SIZE = 10;

/** The filters a URL holds (`?tab=…&status=…`); anything unknown reads as "all". */
export function filtersOf(params: URLSearchParams) {
  const tab = params.get('tab');
  const status = params.get('status');
  return {
    tab: isCategoryTab(tab) ? tab : 'all',
    status: isStatusFilter(status) ? status : 'all',
  } as const;
}

/** The list call's query for a page under those filters. */
export function notificationQuery(
  filters: ReturnType<typeof filtersOf>,
  page: number,
  size: number,
): NotificationQuery {
  return {
    page,
    size,
    category: filters.tab === 'all' ? undefined : filters.tab,
    status: filters.status === 'all' ? undefined : filters.status,
  };
}
