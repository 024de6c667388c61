/**
 * Property tests of the amount reader (fast-check): for any text, it either refuses it or
 * returns the number a person reading the field in that language would read.
 *
 * - Every amount in range, written by Intl in each language (with and without grouping, with
 *   0, 1 or 2 decimals), reads back as exactly that amount.
 * - Every accepted text, from an alphabet built to hit the edges (digits of two widths, every
 *   separator, signs, exponents, operators, letters, spaces) and from arbitrary Unicode, is
 *   read by an independent reader to the same value: its grouping is where Intl puts it in
 *   that language, its decimals are at most two, and the value re-formatted by Intl reads
 *   back the same.
 */
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import {
  amountSeparators,
  countGrouping,
  formatAmountInput,
  MAX_AMOUNT,
  parseAmountInput,
} from './amount-input';

const MAX_CENTS = 99_999_999_999_999n;
const SPACES = /[ \u00a0\u202f\u2009]/g;

const decimalOf = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** Intl writes a decimal string exactly (ECMA-402 NumberFormat v3), no float in between. */
function intl(value: string, lng: string, options: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(lng, options).format(value as unknown as number);
}

/**
 * An independent reading of an accepted text: what its digits and separators say, checked
 * against the way Intl writes the same number in that language.
 */
function readLikeAPerson(text: string, lng: string): Big {
  const s = text.replace(/[\uFF10-\uFF19]/g, (c) => String(c.charCodeAt(0) - 0xff10)).trim();
  const { decimal, group } = amountSeparators(lng);
  const [whole = '', fraction = '', ...more] = s.split(decimal);
  expect(more).toEqual([]);
  expect(fraction).toMatch(/^\d{0,2}$/);
  const digits = [...whole].filter((c) => !group.includes(c)).join('');
  expect(digits).toMatch(/^\d*$/);
  expect(digits + fraction).not.toBe('');
  if (digits !== whole) {
    // grouped: exactly as Intl groups that whole number in this language
    const written = intl(String(BigInt(digits)), lng, { useGrouping: 'always' });
    expect(whole.replace(SPACES, ' ')).toBe(written.replace(SPACES, ' '));
  }
  return new Big(`${digits || '0'}.${fraction || '0'}`);
}

function checkAccepted(text: string, lng: string, grouping: boolean) {
  const result = parseAmountInput(text, lng, { grouping });
  if (!result.ok) return;
  expect(result.value).toMatch(/^\d{1,12}\.\d{2}$/);
  const value = new Big(result.value);
  expect(value.gt(0) && value.lte(MAX_AMOUNT)).toBe(true);
  expect(readLikeAPerson(text, lng).eq(value)).toBe(true);
  if (!grouping) expect(countGrouping(text, lng)).toBe(0);
  // re-formatted by Intl, it denotes the same value
  for (const useGrouping of ['always', false] as const) {
    const again = intl(result.value, lng, { useGrouping, maximumFractionDigits: 2 });
    expect(parseAmountInput(again, lng)).toEqual(result);
  }
}

/** Characters that make amounts and their look-alikes. */
const EDGE_CHARS = [
  ...'0123456789'.split(''),
  ...'0123456789'.split(''),
  '１',
  '０',
  '５',
  '.',
  ',',
  '.',
  ',',
  ' ',
  '\u00a0',
  '\u202f',
  '\u2009',
  "'",
  '-',
  '+',
  '\u2212',
  'e',
  'E',
  '*',
  '/',
  '(',
  ')',
  '%',
  'a',
  'x',
  '$',
  '٣',
  '\n',
];
const DIGITS = '0123456789'.split('');
/** Mostly digits with separators: many of these are accepted, with grouping in all places. */
const numberishText = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...DIGITS) },
      { weight: 2, arbitrary: fc.constantFrom('.', ',', '\u202f', '\u00a0', ' ') },
    ),
    { minLength: 1, maxLength: 16 },
  )
  .map((cs) => cs.join(''));
const edgeText = fc.oneof(
  numberishText,
  fc.array(fc.constantFrom(...EDGE_CHARS), { maxLength: 20 }).map((cs) => cs.join('')),
);

