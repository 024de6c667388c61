import type { NotificationCategory } from '@adnet/shared';

/** The page's tabs, in order: all, then the three categories of SPEC §2. */
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
