/**
 * What the server says in `msg` when it refuses a call for a reason
 * (docs/product/api.md#api.reasons): its own English words, beside `data.error`. The sandbox
 * answers with them; the client reads `data.error` first and, for a backend that sends the
 * message alone, matches the message against these words and against every language's text of
 * the reason (shared/src/api/reason-match.ts).
 */
import type { ErrorReason } from './types';

export const SERVER_REASON_MSG: Record<ErrorReason, string> = {
  not_authorized: 'user not authorized',
  no_user_data: 'no user data',
  insufficient_balance: 'insufficient balance',
  amount_out_of_range: 'put amount out of range',
  acceptance_code_error: 'acceptance code error, please re-enter',
  license_key_not_found: 'no matching authorization code found',
  operator_id_invalid: 'ID wrong, please re-enter',
  operator_id_same: 'the follow ID is the same as the current one',
  wrong_pay_password: 'wrong transaction password',
  pay_password_not_set: 'please set transaction password first',
  wrong_old_password: 'wrong old password',
  password_same_as_old: 'the new password must differ from the old one',
  password_mismatch: 'passwords do not match',
  image_too_large: 'image too large (5MB)',
  not_an_image: 'only image files can be uploaded',
  coupon_unavailable: 'coupon used or expired',
  coupon_daily_limit: 'only one coupon of the same name can be received per day',
  newcomer_claimed: 'the new-user gift has already been claimed',
  startup_funds_not_returned: 'start-up funds not returned, please contact customer service',
  withdraw_amount_invalid: 'invalid withdrawal amount',
  username_taken: 'username already taken',
  invalid_credentials: 'wrong username or password',
  card_unchanged: 'nothing changed',
  duplicate_request: 'this request id was already used for a different request',
  plan_not_puttable: 'this plan cannot be put now',
  not_found: 'not found',
  pay_password_locked: 'too many wrong transaction passwords, try again later',
  login_locked: 'too many wrong passwords for this user name, try again later',
  too_long: 'a field is too long',
};

/**
 * Other words a backend of this product is known to use for a reason: the product's own
 * message list (docs/product/api.md "Reasons" lists the reasons; these are the older
 * wordings of the same refusals).
 */
export const SERVER_REASON_VARIANTS: Partial<Record<ErrorReason, readonly string[]>> = {
  amount_out_of_range: ['investment amount out of range'],
  acceptance_code_error: ['acceptance code error, re-enter'],
  license_key_not_found: ['authorization code not found'],
  operator_id_same: ['follow ID same as current'],
  coupon_unavailable: ['coupon has been used or expired'],
  newcomer_claimed: [
    'new-user coupon can only be claimed once',
    'the new-user coupon can only be claimed once',
  ],
  startup_funds_not_returned: ['start-up funds not returned'],
  image_too_large: ['image too large', 'the image is too large'],
};
