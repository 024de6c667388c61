/**
 * The one API client (SPEC.md §7, §8). It knows no router and no dialog: side effects of
 * error codes (expiry, redirects, popups, toasts) are handlers the host installs at boot.
 */
import { FetchError, ofetch } from 'ofetch';
import { timeZoneHeader } from '../format/time';
import { readToken } from '../session/storage';
import { ApiError, HttpError, NetworkError, type RequestError } from './errors';
import type { Envelope } from './types';

type Method = 'GET' | 'POST';

export interface RequestOptions {
  /**
   * The caller shows the error itself: no fail toast. Session-level codes (expiry, no auth on
   * an entry route, account not activated/disabled/cancelled) are still handled by the host.
   */
  silent?: boolean;
  /** Upload progress, 0..100; only for FormData bodies. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export type ErrorHandler = (error: RequestError, options: RequestOptions) => void;

let apiBase = '';
let errorHandler: ErrorHandler = () => {};

/** Set once at boot from the run-time config (app-config.json). */
export function configureApi(config: { baseURL: string }) {
  apiBase = config.baseURL.replace(/\/+$/, '');
}

export function getApiBase() {
  return apiBase;
}

export function installErrorHandler(handler: ErrorHandler) {
  errorHandler = handler;
}

function headers(isForm: boolean): Record<string, string> {
  const h: Record<string, string> = { 'X-TZ': timeZoneHeader() };
  // FormData sets its own multipart content type with the boundary.
  if (!isForm) h['Content-Type'] = 'application/json';
  const token = readToken();
  if (token) h['X-CT'] = token;
  return h;
}

function toQuery(data: object | undefined): Record<string, string> | undefined {
  if (!data) return undefined;
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) {
    if (v !== undefined && v !== null && v !== '') q[k] = String(v);
  }
  return q;
}

function unwrap<T>(envelope: Envelope<T>, path: string): T {
  if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number') {
    throw new ApiError(500, 'malformed response', null, path);
  }
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope.data, path);
  return envelope.data;
}

/** XHR for uploads: fetch cannot report upload progress. */
function uploadWithProgress<T>(
  url: string,
  form: FormData,
  options: RequestOptions,
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
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

export async function request<T>(
  method: Method,
  path: string,
  data?: object,
  options: RequestOptions = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  try {
    let envelope: Envelope<T>;
    if (isForm && options.onProgress) {
      envelope = await uploadWithProgress<T>(apiBase + path, data, options);
    } else {
      envelope = await ofetch<Envelope<T>>(path, {
        baseURL: apiBase,
        method,
        headers: headers(isForm),
        // POST sends a JSON body (FormData as is); other methods a query string.
        body: method === 'POST' ? (isForm ? data : (data ?? {})) : undefined,
        query: method === 'POST' ? undefined : toQuery(data),
        signal: options.signal,
        retry: 0,
      });
    }
    return unwrap(envelope, path);
  } catch (e) {
    const error = normalize(e, path);
    errorHandler(error, options);
    throw error;
  }
}

function normalize(e: unknown, path: string): RequestError {
  if (e instanceof ApiError || e instanceof HttpError || e instanceof NetworkError) return e;
  if (e instanceof FetchError) {
    if (e.response) return new HttpError(e.response.status, e.response.statusText, path);
    return new NetworkError(path, e);
  }
  return new NetworkError(path, e);
}
