/** Following an operator and the follow records (docs/product/api.md#api.calls.follow). */
import { endpoint, type Page, type PageQuery } from '@adnet/shared';
import type { AssistanceRecord, FollowBody } from '../../contract';

export type { AssistanceRecord } from '../../contract';

export const operatorFollowApi = {
  assistanceList: endpoint<Page<AssistanceRecord>, PageQuery>('GET', '/assistance/list'),
  follow: endpoint<AssistanceRecord, FollowBody>('POST', '/assistance/follow'),
};
