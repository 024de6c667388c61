/**
 * The one reader of typed or pasted money (put, withdraw): it reads the field's text the way a
 * person reading it in the UI language would, or refuses it with the reason; it never turns
 * one number into another. The value comes back as an exact decimal string with two decimals
 * (big.js, never a float), which is what the caller sends.
 *
 * Accepted: ASCII (or full-width) digits, at most one of the language's decimal separator
 * (Intl: "." in en, "," in de), at most two decimals, and, in text that was pasted, the
 * language's grouping separator in its places (groups of three: "1,000" in en, "1.000,50" in
 * de; fr and ru group with a narrow or plain no-break space, and an ordinary space is read
 * the same there). Surrounding spaces are ignored; "12." and ".5" read as 12 and 0.5.
 *
 * Grouping typed by hand is refused with its own message: a German typing "1.500" on a
 * keyboard whose only separator is "." most likely means 1.5, not 1500. A field tells the
 * parser whether the separators in its text came with a paste (`pastedGrouping`).
 *
 * Refused, each with its own message (i18n keys of the common namespace): a sign, an
 * exponent, an expression, letters or other characters, a separator out of place or of
 * another language, more than two decimals, zero, and more than the server's range
 * (12 integer digits and 2 decimals: 999,999,999,999.99).
 */
import Big from 'big.js';

/** The largest amount the server takes (sandbox-api/src/money.ts: 12 digits, 2 decimals). */
export const MAX_AMOUNT = '999999999999.99';

export type AmountInputError =
  | 'validation.required'
  | 'validation.amountFormat'
  | 'validation.amountZero'
  | 'amountInput.sign'
  | 'amountInput.exponent'
  | 'amountInput.expression'
  | 'amountInput.characters'
  | 'amountInput.format'
  | 'amountInput.grouping'
  | 'amountInput.tooLarge';

export type AmountInput = { ok: true; value: string } | { ok: false; error: AmountInputError };

/**
 * Refusals that no further typing can cure (a sign, a letter, a third decimal…): a form may
 * show them while the user types. The others (empty, zero, "1," on the way to "1,000") wait
 * for the submit or the blur.
 */
const FINAL: ReadonlySet<string> = new Set<AmountInputError>([
  'validation.amountFormat',
  'amountInput.sign',
  'amountInput.exponent',
  'amountInput.expression',
  'amountInput.characters',
  'amountInput.grouping',
  'amountInput.tooLarge',
]);

export function isFinalAmountError(error: string): boolean {
  return FINAL.has(error);
}

/** The spaces that group digits where the language groups with a space (fr, ru). */
const SPACES = [' ', '\u00a0', '\u202f', '\u2009'];
/** Every separator of any language: text made of digits and these is a number in some form. */
const ANY_SEPARATOR = new Set(['.', ',', "'", '\u2019', '\u066b', '\u066c', ...SPACES]);
const SIGNS = '+\\-\\u2212\\u2012\\u2013\\uFE62\\uFE63\\uFF0B\\uFF0D';
const LEADING_SIGNS = new RegExp(`^[${SIGNS}]+`);
const TRAILING_SIGNS = new RegExp(`[${SIGNS}]+$`);
const OPERATOR = new RegExp(`[${SIGNS}*/×÷()=^%\\uFF0A\\uFF0F\\uFF08\\uFF09\\uFF1D]`);
/** Digits (and separators) with an "e" and an optional signed power: "1e309", "2.5E-3". */
const EXPONENT = new RegExp(`^[${SIGNS}]*([\\d.,'\\u2019\\s]*)[eE][${SIGNS}]?\\d*$`);

interface Separators {
  decimal: string;
  group: readonly string[];
}

const cache = new Map<string, Separators>();

/** The decimal and grouping separators of a language, as Intl.NumberFormat writes numbers. */
export function amountSeparators(lng: string): Separators {
  const known = cache.get(lng);
  if (known) return known;
  let decimal = '.';
  let group = ',';
  try {
    const parts = new Intl.NumberFormat(lng).formatToParts(1234567.5);
    decimal = parts.find((p) => p.type === 'decimal')?.value ?? decimal;
    group = parts.find((p) => p.type === 'group')?.value ?? group;
  } catch {
    // an unknown language reads as en
  }
  const seps: Separators = { decimal, group: SPACES.includes(group) ? SPACES : [group] };
  cache.set(lng, seps);
  return seps;
}

const isDigit = (c: string) => c >= '0' && c <= '9';
const escapeClass = (c: string) => c.replace(/[\\\]^-]/g, '\\$&');

/** Full-width digits (CJK input methods) are the same digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\uFF10-\uFF19]/g, (c) =>
    String.fromCharCode(c.charCodeAt(0) - 0xff10 + 0x30),
  );
}

export interface AmountInputOptions {
  /**
   * Whether grouping separators are read (true: the text, or its separators, came with a
   * paste) or refused as typed by hand (false). Default true.
   */
  grouping?: boolean;
}

/** Reads the text of an amount field in the UI language `lng`. */
export function parseAmountInput(
  text: string,
  lng: string,
  options: AmountInputOptions = {},
): AmountInput {
  const s = asciiDigits(text).trim();
  if (s === '') return refuse('validation.required');
  const { decimal, group } = amountSeparators(lng);
  const chars = [...s];
  if (chars.every((c) => isDigit(c) || c === decimal || group.includes(c))) {
    return readNumber(s, decimal, group, options.grouping ?? true);
  }
  return refuse(whyNot(s, chars));
}

/** How many grouping separators of `lng` the text holds. */
export function countGrouping(text: string, lng: string): number {
  const { group } = amountSeparators(lng);
  return [...text.trim()].filter((c) => group.includes(c)).length;
}

