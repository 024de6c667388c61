/**
 * Money rules of the wallet: what a withdrawal amount may be and the monthly totals,
 * all on exact decimals (shared big.js helpers), never on binary floats.
 */
import {
  type AmountField,
  addMoney,
  type CheckedAmount,
  compareMoney,
  readAmount,
  rules,
  subtractMoney,
  toBig,
} from '@adnet/shared';
import type { LedgerEntry, MonthSummary } from '../contract';

/** The amount to send (exact, two decimals), or the i18n key (common) of why not. */
export type WithdrawAmount = CheckedAmount;

/**
 * Reads the withdrawal field's text in the UI language (the shared `readAmount`: the number
 * the field shows, or a refusal, never another number) and checks it: above 0 and not above
 * the available balance. `available` null: above 0 only — the retry of a withdrawal whose
 * answer was lost, which the server may have taken already (a balance it lowered must not
 * refuse the retry that tells so).
 */
export function readWithdrawAmount(
  text: string,
  lng: string,
  available: string | null,
  field?: AmountField,
): WithdrawAmount {
  return readAmount(
    text,
    lng,
    (value) =>
      available === null ? rules.amount(value) : rules.amountWithinBalance(value, available),
    field,
  );
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

/** The amount with its sign turned: an expense total, written as the money that left. */
export function negated(amount: string): string {
  return toBig(amount).neg().toFixed(2);
}
