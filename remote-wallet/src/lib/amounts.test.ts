import { describe, expect, it } from 'vitest';
import {
  absMoney,
  balanceAfter,
  isIncome,
  monthNet,
  sanitizeAmountInput,
  signOf,
  sumAmounts,
  withdrawAmountError,
} from './amounts';

describe('withdrawAmountError (SPEC §5 withdrawal amount)', () => {
  it('accepts an amount up to and including the available balance', () => {
    expect(withdrawAmountError('100', '100.00')).toBeNull();
    expect(withdrawAmountError('99.99', '100.00')).toBeNull();
    expect(withdrawAmountError('0.01', '0.01')).toBeNull();
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

  it('refuses more than two decimals and anything that is not a number', () => {
    expect(withdrawAmountError('1.005', '100.00')).toBe('validation.amountFormat');
    expect(withdrawAmountError('abc', '100.00')).toBe('validation.amountFormat');
    expect(withdrawAmountError('-5', '100.00')).toBe('validation.amountFormat');
  });

  it('compares exactly, not as floats', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point
    expect(
      withdrawAmountError('0.3', sumAmounts([{ amount: '0.1' }, { amount: '0.2' }])),
    ).toBeNull();
    expect(withdrawAmountError('9007199254740.99', '9007199254740.99')).toBe(
      'validation.amountFormat',
    );
    expect(withdrawAmountError('123456789012.34', '123456789012.35')).toBeNull();
    expect(withdrawAmountError('123456789012.36', '123456789012.35')).toBe(
      'validation.insufficientBalance',
    );
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits and one point with two decimals', () => {
    expect(sanitizeAmountInput('12.345')).toBe('12.34');
    expect(sanitizeAmountInput('1,5')).toBe('1.5');
    expect(sanitizeAmountInput('$1 000.5x')).toBe('1000.5');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
    expect(sanitizeAmountInput('.5')).toBe('0.5');
    expect(sanitizeAmountInput('007')).toBe('7');
    expect(sanitizeAmountInput('0')).toBe('0');
    expect(sanitizeAmountInput('')).toBe('');
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

  it('splits a signed amount into sign and magnitude', () => {
    expect(signOf('-100.50')).toBe('-');
    expect(signOf('86.20')).toBe('+');
    expect(signOf('0.00')).toBe('');
    expect(absMoney('-100.5')).toBe('100.50');
    expect(isIncome('0.01')).toBe(true);
    expect(isIncome('-0.01')).toBe(false);
    expect(isIncome('0')).toBe(false);
  });
});
