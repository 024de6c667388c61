import { type FaqItem, session, volatileBasicConfigAtom } from '@adnet/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

export type FaqState =
  | { phase: 'loading' }
  | { phase: 'error'; retry: () => void }
  | { phase: 'ready'; items: FaqItem[] };

/**
 * The FAQ items of basic config. That part is not kept locally (SPEC §3), so on a first
 * load it is null until the basic config is fetched again.
 */
export function useFaq(): FaqState {
  const volatile = useAtomValue(volatileBasicConfigAtom);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    session.refreshBasicConfig().catch(() => setFailed(true));
  }, []);

  const missing = volatile === null;
  useEffect(() => {
    if (missing) load();
  }, [missing, load]);

  if (volatile) return { phase: 'ready', items: volatile.faq_config ?? [] };
  return failed ? { phase: 'error', retry: load } : { phase: 'loading' };
}
