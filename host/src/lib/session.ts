/**
 * The host's own part of the session: the language a login switches to. The rest of the
 * session (login, logout, expiry, the controller remotes ask) is the shared core of
 * `@adnet/shared/host`, which the host installs at boot; its pages, which do not import
 * host-only set-up themselves, start a session through `startSession` here.
 */
import {
  api,
  currentLanguage,
  isLanguage,
  type Language,
  type LanguageEntry,
  matchLanguage,
  readString,
  STORAGE_KEYS,
  setLanguage,
  store,
  storedBasicConfigAtom,
} from '@adnet/shared';

export { startSession } from '@adnet/shared/host';

/**
 * The language to switch to after a login (docs/product/i18n.md#i18n.after-login): none when
 * this device holds a choice of its own (`stored`, the key `lang`) or the server names none;
 * else the merchant's saved language (GET /auth/v2/lang) mapped through client_language_map as
 * every server language code is (docs/product/i18n.md#i18n.server-codes), when it differs from
 * the current one.
 */
export function languageAfterLogin(
  stored: string | null,
  saved: string | undefined,
  map: LanguageEntry[] | undefined,
  current: Language,
): Language | null {
  if (isLanguage(stored) || !saved?.trim()) return null;
  const lng = matchLanguage(saved, map);
  return lng === current ? null : lng;
}

/**
 * After a login on a device with no language choice: the merchant's saved language. A failure
 * keeps the current language (the login itself succeeded); the switch is stored like a choice,
 * and the basic config follows it as it follows every switch (the session core's listener).
 */
export async function adoptSavedLanguage(): Promise<void> {
  if (isLanguage(readString(STORAGE_KEYS.lang))) return;
  let saved: string;
  try {
    ({ lang: saved } = await api.lang({ silent: true }));
  } catch {
    return;
  }
  const lng = languageAfterLogin(
    readString(STORAGE_KEYS.lang),
    saved,
    store.get(storedBasicConfigAtom)?.client_language_map,
    currentLanguage(),
  );
  if (!lng) return;
  await setLanguage(lng);
}
