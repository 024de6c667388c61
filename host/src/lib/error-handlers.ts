/**
 * Side effects of the error codes (docs/product/session.md#session.side-effects-always),
 * installed into the shared API client at boot.
 */
import {
  ApiError,
  accountStateCodes,
  dialogs,
  type ErrorHandler,
  i18n,
  matchLanguage,
  paths,
  setLanguage,
  store,
  storedBasicConfigAtom,
} from '@adnet/shared';
import { installErrorHandler, sessionExpiry } from '@adnet/shared/host';
import { errorMessage, toast } from '@adnet/shared/ui';
import type { DataRouter } from 'react-router';

/**
 * Routes on which a no-auth answer means "no ad account yet"
 * (docs/product/session.md#session.no-auth-entry.routes).
 */
export const ENTRY_ROUTES: string[] = [paths.entry, paths.adCenter];

const accountStateKeys: Record<number, string> = {
  402: 'common:errors.notActivated',
  403: 'common:errors.disabled',
  404: 'common:errors.cancelled',
};

export function createErrorHandler(router: DataRouter): ErrorHandler {
  const expire = sessionExpiry(() => router.navigate(paths.login, { replace: true }));
  return (error, options) => {
    if (options.signal?.aborted) return;
    if (error instanceof ApiError) {
      if (error.code === 503) {
        expire();
        return;
      }
      if (error.code === 401) {
        const { pathname, search } = router.state.location;
        if (ENTRY_ROUTES.includes(pathname)) {
          // "with the same query": /entry's own, or the one /entry was opened with when the
          // 401 comes from the page it led to (/entry passes it on in the navigation state).
          const state = router.state.location.state as { entryQuery?: unknown } | null;
          const query = search || (typeof state?.entryQuery === 'string' ? state.entryQuery : '');
          void router.navigate(`${paths.adWelcome}${query}`, { replace: true });
          return;
        }
      }
      if (accountStateCodes.includes(error.code)) {
        const map = store.get(storedBasicConfigAtom)?.client_language_map;
        const lng = matchLanguage(error.lang, map);
        void setLanguage(lng).then(() => {
          dialogs.customerService({ message: i18n.t(accountStateKeys[error.code] ?? '') });
        });
        return;
      }
    }
    // A silent call shows its own error (under a field, in place of a list).
    if (!options.silent) toast.fail(errorMessage(error));
  };
}

export function installErrorHandlers(router: DataRouter) {
  installErrorHandler(createErrorHandler(router));
}
