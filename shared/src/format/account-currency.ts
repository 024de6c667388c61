/**
 * The account's currency (docs/product/formats.md#formats.account-currency): every money figure of
 * the account — wallet, ledger, withdrawal, plans, put panel, coupons, deposit, goods price — is in
 * the wallet's `currency` of GET /user/property. Acceptor figures carry their own `currency` and
 * pass it explicitly. The currency is learnt from every property response (the endpoint reports it
 * here) and, on a page that has not read the wallet yet, by one silent read. Until it is known a
 * figure shows the number alone; it never guesses a currency.
 */
import { useEffect, useSyncExternalStore } from 'react';

const CURRENCY_CODE = /^[A-Z]{3}$/;

let current: string | null = null;
let pending: Promise<unknown> | null = null;
let loader: (() => Promise<unknown>) | null = null;
let keptReader: (() => string | null | undefined) | null = null;
let keptRead = false;
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

/**
 * The account currency as last learnt; before any wallet answer of this page, the one of the
 * merchant's kept wallet answer (read once), so kept figures show in their currency at once.
 */
export function accountCurrency(): string | null {
  if (current === null && !keptRead && keptReader) {
    keptRead = true;
    const kept = keptReader();
    if (kept && CURRENCY_CODE.test(kept)) current = kept;
  }
  return current;
}

/** How the kept wallet answer's currency is read (the API module installs it). */
export function installKeptCurrency(read: () => string | null | undefined) {
  keptReader = read;
  keptRead = false;
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
