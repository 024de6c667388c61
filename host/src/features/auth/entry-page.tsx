/**
 * /entry: where the hybrid app hands a merchant over, as /entry?token=…&lang=…. The token,
 * when given, starts the session; a merchant without an ad account meets the no-auth code
 * and is sent to /ad-welcome with the same query (done by the host's handler):
 * docs/product/account.md#account.entry.
 */
import { isLanguage, isToken, paths, setLanguage, store, tokenAtom } from '@adnet/shared';
import { ErrorState, errorMessage, LoadingState } from '@adnet/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { startSession } from '../../lib/session';

export function EntryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const enter = useCallback(async () => {
    setError(null);
    const lang = params.get('lang');
    if (isLanguage(lang)) await setLanguage(lang);
    // read once: starting the session writes the token, which must not enter again
    const token = params.get('token') ?? store.get(tokenAtom);
    if (!token || !isToken(token)) {
      navigate(paths.login, { replace: true });
      return;
    }
    const query = params.toString();
    try {
      await startSession(token);
      navigate(paths.adCenter, { replace: true, state: { entryQuery: query ? `?${query}` : '' } });
    } catch (e) {
      // 401 is redirected to /ad-welcome by the host's error handler
      if (!(e && typeof e === 'object' && 'code' in e && e.code === 401)) setError(errorMessage(e));
    }
  }, [navigate, params]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void enter();
  }, [enter]);

  return error ? <ErrorState message={error} onRetry={() => void enter()} /> : <LoadingState />;
}
