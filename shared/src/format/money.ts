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
  // a negative figure is a signed one: "−" (U+2212) before the amount, never Intl's hyphen
  if (toBig(value).round(2).lt(0)) return formatSignedMoney(value, lng, currency);
  return formatUnsigned(value, lng, currency);
}

function formatUnsigned(value: string, lng: string, currency?: string): string {
  const fixed = toBig(value).toFixed(2);
  const options: Intl.NumberFormatOptions = currency
    ? { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }
    : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    // Intl.NumberFormat accepts decimal strings exactly (ECMA-402 NumberFormat v3).
    return new Intl.NumberFormat(lng, options).format(fixed as unknown as number);
  } catch {
    // A malformed currency code from the server: the number alone, still in the language's digits.
    return currency ? formatUnsigned(fixed, lng) : fixed;
  }
}

/** The minus sign of signed amounts (docs/product/formats.md#formats.signed): U+2212, not "-". */
export const MINUS = '\u2212';

/**
 * A signed amount (docs/product/formats.md#formats.signed): "+" or "−" (U+2212, the minus sign,
 * not the hyphen Intl writes) before the formatted absolute amount; no sign for zero.
 * "+$12.30", "−$5.00", "−5,00 $".
 */
export function formatSignedMoney(value: string, lng: string, currency?: string): string {
  const exact = toBig(value).round(2);
  const sign = exact.gt(0) ? '+' : exact.lt(0) ? MINUS : '';
  return `${sign}${formatUnsigned(exact.abs().toFixed(2), lng, currency)}`;
}

/**
 * A range of money in the language's own range format ("$100.00 – $5,000.00" in en,
 * "100,00–5.000,00 $" in de), both ends exact, two decimals.
 */
export function formatMoneyRange(
  low: string,
  high: string,
  lng: string,
  currency?: string,
): string {
  const a = toBig(low).toFixed(2);
  const b = toBig(high).toFixed(2);
  const options: Intl.NumberFormatOptions = currency
    ? { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }
    : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    // formatRange takes decimal strings exactly, as format does (ECMA-402 NumberFormat v3)
    return new Intl.NumberFormat(lng, options).formatRange(
      a as unknown as number,
      b as unknown as number,
    );
  } catch {
    // a malformed currency code: the numbers alone, as formatMoney does
    if (currency) return formatMoneyRange(a, b, lng);
    return `${formatUnsigned(a, lng)} – ${formatUnsigned(b, lng)}`;
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
