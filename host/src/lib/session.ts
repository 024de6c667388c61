/**
 * The host is the only writer of the session atoms (DESIGN.md): login, logout, expiry, and
 * what remotes ask for through `session` from @adnet/shared.
 */
import {
  ApiError,
  api,
  currentLanguage,
  type EndReason,
  isLanguage,
  type Language,
  type LanguageEntry,
  matchLanguage,
  readString,
  resetUnread,
  STORAGE_KEYS,
  setLanguage,
  store,
} from '@adnet/shared';
import {
  clearLastAnswers,
  installSessionController,
  splitBasicConfig,
  storedBasicConfigAtom,
  tokenAtom,
  userInfoAtom,
  volatileBasicConfigAtom,
} from '@adnet/shared/host';
import type { DataRouter } from 'react-router';

export async function refreshUserInfo() {
  const info = await api.userInfo();
  store.set(userInfoAtom, info);
}

export async function refreshBasicConfig() {
  const config = await api.basicConfig(currentLanguage(), { silent: true });
  const { kept, volatile } = splitBasicConfig(config);
  store.set(storedBasicConfigAtom, kept);
  store.set(volatileBasicConfigAtom, volatile);
}

/** Store the token, then the user info; a failure leaves no half session behind. */
export async function startSession(token: string) {
  store.set(tokenAtom, token);
  try {
    await refreshUserInfo();
  } catch (e) {
    // 401 is the server's "no ad account" (SPEC §8): the token stays, and the merchant stays on
    // /ad-welcome (where the host's handler sends them) instead of being bounced back to /entry.
    const noAccount = e instanceof ApiError && e.code === 401;
    if (!noAccount && store.get(userInfoAtom) === null) store.set(tokenAtom, null);
    throw e;
  }
}

/**
 * The language to switch to after a login (README "Choices where the spec says not shown",
 * merchant language): none when this device holds a choice of its own (`stored`, SPEC §2/§9
 * key `lang`) or the server names none; else the merchant's saved language (GET /auth/v2/lang,
 * SPEC §7) mapped through client_language_map as every server language code is (§8), when it
 * differs from the current one.
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
 * keeps the current language (the login itself succeeded); the switch is stored like a choice.
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
  await refreshBasicConfig().catch(() => {});
}

export function clearSession() {
  store.set(tokenAtom, null);
  store.set(userInfoAtom, null);
  resetUnread();
  // the last answers kept for offline (figures, lists) go with the session
  clearLastAnswers();
}

export function installSession(router: DataRouter) {
  // a session ended elsewhere (another tab's logout) takes the kept answers with it too
  store.sub(tokenAtom, () => {
    if (!store.get(tokenAtom)) clearLastAnswers();
  });
  installSessionController({
    end(reason: EndReason) {
      clearSession();
      void router.navigate('/login', { replace: true, state: { reason } });
    },
    refreshUserInfo,
    refreshBasicConfig,
  });
}
