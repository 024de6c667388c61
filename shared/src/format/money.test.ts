import { describe, expect, it } from 'vitest';
import { accountCurrency, rememberAccountCurrency } from './account-currency';
import {
  addMoney,
  compareMoney,
  formatMoney,
  formatMoneyRange,
  formatSignedMoney,
  MINUS,
  subtractMoney,
} from './money';

// ICU separates number and symbol with a no-break space (U+00A0) or a narrow one (U+202F).
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

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

  it('places the currency symbol or code as the language does', () => {
    expect(norm(formatMoney('13843.6', 'en', 'USD'))).toBe('$13,843.60');
    expect(norm(formatMoney('13843.6', 'de', 'USD'))).toBe('13.843,60 $');
    expect(norm(formatMoney('13843.6', 'ja', 'USD'))).toBe('$13,843.60');
    expect(norm(formatMoney('13843.6', 'ru', 'USD'))).toBe('13 843,60 $');
    expect(norm(formatMoney('13843.6', 'th', 'USD'))).toBe('US$13,843.60');
    expect(norm(formatMoney('1550', 'de', 'EUR'))).toBe('1.550,00 €');
  });

  it('keeps two decimals, exact rounding and the sign at the edges', () => {
    expect(norm(formatMoney('0', 'en', 'USD'))).toBe('$0.00');
    expect(norm(formatMoney('0.005', 'en', 'USD'))).toBe('$0.01');
    expect(norm(formatMoney('-12.5', 'de', 'USD'))).toBe('−12,50 $');
    expect(norm(formatMoney('129', 'ja', 'JPY'))).toBe('￥129.00');
    expect(norm(formatMoney('9007199254740993.01', 'en', 'USD'))).toBe('$9,007,199,254,740,993.01');
  });

  it('signs amounts with "+" and the minus sign U+2212, never a hyphen (formats.signed)', () => {
    expect(MINUS).toBe('\u2212');
    expect(norm(formatSignedMoney('12.3', 'en', 'USD'))).toBe('+$12.30');
    expect(norm(formatSignedMoney('-600', 'en', 'USD'))).toBe('\u2212$600.00');
    expect(norm(formatSignedMoney('-5', 'de', 'USD'))).toBe('\u22125,00 $');
    expect(norm(formatSignedMoney('-1234.5', 'th', 'USD'))).toBe('\u2212US$1,234.50');
    expect(formatSignedMoney('0', 'en', 'USD')).toBe('$0.00');
    // what rounds to zero has no sign either
    expect(formatSignedMoney('-0.001', 'en', 'USD')).toBe('$0.00');
    // an unsigned figure that is negative is written the same way: no hyphen anywhere
    for (const lng of ['en', 'de', 'ru', 'ja', 'zh-CN', 'vi', 'th']) {
      const text = formatMoney('-20', lng, 'USD');
      expect(text.startsWith(MINUS)).toBe(true);
      expect(text).not.toContain('-');
    }
  });

  it("writes a range in the language's own range format", () => {
    expect(norm(formatMoneyRange('100', '5000', 'en', 'USD'))).toBe('$100.00 – $5,000.00');
    expect(norm(formatMoneyRange('100', '5000', 'de', 'USD'))).toBe('100,00–5.000,00 $');
    expect(norm(formatMoneyRange('100', '5000', 'en'))).toBe('100.00–5,000.00');
    expect(formatMoneyRange('100', '5000', 'en', 'BAD CODE')).toBe('100.00–5,000.00');
  });

  it('reads junk as zero and a malformed currency as the number alone', () => {
    expect(norm(formatMoney('abc', 'en', 'USD'))).toBe('$0.00');
    expect(formatMoney('1234.5', 'de', 'US DOLLAR')).toBe('1.234,50');
    expect(formatMoney('1234.5', 'en', '')).toBe('1,234.50');
  });
});

describe('account currency', () => {
  it('keeps a three-letter ISO code and drops anything else', () => {
    rememberAccountCurrency('USD');
    expect(accountCurrency()).toBe('USD');
    rememberAccountCurrency('<b>');
    expect(accountCurrency()).toBeNull();
    rememberAccountCurrency(null);
    expect(accountCurrency()).toBeNull();
  });
});
