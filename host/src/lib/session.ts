/**
 * The host is the only writer of the session atoms (DESIGN.md): login, logout, expiry, and
 * what remotes ask for through `session` from @adnet/shared.
 */
import { api, currentLanguage, type EndReason, resetUnread, store } from '@adnet/shared';
import {
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
    if (store.get(userInfoAtom) === null) store.set(tokenAtom, null);
    throw e;
  }
}

export function clearSession() {
  store.set(tokenAtom, null);
  store.set(userInfoAtom, null);
  resetUnread();
}

export function installSession(router: DataRouter) {
  installSessionController({
    end(reason: EndReason) {
      clearSession();
      void router.navigate('/login', { replace: true, state: { reason } });
    },
    refreshUserInfo,
    refreshBasicConfig,
  });
}
