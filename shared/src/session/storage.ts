/**
 * Storage keys of SPEC.md §9 and safe reads: a corrupt or foreign value reads as absent
 * (logged out), never as a crash.
 */
import type { BasicConfig, UserInfo } from '../api/types';

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
 * Token validity is the server's to judge (SPEC §2): any non-empty value is sent. Refused here
 * is only what cannot travel in a header (white space, control characters) or is absurdly
 * long — that is corrupt storage, not a token.
 */
const TOKEN_PATTERN = /^[\x21-\x7e]{1,4096}$/;

export function isToken(v: unknown): v is string {
  return typeof v === 'string' && TOKEN_PATTERN.test(v);
}

export function isUserInfo(v: unknown): v is UserInfo {
  if (!v || typeof v !== 'object') return false;
  const u = v as Partial<UserInfo>;
  return typeof u.entry === 'string' && typeof u.username === 'string';
}

/** Basic config as kept locally: without withdraw_method_config and faq_config (SPEC §3). */
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
