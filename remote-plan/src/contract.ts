/**
 * The plans' wire contract: the bodies, queries and answers of the calls this remote makes
 * (docs/product/api.md#api.calls.plan-list, docs/product/plans.md#plans.plan), types only. The
 * features' `api.ts` declare the calls with these types; anything outside the remote (the sandbox
 * API) reads them here, through `@adnet/remote-plan/contract`, never from a feature's files.
 */
import type {
  AdMetrics,
  CouponCredit,
  Money,
  PageQuery,
  PlanStatus,
  Timestamp,
} from '@adnet/shared/wire';

/** A plan's status: the one list of the wire contract (`PLAN_STATUSES` of @adnet/shared). */
export type { PlanStatus };

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
  /**
   * the coupon used on its put and its credit, paid with the settlement
   * (docs/product/plans.md#plans.coupon-credit); null when none was used
   */
  coupon: CouponCredit | null;
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

/** The body of the detail calls (the plan's and its product's). */
export interface PlanIdBody {
  id: number;
}

/** The put (docs/product/api.md#api.calls.plan-put). */
export interface PlanPutBody {
  id: number;
  amount: Money;
  /** a fresh id per intended put: the server answers a repeated one with the first result */
  request_id: string;
  coupon_id?: number;
}
