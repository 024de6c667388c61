/**
 * The last answers of read-only calls, so that a page opens on the merchant's last figures,
 * labelled with their age, while the fresh answer is on its way, and still shows them offline
 * or on a dead network (docs/offline.md, docs/decisions/0028-kept-answers-show-then-confirm.md).
 *
 * The rules:
 * - Only the calls of `ANSWER_RULES` are kept: the shop card's and the ad centre's figures, the
 *   wallet's figures, the first page of the plan list, of the ledger and of the notifications.
 *   A write is never kept nor answered from here: offline, it fails at once (OfflineError).
 * - Each rule states its maximum age: an older answer is never shown, and is removed when met.
 * - Per merchant and per session: the key holds the merchant's id (the stored user info), the
 *   value a fingerprint of the session's token; an answer of another merchant or of another
 *   session (a later login) is never served. With no merchant known, nothing is kept or served.
 *   Ending the session (logout, expiry, 401, another tab's logout) removes every kept answer
 *   (`clearLastAnswers`, called by the session core and the API client), and so does a change
 *   of merchant.
 * - In localStorage, so that a new tab or the next day opens on them (within their age).
 * - Per language, for the answers that carry the server's own text (plan and product texts,
 *   ledger remarks, notifications: the server writes them in the language the call asked for,
 *   `Accept-Language`): a page in Thai never opens on the notifications of the English one.
 *   The answer is kept under the language the call was sent in.
 * - Never the token, nor any request header: the key is the merchant id, the language (for the
 *   answers with text), the method, the path and the query; the value is the answer's `data`,
 *   the time it came and the fingerprint.
 */
import { currentLanguage } from '../i18n/instance';
import { store, tokenAtom, userInfoAtom } from '../session/atoms';

export interface AnswerRule {
  method: 'GET' | 'POST';
  path: string;
  /** the answer carries money */
  money: boolean;
  /** a paged list: only page 1 is kept (what a page shows first) */
  firstPageOnly?: boolean;
  /** the answer carries the server's own text, in the call's language: kept per language */
  text?: boolean;
  /** the longest time after it came that the answer is shown, in ms */
  maxAgeMs: number;
}

const HOUR = 3_600_000;
/** Figures with money: a day, so the next morning still opens on last evening's, dated. */
export const MONEY_MAX_AGE_MS = 24 * HOUR;
/** Answers without money (notifications, a count): a week. */
export const OTHER_MAX_AGE_MS = 7 * 24 * HOUR;

export const ANSWER_RULES: readonly AnswerRule[] = [
  // the shop card: credit score, deposit, shop level (the session's user info)
  { method: 'GET', path: '/user/info', money: true, maxAgeMs: MONEY_MAX_AGE_MS },
  // the wallet's figures, also the account currency
  { method: 'GET', path: '/user/property', money: true, maxAgeMs: MONEY_MAX_AGE_MS },
  // the ad centre's data overview
  {
    method: 'GET',
    path: '/ad/order/data_statistics/list',
    money: true,
    maxAgeMs: MONEY_MAX_AGE_MS,
  },
  {
    method: 'GET',
    path: '/plan/order/list',
    money: true,
    firstPageOnly: true,
    text: true,
    maxAgeMs: MONEY_MAX_AGE_MS,
  },
  {
    method: 'GET',
    path: '/transaction_flow/list',
    money: true,
    firstPageOnly: true,
    text: true,
    maxAgeMs: MONEY_MAX_AGE_MS,
  },
  // the count of plans waiting to be put (the ad centre's cell, the plan list's tab)
  { method: 'POST', path: '/plan/order/await/put/count', money: false, maxAgeMs: OTHER_MAX_AGE_MS },
  // the notification centre's list (a read, though the API makes it a POST)
  {
    method: 'POST',
    path: '/user/notifications',
    money: false,
    firstPageOnly: true,
    text: true,
    maxAgeMs: OTHER_MAX_AGE_MS,
  },
];

export const ANSWER_KEY_PREFIX = 'adnet:answer:';

export interface KeptAnswer<T = unknown> {
  /** when the answer came, ms since the epoch */
  at: number;
  data: T;
}

interface Stored<T> extends KeptAnswer<T> {
  /** the session it was fetched in (`sessionOf`) */
  s: string;
}

export function ruleOf(method: string, path: string): AnswerRule | undefined {
  return ANSWER_RULES.find((r) => r.method === method && r.path === path);
}

