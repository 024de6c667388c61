/**
 * The last answers of read-only calls, so that a page opened offline or on a dead network
 * still shows the merchant's figures, marked with the time they were fetched (docs/offline.md).
 *
 * The rules:
 * - Only the calls of `ANSWER_RULES` are kept: the figures of the ad centre and the wallet,
 *   the first page of the plan list, of the ledger and of the notifications. A write is never
 *   kept nor answered from here: offline, it fails at once (the client's OfflineError).
 * - Per merchant: the key holds the merchant's id (the stored user info); with no merchant
 *   known, nothing is kept or served. Ending the session (logout, expiry, another tab's
 *   logout) removes every kept answer (`clearLastAnswers`, called by the session core, shell/session.ts).
 * - An answer that carries money lives no longer than the visit: in sessionStorage, which the
 *   browser drops with the tab. Only answers without money (notifications) go to
 *   localStorage, so a new tab opened offline still lists them.
 * - Never the token, nor any request header: the key is the merchant id, the method, the path
 *   and the query; the value is the answer's `data` and the time it came.
 *
 * The client serves a kept answer only when a call gets no answer at all (offline, no
 * connection, timeout); an answer with an error code is the server's word and is shown as such.
 */
import { store, userInfoAtom } from '../session/atoms';

export interface AnswerRule {
  method: 'GET' | 'POST';
  path: string;
  /** the answer carries money: kept for the visit only (sessionStorage) */
  money: boolean;
  /** a paged list: only page 1 is kept (what a page opened offline shows first) */
  firstPageOnly?: boolean;
}

export const ANSWER_RULES: readonly AnswerRule[] = [
  // the wallet's figures, also the ad centre's (the account currency comes with them)
  { method: 'GET', path: '/user/property', money: true },
  // the ad centre's data overview
  { method: 'GET', path: '/ad/order/data_statistics/list', money: true },
  { method: 'GET', path: '/plan/order/list', money: true, firstPageOnly: true },
  { method: 'GET', path: '/transaction_flow/list', money: true, firstPageOnly: true },
  // the notification centre's list (a read, though the spec makes it a POST)
  { method: 'POST', path: '/user/notifications', money: false, firstPageOnly: true },
];

export const ANSWER_KEY_PREFIX = 'adnet:answer:';

export interface KeptAnswer<T = unknown> {
  /** when the answer came, ms since the epoch */
  at: number;
  data: T;
}

function ruleOf(method: string, path: string): AnswerRule | undefined {
  return ANSWER_RULES.find((r) => r.method === method && r.path === path);
}

function storageFor(rule: AnswerRule): Storage | null {
  try {
    if (rule.money) return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: nothing kept
  }
}

/** The input as the request sends it, in a stable order: `{b:1,a:''}` → `a=&b=1` minus empties. */
function canonicalInput(input: object | undefined): string {
  if (!input || (typeof FormData !== 'undefined' && input instanceof FormData)) return '';
  return Object.entries(input)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .sort()
    .join('&');
}

function isFirstPage(input: object | undefined): boolean {
  const page = (input as { page?: unknown } | undefined)?.page;
  return page === undefined || page === null || Number(page) === 1;
}

function merchantId(): number | null {
  const id = store.get(userInfoAtom)?.id;
  return typeof id === 'number' && Number.isFinite(id) ? id : null;
}

/** Where the call's answer is kept, or null when it is not kept at all. */
function slot(method: string, path: string, input: object | undefined) {
  const rule = ruleOf(method, path);
  if (!rule || (rule.firstPageOnly && !isFirstPage(input))) return null;
  const merchant = merchantId();
  const storage = storageFor(rule);
  if (merchant === null || !storage) return null;
  return {
    storage,
    key: `${ANSWER_KEY_PREFIX}${merchant}:${method} ${path}?${canonicalInput(input)}`,
  };
}

/** The answers served from here, and when each was fetched (see `storedAt`). */
const servedAt = new WeakMap<object, number>();

/** Keeps the answer of a call of the rules (an object answer only). */
export function rememberAnswer(
  method: string,
  path: string,
  input: object | undefined,
  data: unknown,
  now = Date.now(),
): void {
  if (!data || typeof data !== 'object') return;
  const at = slot(method, path, input);
  if (!at) return;
  try {
    at.storage.setItem(at.key, JSON.stringify({ at: now, data } satisfies KeptAnswer));
  } catch {
    // full or refused: the page simply has nothing to show offline
  }
}

/** The kept answer of this call for the current merchant, marked for `storedAt`; else null. */
export function lastAnswer<T>(
  method: string,
  path: string,
  input: object | undefined,
): KeptAnswer<T> | null {
  const at = slot(method, path, input);
  if (!at) return null;
  try {
    const raw = at.storage.getItem(at.key);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<KeptAnswer<T>>;
    if (typeof kept.at !== 'number' || !kept.data || typeof kept.data !== 'object') return null;
    servedAt.set(kept.data as object, kept.at);
    return { at: kept.at, data: kept.data };
  } catch {
    return null;
  }
}

/**
 * When the answer `value` was fetched, if the client served it from the kept answers (no
 * network); undefined for a fresh answer. Pages show it as "As of 12:03".
 */
export function storedAt(value: unknown): number | undefined {
  return value && typeof value === 'object' ? servedAt.get(value) : undefined;
}

/** Removes every kept answer, of every merchant, from both storages (the session ended). */
export function clearLastAnswers(): void {
  for (const get of [() => sessionStorage, () => localStorage]) {
    try {
      const storage = get();
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(ANSWER_KEY_PREFIX)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    } catch {
      // no storage: nothing was kept there
    }
  }
}
