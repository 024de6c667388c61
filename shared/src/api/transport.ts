/**
 * The wire pieces of one call of the API client (./client.ts): the headers every call carries
 * (docs/product/api.md#api.client.base), the query of a GET, the envelope unwrapped, the upload
 * with its progress, and the deadline of a call without an answer.
 */
import { timeZoneHeader } from '../format/time';
import { currentLanguage } from '../i18n/instance';
import { readToken, tokenHeader } from '../session/storage';
import type { Envelope } from '../wire/types';
import { ApiError, HttpError, NetworkError } from './errors';

export function headers(isForm: boolean): Record<string, string> {
  // Accept-Language: the app's language, not the browser's, for the server's own content
  // (plan and product texts, notifications, ledger remarks, coupon names)
  const h: Record<string, string> = {
    'X-TZ': timeZoneHeader(),
    'Accept-Language': currentLanguage(),
  };
  // FormData sets its own multipart content type with the boundary.
  if (!isForm) h['Content-Type'] = 'application/json';
  const token = readToken();
  if (token) h['X-CT'] = tokenHeader(token);
  return h;
}

export function toQuery(data: object | undefined): Record<string, string> | undefined {
  if (!data) return undefined;
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) {
    if (v !== undefined && v !== null && v !== '') q[k] = String(v);
  }
  return q;
}

export function unwrap<T>(envelope: Envelope<T>, path: string): T {
  if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number') {
    throw new ApiError(500, 'malformed response', null, path);
  }
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope.data, path);
  return envelope.data;
}

/** XHR for uploads: fetch cannot report upload progress. */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(headers(true))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new HttpError(xhr.status, xhr.statusText, url));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as Envelope<T>);
      } catch {
        reject(new ApiError(500, 'malformed response', null, url));
      }
    };
    xhr.onerror = () => reject(new NetworkError(url));
    xhr.onabort = () => reject(new NetworkError(url, 'aborted'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * An abort signal that fires when the caller's does or when `ms` pass without progress
 * (`restart` is called on upload progress, so a slow upload that moves is not cut off).
 */
export function deadline(ms: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError'));
    }, ms);
  };
  restart();
  return {
    signal: controller.signal,
    restart,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}
