/**
 * Envelope codes (docs/product/api.md#api.codes) and the errors that handlers throw to answer them.
 */

import type { ErrorReason, TooLongErrorData, WrongPayPasswordErrorData } from '@adnet/shared/wire';
import { SERVER_REASON_MSG } from '@adnet/shared/wire';

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
export const REASON_MSG: Record<ErrorReason, string> = SERVER_REASON_MSG;

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

/**
 * 405 for a wrong transaction password (or the current one, when changing it) that did not lock
 * it: `data.tries_left` says how many more wrong ones the lock allows
 * (docs/product/api.md#api.lockout.pay-password).
 */
export function wrongPayPassword(
  error: 'wrong_pay_password' | 'wrong_old_password',
  triesLeft: number,
): ApiError {
  const data: WrongPayPasswordErrorData = { error, tries_left: triesLeft };
  return new ApiError(CODE.data, REASON_MSG[error], data);
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
