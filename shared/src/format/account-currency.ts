/**
 * The account's currency (docs/product/formats.md#formats.account-currency): every money figure of
 * the account — wallet, ledger, withdrawal, plans, put panel, coupons, deposit, goods price — is in
 * the wallet's `currency` of GET /user/property. Acceptor figures carry their own `currency` and
 * pass it explicitly. The currency is learnt from every property response (the endpoint reports it
 * here) and, on a page that has not read the wallet yet, by one silent read. Until it is known a
 * figure shows the number alone; it never guesses a currency.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './money';

const CURRENCY_CODE = /^[A-Z]{3}$/;

let current: string | null = null;
let pending: Promise<unknown> | null = null;
let loader: (() => Promise<unknown>) | null = null;
const listeners = new Set<() => void>();

/** Records the account currency (called with each wallet response); ignores a malformed code. */
export function rememberAccountCurrency(code: string | null | undefined) {
  const next = code && CURRENCY_CODE.test(code) ? code : null;
  if (next === current) return;
  current = next;
  for (const l of listeners) l();
}

/** Passes a wallet answer on after learning its currency: `api.property().then(withAccountCurrency)`. */
export function withAccountCurrency<T extends { currency?: string | null }>(answer: T): T {
  rememberAccountCurrency(answer?.currency);
  return answer;
}

export function accountCurrency(): string | null {
  return current;
}

/** How the currency is read when unknown (the API module installs api.property). */
export function installAccountCurrencyLoader(load: () => Promise<unknown>) {
  loader = load;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccountCurrency(): string | null {
  const code = useSyncExternalStore(subscribe, accountCurrency, accountCurrency);
  useEffect(() => {
    if (code || pending || !loader) return;
    pending = loader()
      .catch(() => undefined)
      .finally(() => {
        pending = null;
      });
  }, [code]);
  return code;
}

/**
 * Money in the UI language: `money(value)` in the account currency, `money(value, code)` in a
 * figure's own currency. One format everywhere (docs/product/formats.md#formats.money).
 */
export function useMoney(): (value: string, currency?: string | null) => string {
  const { i18n } = useTranslation();
  const account = useAccountCurrency();
  const lng = i18n.language;
  return useCallback(
    (value: string, currency?: string | null) =>
      formatMoney(value, lng, currency || account || undefined),
    [lng, account],
  );
}