/**
 * How many of the grouping separators of an amount field's text came with a paste, after a
 * change to `text`: all of them when the change was a paste, else no more than before (a
 * typed separator is not one). The field reads its text with
 * `grouping: countGrouping(text, lng) <= pastedGrouping(…)`.
 */
export function pastedGrouping(before: number, text: string, lng: string, pasted: boolean): number {
  const now = countGrouping(text, lng);
  return pasted ? now : Math.min(before, now);
}

/**
 * Whether a change of a field's text from `before` to `after` is a paste: a paste event came
 * first, or several characters arrived at once (a keyboard's clipboard chip, drag and drop,
 * autofill), which typing never does.
 */
export function isPasteLike(before: string, after: string, pasteEvent: boolean): boolean {
  return pasteEvent || [...after].length - [...before].length >= 2;
}

function refuse(error: AmountInputError): AmountInput {
  return { ok: false, error };
}

/** Why a text with a character outside the language's number alphabet is refused. */
function whyNot(s: string, chars: string[]): AmountInputError {
  const hasDigit = chars.some(isDigit);
  const numberLike = (t: string) =>
    t !== '' && [...t].some(isDigit) && [...t].every((c) => isDigit(c) || ANY_SEPARATOR.has(c));
  const mantissa = EXPONENT.exec(s)?.[1];
  if (mantissa !== undefined && /\d/.test(mantissa)) return 'amountInput.exponent';
  const unsigned = s.replace(LEADING_SIGNS, '').replace(TRAILING_SIGNS, '').trim();
  if (unsigned !== s && (unsigned === '' || numberLike(unsigned))) return 'amountInput.sign';
  if (hasDigit && OPERATOR.test(s)) return 'amountInput.expression';
  // digits with the separators of another language ("1 000" in en, "1'000"): wrong format
  if (numberLike(s)) return 'amountInput.format';
  return 'amountInput.characters';
}

/** Digits, the decimal separator and grouping only: checks the places and the range. */
function readNumber(
  s: string,
  decimal: string,
  group: readonly string[],
  grouping: boolean,
): AmountInput {
  const pieces = s.split(decimal);
  if (pieces.length > 2) return refuse('amountInput.format');
  const whole = pieces[0] ?? '';
  const fraction = pieces[1] ?? '';
  if ([...fraction].some((c) => !isDigit(c))) return refuse('amountInput.format');
  if (whole === '' && fraction === '') return refuse('amountInput.format');
  let digits = whole;
  if ([...whole].some((c) => !isDigit(c))) {
    if (!grouping) return refuse('amountInput.grouping');
    // grouped: 1 to 3 digits (not a leading zero), then groups of exactly three
    const groups = whole.split(new RegExp(`[${group.map(escapeClass).join('')}]`));
    const [first = '', ...rest] = groups;
    const wellPlaced =
      /^[1-9]\d{0,2}$/.test(first) && rest.length > 0 && rest.every((g) => /^\d{3}$/.test(g));
    if (!wellPlaced) return refuse('amountInput.format');
    digits = groups.join('');
  }
  if (fraction.length > 2) return refuse('validation.amountFormat');
  const value = new Big(`${digits || '0'}.${fraction || '0'}`);
  if (value.gt(MAX_AMOUNT)) return refuse('amountInput.tooLarge');
  if (value.eq(0)) return refuse('validation.amountZero');
  return { ok: true, value: value.toFixed(2) };
}

/**
 * An amount as an amount field shows it in `lng`: the language's decimal separator, two
 * decimals, no grouping ("1234.50" in en, "1234,50" in de). It reads back as the same value.
 */
export function formatAmountInput(value: string, lng: string): string {
  let fixed: string;
  try {
    fixed = new Big(value).toFixed(2);
  } catch {
    return '';
  }
  const { decimal } = amountSeparators(lng);
  return decimal === '.' ? fixed : fixed.replace('.', decimal);
}

/**
 * What an amount field keeps besides its text: whether the grouping separators in it came
 * with a paste. One per field (a ref); the field calls `paste()` from its paste event and
 * `change()` on every change, and reads its text with `read()`.
 */
export class AmountField {
  private pastedGroups = 0;
  private pasteEvent = false;

  /** The field's paste event (it comes before the change it causes). */
  paste(): void {
    this.pasteEvent = true;
  }

  /** A change of the field's text by the user. */
  change(before: string, after: string, lng: string): void {
    const pasted = isPasteLike(before, after, this.pasteEvent);
    this.pasteEvent = false;
    this.pastedGroups = pastedGrouping(this.pastedGroups, after, lng, pasted);
  }

  /** Text the app put in the field itself (a "max" button): read as it is. */
  set(text: string, lng: string): void {
    this.pasteEvent = false;
    this.pastedGroups = countGrouping(text, lng);
  }

  /** The field's text, read in `lng`. */
  read(text: string, lng: string): AmountInput {
    return parseAmountInput(text, lng, {
      grouping: countGrouping(text, lng) <= this.pastedGroups,
    });
  }
}

/** An amount read and checked: the exact value to send, or the i18n key (common) of why not. */
export type CheckedAmount = { ok: true; value: string } | { ok: false; error: string };

/**
 * Reads an amount field's text in `lng` (through its `AmountField` when there is one, so
 * typed grouping separators are refused; without one, they are read) and then checks the
 * value with `check` (the i18n key of the first failed rule, or null). What it returns is the
 * number the field shows or a refusal, never another number: the put and the withdrawal both
 * read their fields with it.
 */
export function readAmount(
  text: string,
  lng: string,
  check: (value: string) => string | null,
  field?: AmountField,
): CheckedAmount {
  const read = field ? field.read(text, lng) : parseAmountInput(text, lng);
  if (!read.ok) return read;
  const error = check(read.value);
  return error ? { ok: false, error } : read;
}
