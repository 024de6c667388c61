/** Money helpers: every amount is a big.js decimal, never a binary float, and travels as a string. */
import Big from 'big.js';

export type Dec = Big;

/** A money string with two decimals, e.g. "1234.50". */
export function fmt(value: Big.BigSource): string {
  return new Big(value).round(2, Big.roundDown).toFixed(2);
}

export function big(value: Big.BigSource): Big {
  return new Big(value);
}

export function sum(values: Iterable<Big.BigSource>): Big {
  let total = new Big(0);
  for (const v of values) total = total.plus(v);
  return total;
}

const AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/**
 * Parses a client amount: a plain positive-or-zero decimal string with at most two decimal places
 * (a finite JSON number is accepted too). Returns null for anything else.
 */
export function parseAmount(raw: unknown): Big | null {
  let text: string;
  if (typeof raw === 'string') text = raw.trim();
  else if (typeof raw === 'number' && Number.isFinite(raw)) text = String(raw);
  else return null;
  if (!AMOUNT.test(text)) return null;
  return new Big(text);
}

/** Rounds down to whole units (impressions, clicks). */
export function floorInt(value: Big): number {
  return Number(value.round(0, Big.roundDown).toFixed(0));
}

export { Big };
