/**
 * Money in the checks: what an en reader sees, and exact two-decimal arithmetic on the API's
 * money strings (docs/product/formats.md#formats.money). No Playwright here, so the engines run
 * uses it too.
 */

/** The minus sign the app writes before a negative amount (U+2212, docs/product/formats.md#formats.signed). */
export const MINUS = '\u2212';

/**
 * Money as an en reader sees it: the minus sign when negative, "$" of the USD account,
 * grouping, two decimals.
 */
export function money(value: string | number): string {
  const text = String(value).trim();
  const digits = new Intl.NumberFormat('en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(Number(text)));
  const negative = text.startsWith('-') && Number(text) !== 0;
  return `${negative ? MINUS : ''}$${digits}`;
}

/** A signed amount as the ledger writes it: "+$12.30", "−$5.00", "$0.00". */
export function signed(value: string | number): string {
  const n = Number(String(value).trim());
  return n > 0 ? `+${money(value)}` : money(value);
}

/** Cents of a money string, exactly (no floating point on the way): "-12.3" → -1230. */
export function cents(value: string): number {
  const text = value.trim();
  const [whole = '0', frac = ''] = text.replace(/^[-+]/, '').split('.');
  const n = Number(whole) * 100 + Number(`${frac}00`.slice(0, 2));
  return text.startsWith('-') ? -n : n;
}

/** A money string of cents: -1230 → "-12.30". */
export function fromCents(c: number): string {
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** a − b on money strings. */
export function minus(a: string, b: string): string {
  return fromCents(cents(a) - cents(b));
}
