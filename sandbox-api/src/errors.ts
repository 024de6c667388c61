/**
 * Envelope codes (docs/product/api.md#api.codes) and the errors that handlers throw to answer them.
 */
import type { ErrorReason, TooLongErrorData } from '../../shared/src/wire/types.ts';

export const CODE = {
  ok: 200,
  params: 400,
  noAuth: 401,
  notActivated: 402,
  disabled: 403,
  cancelled: 404,
  data: 405,
  server: 500,
  expired: 503,
} as const;

export const DEFAULT_MSG: Record<number, string> = {
  200: 'success',
  400: 'params error',
  401: 'no auth',
  402: 'account not activated, please contact customer service',
  403: 'account disabled, please contact customer service',
  404: 'account cancelled, please contact customer service',
  405: 'data error',
  500: 'server error',
  503: 'login expired, please log in again',
};

/** English text for every 405 reason; the client localizes by `data.error`. */
export const REASON_MSG: Record<ErrorReason, string> = {
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

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? DEFAULT_MSG[code] ?? 'error');
  }
}

/** 405 with `data.error`. */
export function reason(error: ErrorReason, msg?: string): ApiError {
  return new ApiError(CODE.data, msg ?? REASON_MSG[error], { error });
}

/** 400 params error. */
export function badParams(msg = DEFAULT_MSG[400]): ApiError {
  return new ApiError(CODE.params, msg);
}

/** 400 params error for a text longer than the field's maximum, naming both. */
export function tooLong(field: string, max: number): ApiError {
  const data: TooLongErrorData = { error: 'too_long', field, max };
  return new ApiError(CODE.params, `${field} is longer than ${max} characters`, data);
}

/** 402/403/404 for an account state, carrying the account's language. */
export function accountState(code: 402 | 403 | 404, lang: string): ApiError {
  return new ApiError(code, DEFAULT_MSG[code], { lang });
}
