/**
 * The plans' calls (docs/product/api.md#api.calls.plan-list) and their wire types
 * (docs/product/plans.md#plans.plan).
 */
import {
  type AdMetrics,
  endpoint,
  type Money,
  type Page,
  type PageQuery,
  type Timestamp,
} from '@adnet/shared';

export type PlanStatus =
  | 'wait_put'
  | 'matching'
  | 'putting'
  | 'failed'
  | 'finished'
  | 'wait_settle'
  | 'settled';

export interface PlanProduct {
  id: number;
  name: string;
  type: 'video' | 'landing';
  cover: string;
  /** the video file, or the landing page */
  url: string;
  description: string;
  price: Money;
}

export interface PlanOrder {
  id: number;
  plan_no: string;
  /** '0' until the merchant puts it */
  put_amount: Money;
  /** 0..100 */
  progress: number;
  status: PlanStatus;
  created_at: Timestamp;
  official_push: boolean;
  lowest_amount: Money;
  highest_amount: Money;
  product: PlanProduct;
}

export interface PlanDetail extends PlanOrder {
  content: string;
  rules: string;
  user_targeting: string;
  game_description: string;
  metrics: AdMetrics;
}

export interface PlanListQuery extends PageQuery {
  /** omitted for all */
  status?: PlanStatus;
}

export interface PlanIdBody {
  id: number;
}

export const planApi = {
  list: endpoint<Page<PlanOrder>, PlanListQuery>('GET', '/plan/order/list'),
  detail: endpoint<PlanDetail, PlanIdBody>('POST', '/plan/order/detail'),
};
