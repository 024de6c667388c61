import { AmountField, type Coupon } from '@adnet/shared';
import { describe, expect, it } from 'vitest';
import {
  checkPutAmount,
  couponApplies,
  couponCredit,
  maxPuttable,
  readPutAmount,
} from './put-amount';

const limits = { lowest: '100.00', highest: '5000.00', balance: '1200.50' };

describe('checkPutAmount', () => {
  it('accepts an amount within range and balance, bounds included', () => {
    expect(checkPutAmount('100', limits)).toBeNull();
    expect(checkPutAmount('100.00', limits)).toBeNull();
    expect(checkPutAmount('1200.50', limits)).toBeNull();
    expect(checkPutAmount(' 500.5 ', limits)).toBeNull();
  });

  it('asks for an amount when empty', () => {
    expect(checkPutAmount('', limits)).toBe('validation.required');
    expect(checkPutAmount('   ', limits)).toBe('validation.required');
  });

  it('rejects malformed amounts and zero', () => {
    expect(checkPutAmount('12.345', limits)).toBe('validation.amountFormat');
    expect(checkPutAmount('1e3', limits)).toBe('validation.amountFormat');
    expect(checkPutAmount('-5', limits)).toBe('validation.amountFormat');
    expect(checkPutAmount('0', limits)).toBe('validation.amountZero');
  });

  it('says "out of range" below the lowest and above the highest', () => {
    expect(checkPutAmount('99.99', limits)).toBe('validation.amountOutOfRange');
    expect(checkPutAmount('5000.01', { ...limits, balance: '99999' })).toBe(
      'validation.amountOutOfRange',
    );
  });

  it('checks the range before the balance', () => {
    expect(checkPutAmount('6000', limits)).toBe('validation.amountOutOfRange');
  });

  it('says "insufficient balance" above the available balance, exactly to the cent', () => {
    expect(checkPutAmount('1200.51', limits)).toBe('validation.insufficientBalance');
  });

  it('leaves the balance to the server while it is unknown', () => {
    expect(checkPutAmount('4000', { ...limits, balance: null })).toBeNull();
  });

  it('compares exact decimals, not floats', () => {
    const l = { lowest: '0.30', highest: '1.00', balance: '0.30' };
    expect(checkPutAmount('0.3', l)).toBeNull();
    expect(checkPutAmount('0.29', l)).toBe('validation.amountOutOfRange');
  });
});

describe('readPutAmount: the field as shown, or a refusal, never another number', () => {
  const wide = { lowest: '1.00', highest: '5000.00', balance: '9000.00' };
  it('reads the UI language and sends the exact value', () => {
    expect(readPutAmount('1,000', 'en', wide)).toEqual({ ok: true, value: '1000.00' });
    expect(readPutAmount('1.000,50', 'de', wide)).toEqual({ ok: true, value: '1000.50' });
    expect(readPutAmount('750.5', 'en', wide)).toEqual({ ok: true, value: '750.50' });
    expect(readPutAmount('750,5', 'fr', wide)).toEqual({ ok: true, value: '750.50' });
  });

  it('refuses what the old cleaner turned into other numbers', () => {
    // the cleaner made these 123.45, 1.23, 1.5 and 100
    expect(readPutAmount('12a3.456', 'en', wide)).toEqual({
      ok: false,
      error: 'amountInput.characters',
    });
    expect(readPutAmount('1.2.3', 'en', wide)).toEqual({ ok: false, error: 'amountInput.format' });
    expect(readPutAmount('1,5', 'en', wide)).toEqual({ ok: false, error: 'amountInput.format' });
    expect(readPutAmount('-100', 'en', wide)).toEqual({ ok: false, error: 'amountInput.sign' });
    expect(readPutAmount('1e309', 'en', wide)).toEqual({
      ok: false,
      error: 'amountInput.exponent',
    });
    expect(readPutAmount('0.1+0.2', 'en', wide)).toEqual({
      ok: false,
      error: 'amountInput.expression',
    });
    expect(readPutAmount('12.345', 'en', wide)).toEqual({
      ok: false,
      error: 'validation.amountFormat',
    });
  });

  it('then checks range and balance on the exact value', () => {
    expect(readPutAmount('', 'en', limits)).toEqual({ ok: false, error: 'validation.required' });
    expect(readPutAmount('99.99', 'en', limits)).toEqual({
      ok: false,
      error: 'validation.amountOutOfRange',
    });
    expect(readPutAmount('1.200,51', 'de', limits)).toEqual({
      ok: false,
      error: 'validation.insufficientBalance',
    });
    expect(readPutAmount('1.200,50', 'de', limits)).toEqual({ ok: true, value: '1200.50' });
  });

  it('refuses grouping the user typed by hand', () => {
    const field = new AmountField();
    field.change('1', '1,', 'en');
    expect(readPutAmount('1,000', 'en', wide, field)).toEqual({
      ok: false,
      error: 'amountInput.grouping',
    });
    field.paste();
    field.change('1,00', '1,000', 'en');
    expect(readPutAmount('1,000', 'en', wide, field)).toEqual({ ok: true, value: '1000.00' });
  });
});

describe('maxPuttable', () => {
  it('is the highest when the balance covers it, else the balance', () => {
    expect(maxPuttable({ lowest: '1', highest: '5000', balance: '9000' })).toBe('5000.00');
    expect(maxPuttable({ lowest: '1', highest: '5000', balance: '1200.5' })).toBe('1200.50');
    expect(maxPuttable({ lowest: '1', highest: '5000', balance: null })).toBe('5000.00');
  });
});

describe('couponApplies', () => {
  const coupon = (min: string, status: Coupon['status'] = 'unused'): Coupon => ({
    id: 1,
    name: 'c',
    kind: 'fixed',
    amount: '10.00',
    min_amount: min,
    expires_at: '2099-01-01T00:00:00Z',
    received_at: '2026-01-01T00:00:00Z',
    status,
  });

  it('applies from its minimum amount on', () => {
    expect(couponApplies(coupon('300.00'), '300')).toBe(true);
    expect(couponApplies(coupon('300.00'), '299.99')).toBe(false);
    expect(couponApplies(coupon('0'), '')).toBe(true);
    expect(couponApplies(coupon('10'), 'abc')).toBe(false);
  });

  it('never applies when used or expired', () => {
    expect(couponApplies(coupon('0', 'used'), '100')).toBe(false);
    expect(couponApplies(coupon('0', 'expired'), '100')).toBe(false);
  });
});

describe('couponCredit', () => {
  const coupon = (kind: Coupon['kind'], amount: string): Coupon => ({
    id: 1,
    name: 'c',
    kind,
    amount,
    min_amount: '0',
    expires_at: '2099-01-01T00:00:00Z',
    received_at: '2026-01-01T00:00:00Z',
    status: 'unused',
  });

  it('is the face value, never more than the amount', () => {
    expect(couponCredit(coupon('team', '15.00'), '300.00')).toBe('15.00');
    expect(couponCredit(coupon('fixed', '50.00'), '20.00')).toBe('20.00');
  });

  it('is a deduction coupon’s percent of the amount, rounded down to the cent', () => {
    expect(couponCredit(coupon('deduction', '5'), '333.33')).toBe('16.66');
  });
});
