/**
 * The amount field's side of the reader: the helpers that tell pasted grouping from typed
 * grouping, AmountField, readAmount with a caller's check, and a message for every refusal in
 * every language. The reading itself is in amount-input.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import {
  AmountField,
  type AmountInput,
  type AmountInputError,
  countGrouping,
  isFinalAmountError,
  isPasteLike,
  pastedGrouping,
  readAmount,
} from './amount-input';

const ok = (value: string): AmountInput => ({ ok: true, value });
const no = (error: AmountInputError): AmountInput => ({ ok: false, error });

const NNBSP = '\u202f';

describe('field helpers', () => {
  it('counts the grouping separators of the language', () => {
    expect(countGrouping('1,000,000.5', 'en')).toBe(2);
    expect(countGrouping('1.000,5', 'en')).toBe(1);
    expect(countGrouping('1.000,5', 'de')).toBe(1);
    expect(countGrouping(`1${NNBSP}000 000`, 'fr')).toBe(2);
  });

  it('grouping counts only when it came with a paste', () => {
    // pasted "1,000": its separator is read
    let pasted = pastedGrouping(0, '1,000', 'en', true);
    expect(countGrouping('1,000', 'en') <= pasted).toBe(true);
    // then a digit typed in the middle: still the pasted separator
    pasted = pastedGrouping(pasted, '12,000', 'en', false);
    expect(countGrouping('12,000', 'en') <= pasted).toBe(true);
    // a second separator typed by hand is not
    pasted = pastedGrouping(pasted, '12,000,', 'en', false);
    expect(countGrouping('12,000,', 'en') <= pasted).toBe(false);
    // deleting the pasted one and typing another does not make it pasted
    pasted = pastedGrouping(pasted, '12000', 'en', false);
    expect(pasted).toBe(0);
    expect(pastedGrouping(pasted, '12,000', 'en', false)).toBe(0);
  });

  it('a change of several characters at once is a paste', () => {
    expect(isPasteLike('', '1', false)).toBe(false);
    expect(isPasteLike('1', '1,', false)).toBe(false);
    expect(isPasteLike('', '1,000', false)).toBe(true);
    expect(isPasteLike('12', '1', false)).toBe(false);
    expect(isPasteLike('1', '1', true)).toBe(true);
  });

  it('shows while typing only what more typing cannot cure', () => {
    expect(isFinalAmountError('amountInput.sign')).toBe(true);
    expect(isFinalAmountError('amountInput.grouping')).toBe(true);
    expect(isFinalAmountError('validation.amountFormat')).toBe(true);
    expect(isFinalAmountError('amountInput.format')).toBe(false);
    expect(isFinalAmountError('validation.required')).toBe(false);
    expect(isFinalAmountError('validation.amountZero')).toBe(false);
  });
});

describe('every refusal has a message in every language', () => {
  const errors: AmountInputError[] = [
    'validation.required',
    'validation.amountFormat',
    'validation.amountZero',
    'amountInput.sign',
    'amountInput.exponent',
    'amountInput.expression',
    'amountInput.characters',
    'amountInput.format',
    'amountInput.grouping',
    'amountInput.tooLarge',
  ];
  it.each([...LANGUAGES])('%s', (lng) => {
    const bundle = JSON.parse(
      readFileSync(new URL(`../i18n/locales/${lng}.json`, import.meta.url), 'utf8'),
    );
    for (const key of errors) {
      const [group = '', name = ''] = key.split('.');
      expect(typeof bundle[group]?.[name], `${lng} ${key}`).toBe('string');
    }
    // the examples in the messages are written the way the language writes numbers
    const max = new Intl.NumberFormat(lng, { minimumFractionDigits: 2 }).format(
      '999999999999.99' as unknown as number,
    );
    expect(bundle.amountInput.tooLarge).toContain(max);
  });
});

describe('AmountField', () => {
  it('reads pasted grouping and refuses typed grouping', () => {
    const field = new AmountField();
    // typed one key at a time: "1", "1,", "1,0", …
    let text = '';
    for (const c of '1,000') {
      const next = text + c;
      field.change(text, next, 'en');
      text = next;
    }
    expect(field.read(text, 'en')).toEqual(no('amountInput.grouping'));
    // the same text pasted over it
    field.paste();
    field.change(text, '1,000', 'en');
    expect(field.read('1,000', 'en')).toEqual(ok('1000.00'));
    // a keyboard's clipboard chip inserts it whole, without a paste event
    const chip = new AmountField();
    chip.change('', '1.000,50', 'de');
    expect(chip.read('1.000,50', 'de')).toEqual(ok('1000.50'));
    // what the app puts in itself is read as it is
    const max = new AmountField();
    max.set('5000,00', 'de');
    expect(max.read('5000,00', 'de')).toEqual(ok('5000.00'));
  });
});

describe('readAmount', () => {
  const atMost100 = (value: string) => (Number(value) > 100 ? 'validation.amountTooHigh' : null);

  it('checks the value read, in the UI language', () => {
    expect(readAmount('99,5', 'de', atMost100)).toEqual(ok('99.50'));
    expect(readAmount('100.01', 'en', atMost100)).toEqual({
      ok: false,
      error: 'validation.amountTooHigh',
    });
  });

  it('refuses what it cannot read before any check, and never changes the number', () => {
    let checked = 0;
    const count = () => {
      checked += 1;
      return null;
    };
    expect(readAmount('12a', 'en', count)).toEqual(no('amountInput.characters'));
    expect(checked).toBe(0);
    // typed grouping is refused through the field; without one it is read
    const field = new AmountField();
    field.change('1,00', '1,000', 'en');
    expect(readAmount('1,000', 'en', count, field)).toEqual(no('amountInput.grouping'));
    expect(readAmount('1,000', 'en', count)).toEqual(ok('1000.00'));
    expect(checked).toBe(1);
  });
});
