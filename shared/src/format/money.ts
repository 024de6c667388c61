/** Money as exact decimals (big.js), formatted with Intl for the active language. */
import Big from 'big.js';

const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** A typed amount: digits with at most two decimals. */
export function isAmountText(text: string): boolean {
  return AMOUNT_PATTERN.test(text.trim());
}

export function toBig(value: string | number | null | undefined): Big {
  try {
    return new Big(value ?? 0);
  } catch {
    return new Big(0);
  }
}

export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  return toBig(a).cmp(toBig(b)) as -1 | 0 | 1;
}

export function addMoney(...values: string[]): string {
  return values.reduce((sum, v) => sum.plus(toBig(v)), new Big(0)).toFixed(2);
}

export function subtractMoney(a: string, b: string): string {
  return toBig(a).minus(toBig(b)).toFixed(2);
}

/**
 * Formats a decimal string exactly: Intl takes the string itself, no float round trip. With a
 * currency (ISO 4217 code) Intl places the symbol or code for the language
 * (docs/product/formats.md#formats.money); components use `useMoney()`, which passes the account
 * currency.
 */
export function formatMoney(value: string, lng: string, currency?: string): string {
  const fixed = toBig(value).toFixed(2);
  const options: Intl.NumberFormatOptions = currency
    ? { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }
    : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    // Intl.NumberFormat accepts decimal strings exactly (ECMA-402 NumberFormat v3).
    return new Intl.NumberFormat(lng, options).format(fixed as unknown as number);
  } catch {
    // A malformed currency code from the server: the number alone, still in the language's digits.
    return currency ? formatMoney(fixed, lng) : fixed;
  }
}

export function formatCount(value: number, lng: string): string {
  return new Intl.NumberFormat(lng).format(value);
}

export function formatPercent(value: number, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}
