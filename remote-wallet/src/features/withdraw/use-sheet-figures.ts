/**
 * The figures the withdraw sheet reads (docs/product/wallet.md#wallet.withdraw.fresh): fresh or
 * nothing, never the kept answer the wallet's card may show, read again each time the sheet
 * opens and after a refusal. Each fresh read goes to the page as well, which shows the same
 * figures on its card, so one screen never says two balances
 * (docs/product/wallet.md#wallet.fresh-figures).
 */
import { ApiError, api, NetworkError, type Property, useRequest } from '@adnet/shared';
import { errorMessage } from '@adnet/shared/ui';
import { useEffect, useRef } from 'react';
import type { BankCard } from '../../lib/bank-card/api';

/**
 * `opens` counts the sheet's openings (0: never opened, nothing is read); `onFigures` hears
 * every figures the sheet reads.
 */
export function useSheetFigures(opens: number, onFigures?: (property: Property) => void) {
  const balance = useRequest<Property | undefined>(
    () => (opens > 0 ? api.property({ silent: true, fresh: true }) : Promise.resolve(undefined)),
    [opens],
  );
  const property = balance.data;
  const figuresTo = useRef(onFigures);
  figuresTo.current = onFigures;
  useEffect(() => {
    if (property) figuresTo.current?.(property);
  }, [property]);
  return balance;
}

/**
 * What a refused withdrawal says: its reason; for the balance, the balance as `fresh` (the
 * figures read again after the refusal) says it is now, in `balanceNow`'s words.
 */
export async function refusalText(
  err: unknown,
  fresh: Promise<Property | undefined> | undefined,
  balanceNow: (amount: string) => string,
): Promise<string> {
  const forBalance = err instanceof ApiError && err.reason === 'insufficient_balance';
  const now = forBalance ? await fresh : undefined;
  return now ? balanceNow(now.available_balance) : errorMessage(err);
}

/**
 * The payout details the sheet sends to, read each time it opens, as the figures are: undefined
 * until known; a refusal of the server counts as nothing bound (null); no answer at all is an
 * error, and the read is sent again by itself when the network is back (useRequest).
 */
export function useSheetDestination(opens: number) {
  return useRequest<BankCard | null | undefined>(
    () =>
      opens > 0
        ? api.bankCardDetail({ silent: true }).catch((e: unknown) => {
            if (e instanceof NetworkError) throw e;
            return null;
          })
        : Promise.resolve(undefined),
    [opens],
  );
}
