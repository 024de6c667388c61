/**
 * The put's calls (SPEC.md §7): the put itself, the available balance it is checked against
 * and the unused coupons it may use, with their wire types (SPEC.md §3). `Coupon` stays in
 * `@adnet/shared`: its face value (`couponFaceValue`) is shared by the apps.
 */
import {
  type Coupon,
  type CouponStatus,
  type Money,
  type Page,
  type PageQuery,
  type RequestOptions,
  request,
  withAccountCurrency,
} from '@adnet/shared';
import type { PlanOrder } from '../plans/api';

export interface PlanPutBody {
  id: number;
  amount: Money;
  /** a fresh id per intended put: the server answers a repeated one with the first result */
  request_id: string;
  coupon_id?: number;
}

/** The wallet figures (`/user/property`); the put reads the available balance. */
export interface Property {
  total_assets: Money;
  available_balance: Money;
  to_be_consumed: Money;
  to_be_settled: Money;
  discount_amount: Money;
  currency: string;
  /** false while start-up funds are still to be returned through customer service */
  startup_funds_returned: boolean;
}

export interface CouponQuery extends PageQuery {
  status: CouponStatus;
}

export const putApi = {
  planPut: (b: PlanPutBody, o?: RequestOptions) =>
    request<PlanOrder>('POST', '/plan/order/put', b, o),
  property: (o?: RequestOptions) =>
    request<Property>('GET', '/user/property', undefined, o).then(withAccountCurrency),
  couponList: (q: CouponQuery, o?: RequestOptions) =>
    request<Page<Coupon>>('GET', '/user_coupon/list', q, o),
};
