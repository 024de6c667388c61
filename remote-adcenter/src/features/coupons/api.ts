/**
 * The coupon calls (SPEC §7): the list by status and the new-user claim. `Coupon` itself stays
 * in `@adnet/shared`: the shared coupon face value (`couponFaceValue`) reads it.
 */
import {
  type Coupon,
  type CouponStatus,
  type Page,
  type PageQuery,
  type RequestOptions,
  request,
} from '@adnet/shared';

export interface CouponQuery extends PageQuery {
  status: CouponStatus;
}

/** Claim the new-user coupon with `{ activity: 'newcomer' }` */
export interface CouponReceiveBody {
  activity: 'newcomer';
}

export const couponsApi = {
  couponList: (q: CouponQuery, o?: RequestOptions) =>
    request<Page<Coupon>>('GET', '/user_coupon/list', q, o),
  couponReceive: (b: CouponReceiveBody, o?: RequestOptions) =>
    request<Coupon>('POST', '/user_coupon/receive', b, o),
};
