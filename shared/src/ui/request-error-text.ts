/**
 * The localized text of the refusals that carry data: an over-long field (400 `too_long`, with
 * the field and the limit) and a lockout (405 `pay_password_locked` / `login_locked`, with the
 * time it ends, shown in the user's zone and language); any other error as errorMessage.
 */
import {
  ApiError,
  formatTime,
  i18n,
  type LockoutErrorData,
  type TooLongErrorData,
  type WrongPayPasswordErrorData,
} from '@adnet/shared';
import type { TFunction } from 'i18next';
import { errorMessage } from './error-message';

/** The data of a lockout answer, or null. */
export function lockoutOf(error: unknown): LockoutErrorData | null {
  if (!(error instanceof ApiError)) return null;
  const d = error.data as Partial<LockoutErrorData> | null;
  if (!d || (d.error !== 'pay_password_locked' && d.error !== 'login_locked')) return null;
  return typeof d.locked_until === 'string' ? (d as LockoutErrorData) : null;
}

/**
 * How many more wrong transaction passwords the lock allows, when the server says so with a
 * wrong one (docs/product/api.md#api.lockout.tries-left), or null.
 */
export function triesLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const d = error.data as Partial<WrongPayPasswordErrorData> | null;
  if (d?.error !== 'wrong_pay_password' && d?.error !== 'wrong_old_password') return null;
  const n = d.tries_left;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** The data of an over-long refusal, or null. */
export function tooLongOf(error: unknown): TooLongErrorData | null {
  if (!(error instanceof ApiError)) return null;
  const d = error.data as Partial<TooLongErrorData> | null;
  if (d?.error !== 'too_long' || typeof d.field !== 'string' || typeof d.max !== 'number')
    return null;
  return d as TooLongErrorData;
}

/**
 * "Try again after 16:06": the lock's end in the user's zone and language, in the one time format
 * (to the minute), rounded up to the minute the lock is over by: never a time it still holds.
 */
export function lockoutText(data: LockoutErrorData, t: TFunction = i18n.t): string {
  const ends = Math.ceil(Date.parse(data.locked_until) / 60_000) * 60_000;
  const time = formatTime(ends, i18n.language);
  const key = data.error === 'login_locked' ? 'common:lockout.login' : 'common:lockout.payPassword';
  return t(key, { time, interpolation: { escapeValue: false } });
}

/** "Topic is too long: at most 100 characters". */
export function tooLongText(data: TooLongErrorData, t: TFunction = i18n.t): string {
  const key = `common:limits.fields.${data.field}`;
  const field = i18n.exists(key) ? t(key) : data.field;
  return t('common:limits.tooLong', {
    field,
    max: data.max,
    interpolation: { escapeValue: false },
  });
}

/** Refusals about one field of the form that was sent (docs/product/api.md#api.reasons). */
const REASON_FIELDS: Partial<Record<string, string>> = {
  username_taken: 'username',
  license_key_not_found: 'license_key',
};

/**
 * The field a refusal is about, when the server names one: an over-long field (400 `too_long`),
 * a 400 "<field> is invalid / is required" or the username rule, or a reason that belongs to one
 * field (a taken username). A form that has the field says it under it, not in a toast.
 */
export function refusedField(error: unknown): string | null {
  const long = tooLongOf(error);
  if (long) return long.field;
  if (!(error instanceof ApiError)) return null;
  if (error.code === 400) {
    const msg = error.msg?.trim() ?? '';
    if (/^username must be\b/i.test(msg)) return 'username';
    return /^([a-z_]+) is (required|invalid)$/i.exec(msg)?.[1] ?? null;
  }
  return (error.reason && REASON_FIELDS[error.reason]) || null;
}

/** errorMessage, but with the until-when of a lockout and the field and limit of a too-long. */
export function requestErrorText(error: unknown, t: TFunction = i18n.t): string {
  const lock = lockoutOf(error);
  if (lock) return lockoutText(lock, t);
  const long = tooLongOf(error);
  if (long) return tooLongText(long, t);
  return errorMessage(error, t);
}
