/** The overview's periods and refresh; the metrics themselves are shared (formatAdMetric). */
import type { StatisticsType } from './api';

/** 1 today, 2 this week, 3 this month, 4 all time; the key names their tab label. */
export const PERIODS: { type: StatisticsType; key: string }[] = [
  { type: 1, key: 'today' },
  { type: 2, key: 'week' },
  { type: 3, key: 'month' },
  { type: 4, key: 'all' },
];

/**
 * The overview refreshes every 30 seconds while it is on screen
 * (docs/product/ad-centre.md#ad-centre.overview.refresh).
 */
export const REFRESH_INTERVAL_MS = 30_000;
