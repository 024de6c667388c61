/**
 * Money rules of the wallet: what a withdrawal amount may be and the monthly totals,
 * all on exact decimals (shared big.js helpers), never on binary floats.
 */
import {
  addMoney,
  compareMoney,
  type LedgerEntry,
  type MonthSummary,
  rules,
  subtractMoney,
  toBig,
} from '@adnet/shared';

/**
 * Keeps what can become an amount while the user types: digits and one decimal point with
 * at most two decimals ("12.345" → "12.34", "1,5" → "1.5", "00" → "0").
 */
export function sanitizeAmountInput(text: string): string {
  const cleaned = text.replace(',', '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const intPart = whole.replace(/^0+(?=\d)/, '').slice(0, 12);
  if (rest.length === 0) return intPart;
  return `${intPart || '0'}.${rest.join('').slice(0, 2)}`;
}

/**
 * The i18n key (common namespace) of what is wrong with a withdrawal amount, or null:
 * required, at most two decimals, above 0 and not above the available balance.
 */
export function withdrawAmountError(value: string, available: string): string | null {
  return rules.amountWithinBalance(value.trim(), available);
}

/** The balance left after withdrawing `amount`, exact. */
export function balanceAfter(available: string, amount: string): string {
  return subtractMoney(available, amount);
}

/** Income minus expense of a month, as a signed decimal string. */
export function monthNet(summary: MonthSummary): string {
  return subtractMoney(summary.income, summary.expense);
}

/** Sum of signed ledger amounts, exact (0.10 + 0.20 is 0.30 here). */
export function sumAmounts(entries: Pick<LedgerEntry, 'amount'>[]): string {
  return addMoney(...entries.map((e) => e.amount));
}

export function isIncome(amount: string): boolean {
  return compareMoney(amount, '0') > 0;
}

/** "+12.30" / "-5.00" from a signed amount already formatted without its sign. */
export function signOf(amount: string): '+' | '-' | '' {
  const c = toBig(amount).cmp(0);
  return c > 0 ? '+' : c < 0 ? '-' : '';
}

/** The absolute value of a signed decimal string, with two decimals. */
export function absMoney(amount: string): string {
  return toBig(amount).abs().toFixed(2);
}
