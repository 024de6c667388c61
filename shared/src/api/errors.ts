import type { ErrorReason } from '../wire/types';

/** An answer whose envelope code is not 200. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown,
    readonly path: string,
  ) {
    super(msg || `API error ${code}`);
  }

  /**
   * What the client made of a message that came without `data.error`: the reason whose wording
   * it is, 'generic' for a bare "data error" (set by the client, reason-match.ts).
   */
  matched: ErrorReason | 'generic' | undefined = undefined;

  /**
   * The business reason of a refusal, used to pick a localized message: `data.error`, else the
   * reason the server's message was recognized as (a backend that sends the message alone).
   */
  get reason(): ErrorReason | undefined {
    const d = this.data as { error?: unknown } | null;
    if (d && typeof d.error === 'string') return d.error as ErrorReason;
    return this.matched === 'generic' ? undefined : this.matched;
  }

  /** The answer names its reason in `data.error` (as the sandbox does). */
  get namesReason(): boolean {
    const d = this.data as { error?: unknown } | null;
    return Boolean(d && typeof d.error === 'string');
  }

  /** The account language a 402/403/404 answer carries. */
  get lang(): string | undefined {
    const d = this.data as { lang?: unknown } | null;
    return d && typeof d.lang === 'string' ? d.lang : undefined;
  }
}

/** A non-OK HTTP status, read as its status text (docs/product/api.md#api.codes.http). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly path: string,
  ) {
    super(statusText || `HTTP ${status}`);
  }
}

/** The server did not answer at all (offline, refused, timed out). */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  constructor(
    readonly path: string,
    override readonly cause?: unknown,
  ) {
    super('network error');
  }
}

/**
 * No answer within the client's timeout (`apiTimeoutMs` of the run-time config, 15 s by
 * default). The call may still have reached the server: a form keeps its input, and a put or
 * withdrawal sent again carries the same request_id, so the server applies it once.
 */
export class TimeoutError extends NetworkError {
  override readonly name: string = 'TimeoutError';
  constructor(
    path: string,
    readonly timeoutMs: number,
  ) {
    super(path);
    this.message = `no answer within ${timeoutMs} ms`;
  }
}

/** The browser is offline (navigator.onLine false): the call was not sent. */
export class OfflineError extends NetworkError {
  override readonly name: string = 'OfflineError';
  constructor(path: string, cause?: unknown) {
    super(path, cause);
    this.message = 'offline';
  }
}

export type RequestError = ApiError | HttpError | NetworkError;

export const ErrorCode = {
  ok: 200,
  params: 400,
  noAuth: 401,
  notActivated: 402,
  disabled: 403,
  cancelled: 404,
  dataError: 405,
  server: 500,
  tokenExpired: 503,
} as const;

export const accountStateCodes: readonly number[] = [
  ErrorCode.notActivated,
  ErrorCode.disabled,
  ErrorCode.cancelled,
];
