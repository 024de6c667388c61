/** Following an operator and the follow records (docs/product/api.md#api.calls.follow). */
import { endpoint, type Page, type PageQuery, type Timestamp } from '@adnet/shared';

export interface AssistanceRecord {
  id: number;
  operator_id: string;
  /** 'following' for the current one, 'ended' for earlier ones */
  status: 'following' | 'ended';
  created_at: Timestamp;
}

export interface FollowBody {
  operator_id: string;
}

export const operatorFollowApi = {
  assistanceList: endpoint<Page<AssistanceRecord>, PageQuery>('GET', '/assistance/list'),
  follow: endpoint<AssistanceRecord, FollowBody>('POST', '/assistance/follow'),
};
