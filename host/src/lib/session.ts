/**
 * The host is the only writer of the session atoms (DESIGN.md): login, logout, expiry, and
 * what remotes ask for through `session` from @adnet/shared.
 */
import { ApiError, api, currentLanguage, type EndReason, resetUnread, store } from '@adnet/shared';
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
    // 401 is the server's "no ad account" (SPEC §8): the token stays, and the merchant stays on
    // /ad-welcome (where the host's handler sends them) instead of being bounced back to /entry.
    const noAccount = e instanceof ApiError && e.code === 401;
    if (!noAccount && store.get(userInfoAtom) === null) store.set(tokenAtom, null);
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
