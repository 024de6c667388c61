/**
 * The one API client (docs/product/api.md#api.client.base, docs/product/api.md#api.codes). It knows
 * no router and no dialog: side effects of error codes (expiry, redirects, popups, toasts) are
 * handlers the host installs at boot.
 */
import { FetchError, ofetch } from 'ofetch';
import { currentLanguage } from '../i18n/instance';
import type { Envelope } from '../wire/types';
import { callStarted, forgetAnswerStatus } from './answer-state';
import {
  ApiError,
  HttpError,
  NetworkError,
  OfflineError,
  type RequestError,
  TimeoutError,
} from './errors';
import {
  answerSession,
  clearLastAnswers,
  followMerchant,
  type KeptAnswer,
  keptAnswer,
  rememberAnswer,
} from './last-answers';
import { clearAllPending } from './pending-intents';
import { deadline, headers, toQuery, unwrap, uploadWithProgress } from './transport';

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
  /**
   * Never answered from the kept answers, not even with no network: the screens that act on
   * money (withdraw, put) read their balance fresh or not at all (docs/offline.md).
   */
  fresh?: boolean;
}

export type ErrorHandler = (error: RequestError, options: RequestOptions) => void;

/** How long a call may go without an answer when the run-time config does not say. */
export const DEFAULT_TIMEOUT_MS = 15_000;

let apiBase = '';
let timeoutMs = DEFAULT_TIMEOUT_MS;
let errorHandler: ErrorHandler = () => {};

/**
 * Set once at boot from the run-time config (app-config.json): the API base and the timeout
 * (`apiTimeoutMs`; 15 s when absent).
 */
export function configureApi(config: { baseURL: string; timeoutMs?: number }) {
  apiBase = config.baseURL.replace(/\/+$/, '');
  const ms = config.timeoutMs;
  timeoutMs = ms !== undefined && Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS;
  followMerchant(clearKeptState);
}

/**
 * Everything the client keeps for a session — the kept answers, what this page fetched fresh,
 * the money actions awaiting their answer — removed: the session ended (logout, expiry, 401,
 * another tab's logout) or the merchant changed. The session core calls it too.
 */
export function clearKeptState() {
  clearLastAnswers();
  clearAllPending();
  forgetAnswerStatus();
}

export function getApiBase() {
  return apiBase;
}

export function getApiTimeout() {
  return timeoutMs;
}

/** The browser says it has no network: a call would only spin, so it is not sent. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function installErrorHandler(handler: ErrorHandler) {
  errorHandler = handler;
}

let quietDepth = 0;

/**
 * Runs `start` with every call it begins (synchronously) made silent: a page that will draw the
 * failure in place (a list's error state with its retry, a card's) says it there, and only
 * there (docs/product/api.md#api.client.silent). `resource()`, `useResource()` while nothing is
 * shown yet, `useRequest()` and `InfiniteList` start their calls through it.
 */
export function quietly<T>(start: () => T): T {
  quietDepth++;
  try {
    return start();
  } finally {
    quietDepth--;
  }
}

/** The codes whose answer is a business refusal: 405, and any code the catalogue lacks. */
const CATALOGUE = new Set([200, 400, 401, 402, 403, 404, 500, 503]);

/**
 * A refusal that names no reason (`data.error`) is recognized by its message where the message
 * is a known wording of a reason, in any language (docs/product/api.md#api.texts.order).
 */
async function recognize(error: RequestError): Promise<void> {
  if (!(error instanceof ApiError) || CATALOGUE.has(error.code) || error.namesReason) return;
  try {
    // the matcher and its words load with the first such answer, not with the start
    const { matchReason } = await import('./reason-match');
    error.matched = await matchReason(error.msg ?? '');
  } catch {
    // the phrase table could not load (offline meanwhile): the message is shown as it came
  }
}

/**
 * One call of docs/product/api.md#api.calls, as a typed function: the form every `api.ts` declares
 * its calls in (docs/remote.md). `endpoint<Page<PlanOrder>, PlanListQuery>('GET',
 * '/plan/order/list')` is `(query, options?) => request('GET', '/plan/order/list', query,
 * options)`; the input is a GET's query string and a POST's JSON body.
 */
export function endpoint<Res, In extends object>(method: Method, path: string) {
  const call = (input: In, options?: RequestOptions): Promise<Res> =>
    request<Res>(method, path, input, options);
  /**
   * The merchant's kept answer of this call (younger than its maximum age), for a page to show,
   * labelled with its age, until the fresh answer comes; null when none (docs/offline.md).
   */
  call.kept = (input: In): KeptAnswer<Res> | null => keptAnswer<Res>(method, path, input);
  return call;
}

export async function request<T>(
  method: Method,
  path: string,
  data?: object,
  options: RequestOptions = {},
): Promise<T> {
  // read before the first await: the scope of quietly() is the synchronous start of the call
  if (quietDepth > 0 && !options.silent) options = { ...options, silent: true };
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  // the session and language the call is sent in: its answer is kept only for that session,
  // and under that language (last-answers.ts)
  const session = answerSession();
  const language = currentLanguage();
  const ended = isForm ? null : callStarted(method, path, data);
  try {
    // Offline, a call would only spin until it fails: it fails at once instead.
    if (isOffline()) throw new OfflineError(path);
    const ms = timeoutMs;
    const limit = deadline(ms, options.signal);
    let envelope: Envelope<T>;
    try {
      if (isForm && options.onProgress) {
        const onProgress = options.onProgress;
        envelope = await uploadWithProgress<T>(apiBase + path, data, {
          ...options,
          signal: limit.signal,
          onProgress: (percent) => {
            limit.restart();
            onProgress(percent);
          },
        });
      } else {
        envelope = await ofetch<Envelope<T>>(path, {
          baseURL: apiBase,
          method,
          headers: headers(isForm),
          // POST sends a JSON body (FormData as is); other methods a query string.
          body: method === 'POST' ? (isForm ? data : (data ?? {})) : undefined,
          query: method === 'POST' ? undefined : toQuery(data),
          signal: limit.signal,
          retry: 0,
        });
      }
    } catch (e) {
      throw limit.timedOut() ? new TimeoutError(path, ms) : e;
    } finally {
      limit.done();
    }
    const value = unwrap(envelope, path);
    if (!isForm) rememberAnswer(method, path, data, value, session, Date.now(), language);
    ended?.(true);
    return value;
  } catch (e) {
    ended?.(false);
    const error = normalize(e, path);
    // The session is over (expired login) or has no ad account: nothing kept stays.
    if (error instanceof ApiError && (error.code === 503 || error.code === 401)) clearKeptState();
    // No answer at all (offline, no connection, timeout): a read-only call of the kept list
    // answers with its last answer, which the page marks with its time (last-answers.ts).
    if (error instanceof NetworkError && !isForm && !options.signal?.aborted && !options.fresh) {
      const kept = keptAnswer<T>(method, path, data);
      if (kept) return kept.data;
    }
    await recognize(error);
    errorHandler(error, options);
    throw error;
  }
}

function normalize(e: unknown, path: string): RequestError {
  if (e instanceof ApiError || e instanceof HttpError || e instanceof NetworkError) {
    // A call that failed because the connection went away mid-flight says so.
    if (e.constructor === NetworkError && isOffline()) return new OfflineError(e.path, e.cause);
    return e;
  }
  if (e instanceof FetchError) {
    if (e.response) return new HttpError(e.response.status, e.response.statusText, path);
    return isOffline() ? new OfflineError(path, e) : new NetworkError(path, e);
  }
  return isOffline() ? new OfflineError(path, e) : new NetworkError(path, e);
}
