import { AmountField } from '@adnet/shared';
import { describe, expect, it } from 'vitest';
import {
  balanceAfter,
  isIncome,
  monthNet,
  negated,
  readWithdrawAmount,
  sumAmounts,
} from './amounts';

/** The i18n key of the refusal, or null when the amount would be sent. */
const withdrawAmountError = (text: string, available: string, lng = 'en') => {
  const r = readWithdrawAmount(text, lng, available);
  return r.ok ? null : r.error;
};

describe('readWithdrawAmount (docs/product/wallet.md#wallet.withdraw.amount-range)', () => {
  it('accepts an amount up to and including the available balance', () => {
    expect(withdrawAmountError('100', '100.00')).toBeNull();
    expect(withdrawAmountError('99.99', '100.00')).toBeNull();
    expect(withdrawAmountError('0.01', '0.01')).toBeNull();
  });

  it('sends exactly the number the field shows, read in the UI language', () => {
    expect(readWithdrawAmount('123.45', 'en', '500.00')).toEqual({ ok: true, value: '123.45' });
    expect(readWithdrawAmount('1,000', 'en', '5000.00')).toEqual({ ok: true, value: '1000.00' });
    expect(readWithdrawAmount('1.000,50', 'de', '5000.00')).toEqual({
      ok: true,
      value: '1000.50',
    });
    expect(readWithdrawAmount('007', 'en', '500.00')).toEqual({ ok: true, value: '7.00' });
    expect(readWithdrawAmount('.5', 'en', '500.00')).toEqual({ ok: true, value: '0.50' });
  });

  it('refuses an amount above the balance, by as little as a cent', () => {
    expect(withdrawAmountError('100.01', '100.00')).toBe('validation.insufficientBalance');
    expect(withdrawAmountError('1000000', '999999.99')).toBe('validation.insufficientBalance');
  });

  it('refuses 0 and empty input', () => {
    expect(withdrawAmountError('0', '100.00')).toBe('validation.amountZero');
    expect(withdrawAmountError('0.00', '100.00')).toBe('validation.amountZero');
    expect(withdrawAmountError('', '100.00')).toBe('validation.required');
    expect(withdrawAmountError('  ', '100.00')).toBe('validation.required');
  });

  it('refuses, with its reason, what the old cleaner turned into another number', () => {
    // the cleaner sent 1.00, 1309.00, 0.10, 1.00, 12.34, 1000.5 and 1.23 for these
    expect(withdrawAmountError('1e309', '5000.00')).toBe('amountInput.exponent');
    expect(withdrawAmountError('0.1+0.2', '100.00')).toBe('amountInput.expression');
    expect(withdrawAmountError('-1', '100.00')).toBe('amountInput.sign');
    expect(withdrawAmountError('-5', '100.00')).toBe('amountInput.sign');
    expect(withdrawAmountError('12.345', '100.00')).toBe('validation.amountFormat');
    expect(withdrawAmountError('1.005', '100.00')).toBe('validation.amountFormat');
    expect(withdrawAmountError('$1 000.5x', '5000.00')).toBe('amountInput.characters');
    expect(withdrawAmountError('abc', '100.00')).toBe('amountInput.characters');
    expect(withdrawAmountError('1.2.3', '100.00')).toBe('amountInput.format');
    expect(withdrawAmountError('1,5', '100.00')).toBe('amountInput.format');
    expect(withdrawAmountError('1,5', '100.00', 'de')).toBeNull();
  });

  it('refuses grouping the user typed by hand', () => {
    const field = new AmountField();
    field.change('1', '1,', 'en');
    expect(readWithdrawAmount('1,000', 'en', '5000.00', field)).toEqual({
      ok: false,
      error: 'amountInput.grouping',
    });
  });

  it('compares exactly, not as floats', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point
    expect(
      withdrawAmountError('0.3', sumAmounts([{ amount: '0.1' }, { amount: '0.2' }])),
    ).toBeNull();
    // beyond the server's 12 digits: refused as too large, never cut
    expect(withdrawAmountError('9007199254740.99', '9007199254740.99')).toBe(
      'amountInput.tooLarge',
    );
    expect(withdrawAmountError('123456789012.34', '123456789012.35')).toBeNull();
    expect(withdrawAmountError('123456789012.36', '123456789012.35')).toBe(
      'validation.insufficientBalance',
    );
  });
});

describe('money arithmetic', () => {
  it('subtracts a withdrawal from the balance exactly', () => {
    expect(balanceAfter('11043.60', '100.50')).toBe('10943.10');
    expect(balanceAfter('0.30', '0.10')).toBe('0.20');
    expect(balanceAfter('100.00', '100')).toBe('0.00');
  });

  it('sums signed ledger amounts exactly', () => {
    expect(sumAmounts([{ amount: '0.10' }, { amount: '0.20' }])).toBe('0.30');
    expect(sumAmounts([{ amount: '10000.00' }, { amount: '-199.00' }, { amount: '128.40' }])).toBe(
      '9929.40',
    );
    expect(sumAmounts([])).toBe('0.00');
  });

  it("gives a month's net from its income and expense", () => {
    expect(monthNet({ month: '2026-11', income: '2046.20', expense: '5620.00', count: 9 })).toBe(
      '-3573.80',
    );
    expect(monthNet({ month: '2026-10', income: '0.30', expense: '0.10', count: 2 })).toBe('0.20');
  });

  it('turns a sign and tells income', () => {
    expect(negated('100.5')).toBe('-100.50');
    expect(negated('-86.2')).toBe('86.20');
    expect(isIncome('0.01')).toBe(true);
    expect(isIncome('-0.01')).toBe(false);
    expect(isIncome('0')).toBe(false);
  });
});
