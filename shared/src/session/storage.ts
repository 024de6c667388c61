/**
 * Storage keys (docs/product/session.md#session.storage) and safe reads: a corrupt or foreign value
 * reads as absent (logged out), never as a crash.
 */
import type { BasicConfig, UserInfo } from '../wire/types';

export const STORAGE_KEYS = {
  token: 'fb_token',
  userInfo: 'fb_userInfo',
  basicConfig: 'fb_basic_config',
  lang: 'lang',
} as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed webview)
  }
}

export function readString(key: string): string | null {
  const value = storage()?.getItem(key) ?? null;
  return value?.trim() ? value : null;
}

export function writeString(key: string, value: string | null) {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

export function readJson<T>(key: string, isValid: (v: unknown) => v is T): T | null {
  const raw = readString(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown) {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/**
 * Token validity is the server's to judge: any stored non-empty string is sent, whatever its
 * form, and the server's answer decides (no auth, login expired). Refused here is only what is
 * not a string at all: the text that storing another kind of value leaves behind
 * (`setItem(k, undefined)` writes "undefined", an object "[object Object]") and a JSON object
 * or array. The host's prerendered start (host/build/prerender.ts `headScript`) is built from
 * these two patterns, and a property test holds it to `readToken()`.
 */
export const NOT_A_STRING = /^(undefined|null|NaN|\[object Object\])$/;
/** A text that may be a JSON object or array (then parsed to tell). */
export const JSON_LIKE = /^[[{]/;

export function isToken(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const text = v.trim();
  if (!text || NOT_A_STRING.test(text)) return false;
  if (JSON_LIKE.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      return !(parsed && typeof parsed === 'object');
    } catch {
      return true; // only looks like JSON: a string all the same
    }
  }
  return true;
}

/**
 * The token as the X-CT header carries it. A header holds tabs and the bytes 0x20-0xFF only
 * (fetch and XHR throw on anything else, which would fail every call as if the network were
 * down); other characters of a stored token are percent-encoded, so the call is still made and
 * the server answers it. A token the server issued is plain ASCII and goes as it is.
 */
export function tokenHeader(token: string): string {
  return token.trim().replace(/[^\t\x20-\xff]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: U+FFFD
    }
  });
}

export function isUserInfo(v: unknown): v is UserInfo {
  if (!v || typeof v !== 'object') return false;
  const u = v as Partial<UserInfo>;
  return typeof u.entry === 'string' && typeof u.username === 'string';
}

/**
 * Basic config as kept locally: without withdraw_method_config and faq_config
 * (docs/product/session.md#session.storage.basic-config).
 */
export type StoredBasicConfig = Omit<BasicConfig, 'withdraw_method_config' | 'faq_config'>;

export function isStoredBasicConfig(v: unknown): v is StoredBasicConfig {
  if (!v || typeof v !== 'object') return false;
  return Array.isArray((v as StoredBasicConfig).client_language_map);
}

/** The token as the API client reads it on every call. */
export function readToken(): string | null {
  const raw = readString(STORAGE_KEYS.token);
  return isToken(raw) ? raw : null;
}