function local(): Storage | null {
  try {
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

/** A short fingerprint of the token (FNV-1a): tells sessions apart without keeping the token. */
function fingerprint(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The session now: a fingerprint of its token; null when logged out. */
export function answerSession(): string | null {
  const token = store.get(tokenAtom);
  return token ? fingerprint(token) : null;
}

function merchantNow(): number | null {
  const id = store.get(userInfoAtom)?.id;
  return typeof id === 'number' && Number.isFinite(id) ? id : null;
}

/** The call's key without the merchant: what a page follows (answer-state.ts). */
export function callKey(method: string, path: string, input: object | undefined): string | null {
  const rule = ruleOf(method, path);
  if (!rule || (rule.firstPageOnly && !isFirstPage(input))) return null;
  return `${method} ${path}?${canonicalInput(input)}`;
}

/**
 * Where the call's answer is kept for `merchant` in `language` (for the answers with text), or
 * null when it is not kept at all.
 */
function slot(
  method: string,
  path: string,
  input: object | undefined,
  merchant: number | null,
  language: string,
) {
  const call = callKey(method, path, input);
  const rule = ruleOf(method, path);
  const storage = local();
  if (!call || !rule || merchant === null || !storage) return null;
  const lang = rule.text ? `${language}:` : '';
  return { storage, rule, key: `${ANSWER_KEY_PREFIX}${merchant}:${lang}${call}` };
}

/** The answers served from here, and when each was fetched (see `storedAt`). */
const servedAt = new WeakMap<object, number>();

/**
 * Keeps the answer of a call of the rules (an object answer only). `session` is the session the
 * call was sent in (`answerSession()` when it started): an answer that comes after a logout or
 * another login is dropped; `language`, the language it asked for (its `Accept-Language`). A token is one merchant's, so the merchant is the one the user info
 * names now, or, for the user info itself, the one it answers.
 */
export function rememberAnswer(
  method: string,
  path: string,
  input: object | undefined,
  data: unknown,
  session: string | null = answerSession(),
  now = Date.now(),
  language: string = currentLanguage(),
): void {
  if (!data || typeof data !== 'object' || session === null || session !== answerSession()) return;
  const named = (data as { id?: unknown }).id;
  const merchant =
    path === '/user/info' && typeof named === 'number' && Number.isFinite(named)
      ? named
      : merchantNow();
  const at = slot(method, path, input, merchant, language);
  if (!at) return;
  try {
    const value: Stored<unknown> = { at: now, data, s: session };
    at.storage.setItem(at.key, JSON.stringify(value));
  } catch {
    // full or refused: the page simply has nothing to show next time
  }
}

/**
 * The kept answer of this call for the current merchant, session and language, younger than its
 * rule's maximum age, marked for `storedAt`; else null (an expired or foreign one is removed).
 */
export function keptAnswer<T>(
  method: string,
  path: string,
  input: object | undefined,
  now = Date.now(),
): KeptAnswer<T> | null {
  const session = answerSession();
  const at = slot(method, path, input, merchantNow(), currentLanguage());
  if (!at || session === null) return null;
  try {
    const raw = at.storage.getItem(at.key);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<Stored<T>>;
    const valid =
      typeof kept.at === 'number' &&
      kept.at <= now + 60_000 &&
      now - kept.at <= at.rule.maxAgeMs &&
      kept.s === session &&
      !!kept.data &&
      typeof kept.data === 'object';
    if (!valid) {
      at.storage.removeItem(at.key);
      return null;
    }
    const { at: when, data } = kept as Stored<T>;
    servedAt.set(data as object, when);
    return { at: when, data };
  } catch {
    return null;
  }
}

/** The same, under its earlier name (the offline fallback of the client). */
export const lastAnswer = keptAnswer;

/**
 * When the answer `value` was fetched, if it came from the kept answers (no network, or shown
 * before the fresh one); undefined for a fresh answer. Pages show it as "As of 12:03".
 */
export function storedAt(value: unknown): number | undefined {
  return value && typeof value === 'object' ? servedAt.get(value) : undefined;
}

/** Removes every kept answer, of every merchant (the session ended, the merchant changed). */
export function clearLastAnswers(): void {
  // sessionStorage too: where answers with money were kept before contract 1.9.0
  for (const get of [() => localStorage, () => sessionStorage]) {
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

/**
 * A change of merchant (another login in this or another tab) calls `onChange` at once — the
 * client removes every kept answer — before any page of the new merchant reads them.
 * Installed once, by the client's configuration at boot.
 */
let followed = false;
export function followMerchant(onChange: () => void = clearLastAnswers): void {
  if (followed) return;
  followed = true;
  let merchant = store.get(userInfoAtom)?.id ?? null;
  store.sub(userInfoAtom, () => {
    const next = store.get(userInfoAtom)?.id ?? null;
    if (merchant !== null && next !== null && next !== merchant) onChange();
    if (next !== null) merchant = next;
  });
}
