/** Route and request-context types, body reading and parameter helpers. */
import type { IncomingMessage } from 'node:http';
import type { AccountStateErrorData } from '@adnet/shared/wire';
import type { ContentLanguage } from './content/localize';
import { ApiError, accountState, badParams, CODE, tooLong } from './errors';
import type { Lockouts } from './lockout';
import type { Store, UserRecord } from './store';
import { resolveZone, type Zone } from './time';

export interface ForceRule {
  id: number;
  path: string;
  code?: number;
  msg?: string;
  data?: unknown;
  delay_ms?: number;
  /** calls left; undefined = until cleared */
  times?: number;
  token?: string;
}

/** What every handler can reach: the state, the clock, the public URL and the sandbox settings. */
export interface App {
  store: Store;
  now: () => number;
  baseUrl: string;
  tokenTtlMs: number;
  testMode: boolean;
  uploadsDir: string;
  staticDir: string;
  forces: ForceRule[];
  /** wrong-guess counters and locks (login, transaction password) */
  lockouts: Lockouts;
  /** advances the plan simulation by one tick */
  tick: () => void;
  /** reseeds everything (test mode) */
  reseed: () => Promise<void>;
}

export type AuthLevel = 'none' | 'optional' | 'user' | 'store';

export interface Ctx {
  app: App;
  req: IncomingMessage;
  path: string;
  query: URLSearchParams;
  /** the parsed JSON body of a POST ({} when empty) */
  body: Record<string, unknown>;
  /** the raw body of a multipart route */
  raw: Buffer | null;
  /** true when a multipart body exceeded the size cap and was not kept whole */
  rawTruncated: boolean;
  token: string | null;
  user: UserRecord | null;
  /** the language the answer's own content is written in (the request's Accept-Language) */
  lang: ContentLanguage;
}

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  auth: AuthLevel;
  /** the body is multipart, read raw */
  multipart?: boolean;
  handler: (ctx: Ctx) => unknown;
}

/** The logged-in user of an authenticated route. */
export function me(ctx: Ctx): UserRecord {
  if (!ctx.user) throw new ApiError(CODE.noAuth);
  return ctx.user;
}

export function zoneOf(ctx: Ctx, explicit?: string | null): Zone {
  const header = ctx.req.headers['x-tz'];
  return resolveZone(explicit, Array.isArray(header) ? header[0] : header);
}

export function headerToken(req: IncomingMessage): string | null {
  const value = req.headers['x-ct'];
  const token = (Array.isArray(value) ? value[0] : value)?.trim();
  return token ? token : null;
}

/** Throws the 402/403/404 of an account that may not be used. */
export function assertActive(u: UserRecord): void {
  const data: AccountStateErrorData = { lang: u.lang };
  if (u.account_state === 'inactive') throw accountState(402, data.lang);
  if (u.account_state === 'disabled') throw accountState(403, data.lang);
  if (u.account_state === 'cancelled') throw accountState(404, data.lang);
}

export interface BodyResult {
  data: Buffer;
  /** total bytes received, kept or not */
  size: number;
  truncated: boolean;
}

/** Reads a request body, keeping at most `keep` bytes and draining the rest. */
export function readBody(req: IncomingMessage, keep: number): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (kept < keep) {
        const part = chunk.subarray(0, keep - kept);
        chunks.push(part);
        kept += part.length;
      }
    });
    req.on('end', () => resolve({ data: Buffer.concat(chunks), size, truncated: size > keep }));
    req.on('error', reject);
  });
}

// ---------- parameter helpers (400 on malformed input) ----------

type Source = Record<string, unknown> | URLSearchParams;

function get(src: Source, key: string): unknown {
  if (src instanceof URLSearchParams) return src.get(key) ?? undefined;
  return src[key];
}

/**
 * A required non-empty string, trimmed. Longer than `max` (UTF-16 units, as the browser's
 * `maxlength` counts) answers 400 `too_long` with the field and the limit.
 */
export function str(src: Source, key: string, max = 200): string {
  const v = get(src, key);
  if (typeof v === 'string' && v.length > max) throw tooLong(key, max);
  if (typeof v !== 'string' || !v.trim()) throw badParams(`${key} is required`);
  return v.trim();
}

/** An optional string: undefined when absent or empty; too long as `str`. */
export function optStr(src: Source, key: string, max = 200): string | undefined {
  const v = get(src, key);
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'string' && v.length > max) throw tooLong(key, max);
  if (typeof v !== 'string') throw badParams(`${key} is invalid`);
  return v.trim() || undefined;
}

/** A positive integer, from a JSON number or a numeric string. */
export function int(src: Source, key: string, opts: { min?: number; max?: number } = {}): number {
  const n = optInt(src, key, opts);
  if (n === undefined) throw badParams(`${key} is required`);
  return n;
}

export function optInt(
  src: Source,
  key: string,
  opts: { min?: number; max?: number } = {},
): number | undefined {
  const v = get(src, key);
  if (v === undefined || v === null || v === '') return undefined;
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^-?\d+$/.test(v.trim())
        ? Number(v)
        : Number.NaN;
  const min = opts.min ?? 1;
  const max = opts.max ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isInteger(n) || n < min || n > max) throw badParams(`${key} is invalid`);
  return n;
}

export function optEnum<T extends string>(
  src: Source,
  key: string,
  values: readonly T[],
): T | undefined {
  const v = get(src, key);
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v))
    throw badParams(`${key} is invalid`);
  return v as T;
}

export function reqEnum<T extends string>(src: Source, key: string, values: readonly T[]): T {
  const v = optEnum(src, key, values);
  if (v === undefined) throw badParams(`${key} is required`);
  return v;
}

export function optBool(src: Source, key: string): boolean | undefined {
  const v = get(src, key);
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badParams(`${key} is invalid`);
}

/** page (1-based, default 1) and size (default 10, at most 100). */
export function paging(src: Source): { page: number; size: number } {
  return {
    page: optInt(src, 'page', { min: 1, max: 100_000 }) ?? 1,
    size: optInt(src, 'size', { min: 1, max: 100 }) ?? 10,
  };
}

export const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
/** digits with an optional leading +, spaces or dashes; 6 to 15 digits */
export const PHONE = /^\+?[\d\s-]{6,20}$/;

export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 6 && digits <= 15;
}
