/**
 * withdraw_method_config lives in memory only (SPEC §3): after a reload it is null until
 * basic config is fetched again, so the wallet asks the session to fetch it.
 */
import { session, volatileBasicConfigAtom, type WithdrawMethodConfig } from '@adnet/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

export function useWithdrawConfig(): {
  config: WithdrawMethodConfig | null;
  failed: boolean;
  retry: () => void;
} {
  const volatile = useAtomValue(volatileBasicConfigAtom);
  const config = volatile?.withdraw_method_config ?? null;
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (config) return;
    let live = true;
    setFailed(false);
    session.refreshBasicConfig().catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [config === null, attempt]);

  return { config, failed, retry: () => setAttempt((n) => n + 1) };
}
