/** Following an operator and the follow records (SPEC §7). */
import {
  type Page,
  type PageQuery,
  type RequestOptions,
  request,
  type Timestamp,
} from '@adnet/shared';

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
  assistanceList: (q: PageQuery, o?: RequestOptions) =>
    request<Page<AssistanceRecord>>('GET', '/assistance/list', q, o),
  follow: (b: FollowBody, o?: RequestOptions) =>
    request<AssistanceRecord>('POST', '/assistance/follow', b, o),
};
