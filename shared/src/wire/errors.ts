/**
 * The error part of the wire contract (docs/product/api.md): the reasons a 405 answer carries in
 * `data.error`, and the data some refusals carry with them. Re-exported by types.ts. Timestamps
 * are ISO 8601 strings, as in types.ts.
 */

/** Reasons carried in `data.error` of a 405 answer, so that messages are localized by key. */
export type ErrorReason =
  | 'not_authorized'
  | 'no_user_data'
  | 'insufficient_balance'
  | 'amount_out_of_range'
  | 'acceptance_code_error'
  | 'license_key_not_found'
  | 'operator_id_invalid'
  | 'operator_id_same'
  | 'wrong_pay_password'
  | 'pay_password_not_set'
  | 'wrong_old_password'
  | 'password_same_as_old'
  | 'password_mismatch'
  | 'image_too_large'
  | 'not_an_image'
  | 'coupon_unavailable'
  | 'coupon_daily_limit'
  | 'newcomer_claimed'
  | 'startup_funds_not_returned'
  | 'withdraw_amount_invalid'
  | 'username_taken'
  | 'invalid_credentials'
  | 'card_unchanged'
  | 'duplicate_request'
  | 'plan_not_puttable'
  | 'not_found'
  | 'pay_password_locked'
  | 'login_locked'
  | 'too_long';

/**
 * data of a lockout (405 `pay_password_locked` / `login_locked`): too many wrong guesses in a
 * row; every attempt, the right one included, is refused until `locked_until`.
 */
export interface LockoutErrorData {
  error: 'pay_password_locked' | 'login_locked';
  /** ISO 8601 UTC, for the client to show in the user's zone and language */
  locked_until: string;
  /** whole seconds from the answer until `locked_until` */
  retry_after_seconds: number;
}

/**
 * data of a wrong transaction password that did not lock it (405 `wrong_pay_password`, and
 * `wrong_old_password` when the current one is checked to change it).
 */
export interface WrongPayPasswordErrorData {
  error: 'wrong_pay_password' | 'wrong_old_password';
  /** wrong passwords still allowed before the lock (at least 1; the one that locks answers the lockout) */
  tries_left: number;
}

/** data of a 400 `too_long`: a text field longer than the server's maximum (in UTF-16 units). */
export interface TooLongErrorData {
  error: 'too_long';
  /** the request field, e.g. `subject`, `bank_address` */
  field: string;
  max: number;
}

/** data of a 402/403/404 answer: the account's language, to switch the UI to. */
export interface AccountStateErrorData {
  lang: string;
}
