/**
 * The ad centre's wire contract: the bodies, queries and answers of the calls this remote makes
 * (docs/product/api.md#api.calls), types only. The features' `api.ts` declare the calls with
 * these types; anything outside the remote (the sandbox API) reads them here, through
 * `@adnet/remote-adcenter/contract`, never from a feature's files.
 */
import type { AdMetrics, Money, Timestamp } from '@adnet/shared/wire';

/**
 * Claim the new-user coupon with `{ activity: 'newcomer' }`
 * (docs/product/api.md#api.calls.coupon-receive).
 */
export interface CouponReceiveBody {
  activity: 'newcomer';
}

/** Feedback (docs/product/api.md#api.calls.feedback). */
export interface FeedbackBody {
  subject: string;
  content: string;
  images?: string[];
}

/** A follow record (docs/product/api.md#api.calls.follow). */
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

// The overview (docs/product/api.md#api.calls.statistics)

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

/** Changing the login password. */
export interface UpdatePasswordBody {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * Opening the ad account with an authorization code
 * (docs/product/api.md#api.calls.opening-store).
 */
export interface OpeningStoreBody {
  license_key: string;
}
