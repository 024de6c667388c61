/**
 * withdraw_method_config lives in memory only (docs/product/session.md#session.storage.volatile):
 * after a reload it is null until basic config is fetched again, so the wallet asks the session to
 * fetch it (once while it is missing; `retry` asks again).
 */
import {
  session,
  useRequest,
  volatileBasicConfigAtom,
  type WithdrawMethodConfig,
} from '@adnet/shared';
import { useAtomValue } from 'jotai';

export function useWithdrawConfig(): {
  config: WithdrawMethodConfig | null;
  failed: boolean;
  retry: () => void;
} {
  const volatile = useAtomValue(volatileBasicConfigAtom);
  const config = volatile?.withdraw_method_config ?? null;
  const missing = config === null;
  const fetch = useRequest(
    () => (missing ? session.refreshBasicConfig() : Promise.resolve()),
    [missing],
  );

  return {
    config,
    failed: missing && Boolean(fetch.error) && !fetch.loading,
    retry: () => void fetch.reload(),
  };
}
