/** The overview's call (docs/product/api.md#api.calls.statistics) and its wire types. */

import { type AdMetrics, endpoint, type Money, type Timestamp } from '@adnet/shared';

/** 1 today, 2 this week, 3 this month, 4 all time */
export type StatisticsType = 1 | 2 | 3 | 4;

export interface StatisticsPoint {
  /** YYYY-MM-DD or, for today, an hour label HH:00 */
  label: string;
  ad_revenue: Money;
  profit: Money;
}

export interface StatisticsResult {
  type: StatisticsType;
  metrics: AdMetrics;
  series: StatisticsPoint[];
  updated_at: Timestamp;
}

export interface StatisticsQuery {
  type: StatisticsType;
  /** the merchant's IANA zone: the periods' days and hours are the merchant's */
  user_time_zone: string;
}

export const overviewApi = {
  statistics: endpoint<StatisticsResult, StatisticsQuery>('GET', '/ad/order/data_statistics/list'),
};
