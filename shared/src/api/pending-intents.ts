/**
 * Money actions whose answer is not known yet, kept with their idempotency key (`request_id`)
 * and the form's content, so that a reload of the page mid-flight offers the same action again
 * with the same key and the server applies it once (docs/product/api.md#api.idempotency).
 *
 * - sessionStorage: the tab's own, kept across a reload and dropped with the tab; another tab
 *   never sends this tab's action.
 * - Per merchant and session, like the kept answers; removed at the end of the session (logout,
 *   expiry, 401) and on a change of merchant.
 * - Younger than `PENDING_MAX_AGE_MS`, well inside the server's idempotency window (24 h): an
 *   older one is dropped, and the action starts over from fresh figures.
 * - Never a password: the form's content is what the caller gives, and callers give the amount,
 *   the method, the coupon or the payout details, never the password.
 * - Nothing is sent from here: the merchant sends it again, from the form. No queue, no
 *   background sync.
 */
import { answerSession } from './last-answers';

export type PendingKind = 'withdraw' | 'put' | 'bind-card';

export const PENDING_KEY_PREFIX = 'adnet:pending:';
/** 30 minutes, as the strictest banks keep a payment key: long enough for a reload. */
export const PENDING_MAX_AGE_MS = 30 * 60_000;

export interface PendingIntent<F> {
  request_id: string;
  form: F;
  /** when it was first sent, ms since the epoch */
  at: number;
}

interface Stored<F> extends PendingIntent<F> {
  s: string;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `form` and its key before it is sent; a second send of the same keeps the first time. */
export function savePending<F>(kind: PendingKind, requestId: string, form: F, now = Date.now()) {
  const s = answerSession();
  const storage = session();
  if (!s || !storage) return;
  const before = readPending<F>(kind, now);
  const at = before?.request_id === requestId ? before.at : now;
  try {
    const value: Stored<F> = { request_id: requestId, form, at, s };
    storage.setItem(PENDING_KEY_PREFIX + kind, JSON.stringify(value));
  } catch {
    // refused: a reload then starts the action over
  }
}

/** The action of this kind left unanswered in this tab by this session, if young enough. */
export function readPending<F>(kind: PendingKind, now = Date.now()): PendingIntent<F> | null {
  const storage = session();
  const s = answerSession();
  if (!storage) return null;
  try {
    const raw = storage.getItem(PENDING_KEY_PREFIX + kind);
    if (!raw) return null;
    const p = JSON.parse(raw) as Partial<Stored<F>>;
    const valid =
      s !== null &&
      p.s === s &&
      typeof p.request_id === 'string' &&
      typeof p.at === 'number' &&
      now - p.at <= PENDING_MAX_AGE_MS &&
      p.at <= now + 60_000;
    if (!valid) {
      storage.removeItem(PENDING_KEY_PREFIX + kind);
      return null;
    }
    return { request_id: p.request_id as string, form: p.form as F, at: p.at as number };
  } catch {
    return null;
  }
}

/** The action got its answer (done, or refused): nothing is pending any more. */
export function clearPending(kind: PendingKind) {
  try {
    session()?.removeItem(PENDING_KEY_PREFIX + kind);
  } catch {
    // nothing to remove
  }
}

export function clearAllPending() {
  for (const kind of ['withdraw', 'put', 'bind-card'] as const) clearPending(kind);
}
