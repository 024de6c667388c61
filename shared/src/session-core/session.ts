/**
 * The session's core, one for the host and for a remote's dev page (`@adnet/shared/host`):
 * the only writer of the session atoms. Login, logout, expiry, the background refresh at boot,
 * what remotes ask through `session` of `@adnet/shared`, and the basic config following the
 * UI language (docs/product/session.md). Each app says only how it reaches its login page.
 */
import {
  ApiError,
  api,
  currentLanguage,
  type EndReason,
  i18n,
  refreshUnreadCount,
  resetUnread,
  store,
} from '@adnet/shared';
import { toast } from '@adnet/shared/ui';
import { clearKeptState } from '../api/client';
import {
  splitBasicConfig,
  storedBasicConfigAtom,
  tokenAtom,
  userInfoAtom,
  volatileBasicConfigAtom,
} from '../session/atoms';
import { installSessionController } from '../session/controller';

export async function refreshUserInfo() {
  const info = await api.userInfo();
  store.set(userInfoAtom, info);
}

/** The basic config in the current UI language; the stored part is kept across reloads. */
export async function refreshBasicConfig() {
  const config = await api.basicConfig(currentLanguage(), { silent: true });
  const { kept, volatile } = splitBasicConfig(config);
  store.set(storedBasicConfigAtom, kept);
  store.set(volatileBasicConfigAtom, volatile);
}

/**
 * What the client holds of one merchant — the profile, the unread count, the kept answers and
 * the money actions awaiting an answer — dropped: another token is another merchant
 * (docs/product/session.md#session.token.change).
 */
function forgetMerchant() {
  store.set(userInfoAtom, null);
  resetUnread();
  clearKeptState();
}

/**
 * Store the token, then the user info; a failure leaves no half session behind
 * (docs/product/session.md#session.login). A token other than the stored one starts clean:
 * nothing of the previous merchant stays, even when the new one is refused
 * (docs/product/session.md#session.token.change).
 */
export async function startSession(token: string) {
  if (store.get(tokenAtom) !== token) forgetMerchant();
  store.set(tokenAtom, token);
  try {
    await refreshUserInfo();
  } catch (e) {
    // 401 is the server's "no ad account": the token stays, and the merchant stays on
    // /ad-welcome (where the host's handler sends them) instead of being bounced back to /entry.
    const noAccount = e instanceof ApiError && e.code === 401;
    if (!noAccount && store.get(userInfoAtom) === null) store.set(tokenAtom, null);
    throw e;
  }
}

export function clearSession() {
  store.set(tokenAtom, null);
  // the kept answers (figures, lists) and the money actions awaiting an answer go with the
  // session (docs/offline.md)
  forgetMerchant();
}

/**
 * Session data refreshes in the background at boot; the stored copies serve until then
 * (docs/product/session.md#session.start).
 */
export function refreshSessionAtBoot() {
  void refreshBasicConfig().catch((e) => console.warn('basic config', e));
  if (store.get(tokenAtom)) {
    void refreshUserInfo().catch(() => {});
    void refreshUnreadCount();
  }
}

/**
 * The answer to an expired token (code 503), for the app's error handler
 * (docs/product/session.md#session.expired): every entry kind is treated alike
 * (docs/product/session.md#session.expired.any-entry) — the session is cleared, "login
 * expired" is toasted and the login page shown, once even when several calls expire together,
 * and not at all without a session.
 */
export function sessionExpiry(toLogin: () => unknown): () => void {
  let expiring = false;
  return () => {
    if (expiring || !store.get(tokenAtom)) return;
    expiring = true;
    clearSession();
    toast.fail(i18n.t('common:errors.tokenExpired'));
    void Promise.resolve(toLogin()).finally(() => {
      expiring = false;
    });
  };
}

/**
 * Whoever switches the language (the sheet, /entry, an account's language, a login), the basic
 * config follows it (docs/product/session.md#session.basic-config-follows-language).
 */
function followLanguage() {
  void refreshBasicConfig().catch(() => {});
}

/**
 * Installs the session controller remotes ask through `session` (`end(reason)` clears the
 * session and shows the login page with the reason: docs/product/session.md#session.end) and
 * the one listener that keeps the basic
 * config in the UI language. Call it at boot, before the router runs a loader; `toLogin` is
 * the app's way to its login page (in place of the current entry, the reason in its state).
 */
export function installSession(toLogin: (reason: EndReason) => unknown) {
  installSessionController({
    end(reason) {
      clearSession();
      void toLogin(reason);
    },
    refreshUserInfo,
    refreshBasicConfig,
  });
  // a session ended or changed elsewhere (another tab's logout, or its login as another
  // merchant) takes the kept answers with it too
  let lastToken = store.get(tokenAtom);
  store.sub(tokenAtom, () => {
    const now = store.get(tokenAtom);
    if (!now || (lastToken && now !== lastToken)) clearKeptState();
    lastToken = now;
  });
  // From the first switch on: the language i18next starts in is the boot refresh's.
  const listen = () => {
    i18n.off('languageChanged', followLanguage);
    i18n.on('languageChanged', followLanguage);
  };
  if (i18n.isInitialized) listen();
  else i18n.on('initialized', listen);
}