const LNG = fc.constantFrom(...LANGUAGES);
const RUNS = { numRuns: 1000 };

describe('amount reader properties', () => {
  it('reads every amount Intl writes, in every language, as exactly that amount', () => {
    fc.assert(
      fc.property(
        LNG,
        fc.bigInt({ min: 1n, max: MAX_CENTS }),
        fc.constantFrom<'always' | false>('always', false),
        fc.integer({ min: 0, max: 2 }),
        (lng, cents, useGrouping, minimumFractionDigits) => {
          const value = decimalOf(cents);
          const text = intl(value, lng, {
            useGrouping,
            minimumFractionDigits,
            maximumFractionDigits: 2,
          });
          expect(parseAmountInput(text, lng)).toEqual({ ok: true, value });
          // without grouping, typed by hand, it is the same amount
          if (useGrouping === false) {
            expect(parseAmountInput(text, lng, { grouping: false })).toEqual({ ok: true, value });
          }
          expect(parseAmountInput(formatAmountInput(value, lng), lng, { grouping: false })).toEqual(
            { ok: true, value },
          );
        },
      ),
      RUNS,
    );
  });

  it('small amounts too (many cents, few digits)', () => {
    fc.assert(
      fc.property(LNG, fc.bigInt({ min: 1n, max: 1_000_000n }), (lng, cents) => {
        const value = decimalOf(cents);
        const text = intl(value, lng, { maximumFractionDigits: 2 });
        expect(parseAmountInput(text, lng)).toEqual({ ok: true, value });
      }),
      RUNS,
    );
  });

  it('amounts beyond the range are refused, not cut', () => {
    fc.assert(
      fc.property(LNG, fc.bigInt({ min: MAX_CENTS + 1n, max: MAX_CENTS * 1000n }), (lng, c) => {
        const text = intl(decimalOf(c), lng, { maximumFractionDigits: 2 });
        expect(parseAmountInput(text, lng)).toEqual({ ok: false, error: 'amountInput.tooLarge' });
      }),
      RUNS,
    );
  });

  it('more than two decimals are refused, not rounded', () => {
    fc.assert(
      fc.property(
        LNG,
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 3, max: 6 }),
        (lng, n, digits) => {
          const fraction = String(n % 10n ** BigInt(digits)).padStart(digits, '0');
          if (/0$/.test(fraction)) return; // "1.230" still has three written decimals: below
          const text = `${n}${amountSeparators(lng).decimal}${fraction}`;
          expect(parseAmountInput(text, lng)).toEqual({
            ok: false,
            error: 'validation.amountFormat',
          });
        },
      ),
      RUNS,
    );
  });

  it('a sign, an exponent or an expression around any amount is refused', () => {
    fc.assert(
      fc.property(
        LNG,
        fc.bigInt({ min: 1n, max: MAX_CENTS }),
        fc.constantFrom('-', '+', '\u2212'),
        fc.integer({ min: 0, max: 400 }),
        (lng, cents, sign, power) => {
          const text = intl(decimalOf(cents), lng, { maximumFractionDigits: 2 });
          expect(parseAmountInput(`${sign}${text}`, lng)).toMatchObject({ ok: false });
          expect(parseAmountInput(`${text}e${power}`, lng)).toMatchObject({ ok: false });
          expect(parseAmountInput(`${text}${sign}${text}`, lng)).toMatchObject({ ok: false });
        },
      ),
      RUNS,
    );
  });

  it('any text of amount-like characters: refused, or read as a person reads it', () => {
    fc.assert(
      fc.property(LNG, edgeText, fc.boolean(), (lng, text, grouping) => {
        checkAccepted(text, lng, grouping);
      }),
      { numRuns: 10_000 },
    );
  });

  it('any Unicode text: refused, or read as a person reads it, and never a crash', () => {
    fc.assert(
      fc.property(
        LNG,
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.boolean(),
        (lng, t, g) => {
          checkAccepted(t, lng, g);
        },
      ),
      RUNS,
    );
  });
});
