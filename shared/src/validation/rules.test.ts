import { describe, expect, it } from 'vitest';
import * as rules from './rules';

describe('validation rules (docs/product/validation.md)', () => {
  it('requires non-blank values', () => {
    expect(rules.required('')).toBe('validation.required');
    expect(rules.required('   ')).toBe('validation.required');
    expect(rules.required('x')).toBeNull();
  });

  it('takes the usernames the server takes at registration, and no other', () => {
    expect(rules.username('abc')).toBeNull();
    expect(rules.username('A.b-c_9'.padEnd(32, 'x'))).toBeNull();
    expect(rules.username('ab')).toBe('validation.username');
    expect(rules.username('x'.repeat(33))).toBe('validation.username');
    expect(rules.username('no space')).toBe('validation.username');
    expect(rules.username('Zürich')).toBe('validation.username');
    expect(rules.username(' ')).toBe('validation.required');
  });

  it('checks email and phone', () => {
    expect(rules.email('a@b.co')).toBeNull();
    expect(rules.email('a@b')).toBe('validation.email');
    expect(rules.email('')).toBe('validation.required');
    expect(rules.phone('+86 138-0013-8000')).toBeNull();
    expect(rules.phone('12ab')).toBe('validation.phone');
    expect(rules.phone('123')).toBe('validation.phone');
  });

  it('matches passwords', () => {
    expect(rules.passwordsMatch('abc', 'abd')).toBe('validation.passwordMismatch');
    expect(rules.passwordsMatch('abc', 'abc')).toBeNull();
  });

  it('transaction password: six digits, non-digits stripped', () => {
    expect(rules.stripToPayPassword('12a3-4 56789')).toBe('123456');
    expect(rules.payPassword('12345')).toBe('validation.payPasswordSixDigits');
    expect(rules.payPassword('123456')).toBeNull();
    expect(rules.payPasswordsMatch('123456', '123457')).toBe('validation.payPasswordMismatch');
  });

  it('new login password differs from the old and matches its confirmation', () => {
    expect(rules.newLoginPassword('old', 'old', 'old')).toBe('validation.passwordSameAsOld');
    expect(rules.newLoginPassword('old', 'new', 'nev')).toBe('validation.passwordMismatch');
    expect(rules.newLoginPassword('', 'new', 'new')).toBe('validation.required');
    expect(rules.newLoginPassword('old', 'new', 'new')).toBeNull();
  });

  it('amounts: format, zero, range and balance with exact decimals', () => {
    expect(rules.amount('0')).toBe('validation.amountZero');
    expect(rules.amount('1.234')).toBe('validation.amountFormat');
    expect(rules.amount('abc')).toBe('validation.amountFormat');
    expect(rules.amountInRange('99.99', '100', '5000')).toBe('validation.amountOutOfRange');
    expect(rules.amountInRange('5000.01', '100', '5000')).toBe('validation.amountOutOfRange');
    expect(rules.amountInRange('5000', '100.00', '5000.00')).toBeNull();
    expect(rules.amountWithinBalance('0.3', '0.30')).toBeNull();
    expect(rules.amountWithinBalance('0.31', '0.30')).toBe('validation.insufficientBalance');
  });

  it('operator id: valid and not the current one', () => {
    expect(rules.operatorId('abc', 'OP1000')).toBe('validation.operatorIdInvalid');
    expect(rules.operatorId('OP1000', 'OP1000')).toBe('validation.operatorIdSame');
    expect(rules.operatorId(' OP2000 ', 'OP1000')).toBeNull();
  });

  it('feedback needs topic and content', () => {
    expect(rules.feedback('', 'x')).toBe('validation.feedbackRequired');
    expect(rules.feedback('t', ' ')).toBe('validation.feedbackRequired');
    expect(rules.feedback('t', 'c')).toBeNull();
  });

  it('images only, at most 5MB', () => {
    expect(rules.image({ type: 'application/pdf', size: 10 })).toBe('validation.imageOnly');
    expect(rules.image({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'validation.imageTooLarge',
    );
    expect(rules.image({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });
});
