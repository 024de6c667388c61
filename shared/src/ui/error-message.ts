/**
 * The localized text for any request error (docs/product/api.md#api.texts.order): the reason's
 * text (from `data.error`, or the reason the server's message was recognized as), then the
 * code's; a refusal with no reason this client knows reads as the server's own message, as
 * text, and "Data error" only when the server said nothing more.
 */

import { ApiError, HttpError, i18n, NetworkError, OfflineError, TimeoutError } from '@adnet/shared';
import type { TFunction } from 'i18next';

export function errorMessage(error: unknown, t: TFunction = i18n.t): string {
  if (error instanceof ApiError) {
    const reason = error.reason;
    if (reason && i18n.exists(`common:errors.reason.${reason}`)) {
      return t(`common:errors.reason.${reason}`);
    }
    switch (error.code) {
      case 400:
        return paramsText(error, t);
      case 401:
        return t('common:errors.noAuth');
      case 402:
        return t('common:errors.notActivated');
      case 403:
        return t('common:errors.disabled');
      case 404:
        return t('common:errors.cancelled');
      case 405:
        return refusalText(error, t);
      case 500:
        return t('common:errors.serverError');
      case 503:
        return t('common:errors.tokenExpired');
      default:
        return serverWords(error) ?? t('common:errors.error');
    }
  }
  if (error instanceof HttpError) return httpStatusText(error, t);
  if (error instanceof TimeoutError) return t('common:errors.timeout');
  if (error instanceof OfflineError) return t('common:errors.offline');
  if (error instanceof NetworkError) return t('common:errors.network');
  return t('common:errors.error');
}

/**
 * A non-OK HTTP status (a proxy's 502, a gateway's timeout) says in words what happened, never
 * the status or its jargon ("Bad Gateway"): no answer, too slow, too large, too many tries, a
 * failure on the server, or a request the server could not handle
 * (docs/product/api.md#api.codes.http).
 */
function httpStatusText(error: HttpError, t: TFunction): string {
  return t(`common:errors.httpStatus.${httpStatusWord(error.status)}`);
}

/** Which words a non-OK HTTP status reads as. */
export function httpStatusWord(
  status: number,
): 'noAnswer' | 'timeout' | 'tooLarge' | 'tooMany' | 'server' | 'refused' {
  if (status === 408 || status === 504) return 'timeout';
  if (status === 413) return 'tooLarge';
  if (status === 429) return 'tooMany';
  if (status === 500) return 'server';
  if (status > 500) return 'noAnswer';
  return 'refused';
}

/** What the server answers a 400 with when it gives no reason of its own. */
const GENERIC_PARAMS = 'params error';

/**
 * A 400 says what was wrong with the request when the server says so ("phone is invalid"):
 * in the UI language where the sentence is one this client knows (a field "is required" or
 * "is invalid", the username rule), else as the server wrote it. "System error" only when the
 * answer names no reason.
 */
function paramsText(error: ApiError, t: TFunction): string {
  const msg = error.msg?.trim() ?? '';
  if (!msg || msg.toLowerCase() === GENERIC_PARAMS) return t('common:errors.systemError');
  if (/^username must be\b/i.test(msg)) return t('common:validation.username');
  const field = /^([a-z_]+) is (required|invalid)$/i.exec(msg);
  const label = field && `common:limits.fields.${field[1]}`;
  if (field && label && i18n.exists(label)) {
    const key =
      field[2] === 'required' ? 'common:errors.params.required' : 'common:errors.params.invalid';
    return t(key, { field: t(label), interpolation: { escapeValue: false } });
  }
  return msg;
}

/**
 * A refusal whose reason this client has no words for: the server's own message where it says
 * more than "data error" (in whatever language it came: better than hiding why), else "Data
 * error". An unknown `data.error` is logged for customer service.
 */
function refusalText(error: ApiError, t: TFunction): string {
  if (error.namesReason) keepServerText(error);
  return serverWords(error) ?? t('common:errors.dataError');
}

/** The server's message when it says something: not empty, not a bare "data error". */
function serverWords(error: ApiError): string | null {
  const msg = error.msg?.trim() ?? '';
  if (!msg || error.matched === 'generic' || /^data error\.?$/i.test(msg)) return null;
  return msg;
}

const kept = new WeakSet<ApiError>();

/** Logs the server's own words of an answer shown by a fallback, once per error. */
function keepServerText(error: ApiError) {
  if (kept.has(error)) return;
  kept.add(error);
  console.warn(
    `[api] ${error.path}: ${error.code}${error.reason ? ` ${error.reason}` : ''}: ${error.msg}`,
  );
}
