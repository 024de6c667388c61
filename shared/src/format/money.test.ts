import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, formatMoney, subtractMoney } from './money';

describe('money', () => {
  it('adds and subtracts exactly', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.30');
    expect(subtractMoney('100.00', '0.01')).toBe('99.99');
    expect(compareMoney('10.10', '10.1')).toBe(0);
  });

  it('formats for the language without float rounding', () => {
    expect(formatMoney('1234567.895', 'en')).toBe('1,234,567.90');
    expect(formatMoney('1234.5', 'de')).toBe('1.234,50');
    expect(formatMoney('9007199254740993.01', 'en')).toBe('9,007,199,254,740,993.01');
  });
});
