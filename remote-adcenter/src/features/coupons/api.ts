/**
 * The new-user coupon claim (docs/product/api.md#api.calls.coupon-receive). The coupon list
 * (`api.couponList`) and `Coupon` are in `@adnet/shared`: the plans' put panel reads the same list,
 * and the shared coupon face value (`couponFaceValue`) reads the type.
 */
import { type Coupon, endpoint } from '@adnet/shared';
import type { CouponReceiveBody } from '../../contract';

export const couponsApi = {
  couponReceive: endpoint<Coupon, CouponReceiveBody>('POST', '/user_coupon/receive'),
};
