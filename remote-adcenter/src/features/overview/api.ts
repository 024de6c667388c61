/** The overview's call (docs/product/api.md#api.calls.statistics). */
import { endpoint } from '@adnet/shared';
import type { StatisticsQuery, StatisticsResult } from '../../contract';

export type { StatisticsPoint, StatisticsResult, StatisticsType } from '../../contract';

export const overviewApi = {
  statistics: endpoint<StatisticsResult, StatisticsQuery>('GET', '/ad/order/data_statistics/list'),
};
