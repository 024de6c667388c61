// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../i18n/instance';
import { installAccountCurrencyLoader, rememberAccountCurrency } from './account-currency';
import { useFormat, useMoney } from './use-format';

// ICU separates some parts with a no-break space (U+00A0) or a narrow one (U+202F).
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const savedZone = process.env.TZ;

beforeAll(async () => {
  process.env.TZ = 'UTC'; // dates in a known zone (the page's is the browser's)
  installAccountCurrencyLoader(async () => {}); // the wallet is never read here
  await initI18n('en');
});

afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe('useFormat (the language and the account currency, bound)', () => {
  it('writes dates, times, months, percentages, counts and money in the UI language', async () => {
    rememberAccountCurrency(null);
    const { result } = renderHook(() => useFormat());
    const f = () => result.current;
    expect(f().language).toBe('en');
    expect(norm(f().dateTime('2026-11-21T15:04:05Z'))).toBe('Nov 21, 2026, 3:04 PM');
    expect(f().date('2026-11-21T15:04:05Z')).toBe('Nov 21, 2026');
    // a moment: to the minute, with the day when it is not today
    expect(norm(f().time(new Date().toISOString()))).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(norm(f().time('2026-11-21T15:04:05Z'))).toMatch(/^Nov 21, (2026, )?3:04 PM$/);
    expect(f().month('2026-11')).toBe('November 2026');
    expect(f().percent(42.5)).toBe('42.5%');
    expect(f().count(1234567)).toBe('1,234,567');
    expect(f().dateTime('not a date')).toBe('');
    // no account currency known yet: the number alone, never a guessed currency
    expect(f().money('1234.5')).toBe('1,234.50');
    expect(f().couponFace({ kind: 'cash', amount: '5' } as never)).toBe('5.00');

    await act(async () => setLanguage('de'));
    expect(f().language).toBe('de');
    expect(norm(f().dateTime('2026-11-21T15:04:05Z'))).toBe('21.11.2026, 15:04');
    expect(f().month('2026-11')).toBe('November 2026');
    expect(norm(f().percent(42.5))).toBe('42,5 %');
    expect(f().count(1234567)).toBe('1.234.567');
    expect(f().money('1234.5')).toBe('1.234,50');
    await act(async () => setLanguage('en'));
  });

  it('puts money in the account currency once known, or in a figure’s own', async () => {
    rememberAccountCurrency(null);
    const { result } = renderHook(() => ({ f: useFormat(), money: useMoney() }));
    expect(result.current.f.currency).toBeNull();
    act(() => rememberAccountCurrency('USD'));
    const { f, money } = result.current;
    expect(f.currency).toBe('USD');
    expect(norm(f.money('13843.6'))).toBe('$13,843.60');
    expect(norm(money('13843.6'))).toBe('$13,843.60');
    expect(norm(f.money('1550', 'EUR'))).toBe('€1,550.00');
    expect(norm(f.couponFace({ kind: 'cash', amount: '5' } as never))).toBe('$5.00');
    expect(norm(f.couponFace({ kind: 'deduction', amount: '12.5' } as never))).toBe('12.5%');
    const metrics = { impressions: 1234567, consumed: '0.1' } as never;
    expect(f.adMetric(metrics, 'impressions')).toBe('1,234,567');
    expect(norm(f.adMetric(metrics, 'consumed'))).toBe('$0.10');
    // signed amounts and ranges in the same currency (formats.signed: U+2212, never a hyphen)
    expect(norm(f.signedMoney('-600'))).toBe('\u2212$600.00');
    expect(norm(f.signedMoney('20'))).toBe('+$20.00');
    expect(norm(f.moneyRange('100', '5000'))).toBe('$100.00 – $5,000.00');

    await act(async () => setLanguage('de'));
    expect(norm(result.current.money('13843.6'))).toBe('13.843,60 $');
    await act(async () => setLanguage('en'));
    rememberAccountCurrency(null);
  });
});
