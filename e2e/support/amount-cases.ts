/**
 * The amount table (docs/product/validation.md#validation.amount-input) for the put and withdraw
 * fields: each text, typed key by key or pasted, is either sent exactly or refused with its message
 * (and nothing is sent). Shared by tests/plan/amount-input.spec.ts and
 * tests/wallet/amount-input.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

export type Lang = 'en' | 'de';
export type How = 'typed' | 'pasted';

const bundles = new Map<Lang, Record<string, Record<string, unknown>>>();

/** A string of the common namespace, as the app shows it in `lng`. */
export function common(lng: Lang, key: string): string {
  let bundle = bundles.get(lng);
  if (!bundle) {
    const file = fileURLToPath(
      new URL(`../../shared/src/i18n/locales/${lng}.json`, import.meta.url),
    );
    bundle = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
    bundles.set(lng, bundle);
  }
  const [group = '', name = ''] = key.split('.');
  const text = bundle[group]?.[name];
  if (typeof text !== 'string') throw new Error(`no ${lng} string ${key}`);
  return text;
}

/** A refusal: the common key of the message under the field. */
export interface Refused {
  text: string;
  how: How[];
  lng: Lang;
  refused: string;
}

/** Refused the same way in both fields, typed or pasted. */
export const REFUSED: Refused[] = [
  // en: grouping typed by hand is refused; pasted it is read (see the accepted cases)
  { lng: 'en', text: '1,000', how: ['typed'], refused: 'amountInput.grouping' },
  { lng: 'en', text: '1e309', how: ['typed', 'pasted'], refused: 'amountInput.exponent' },
  { lng: 'en', text: '0.1+0.2', how: ['typed', 'pasted'], refused: 'amountInput.expression' },
  { lng: 'en', text: '-1', how: ['typed', 'pasted'], refused: 'amountInput.sign' },
  { lng: 'en', text: '12.345', how: ['typed', 'pasted'], refused: 'validation.amountFormat' },
  { lng: 'en', text: '1.000,50', how: ['pasted'], refused: 'amountInput.format' },
  { lng: 'en', text: '12abc', how: ['typed'], refused: 'amountInput.characters' },
  { lng: 'en', text: '1000000000000', how: ['typed', 'pasted'], refused: 'amountInput.tooLarge' },
  // de: "," is the decimal separator, "." groups
  { lng: 'de', text: '1.000,50', how: ['typed'], refused: 'amountInput.grouping' },
  { lng: 'de', text: '1,000', how: ['typed', 'pasted'], refused: 'validation.amountFormat' },
  { lng: 'de', text: '1e309', how: ['pasted'], refused: 'amountInput.exponent' },
  { lng: 'de', text: '0,1+0,2', how: ['pasted'], refused: 'amountInput.expression' },
  { lng: 'de', text: '-1', how: ['typed'], refused: 'amountInput.sign' },
  { lng: 'de', text: '1.000.000.000.000', how: ['pasted'], refused: 'amountInput.tooLarge' },
];

/** Types the text key by key into an emptied field. */
async function typeInto(input: Locator, text: string) {
  await input.fill('');
  await input.pressSequentially(text);
}

/**
 * Pastes the text into an emptied field the way a user does: the system clipboard and the
 * paste shortcut (a real paste event, then the input).
 */
async function pasteInto(page: Page, input: Locator, text: string) {
  await input.fill('');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

export async function enter(page: Page, input: Locator, text: string, how: How) {
  if (how === 'typed') await typeInto(input, text);
  else await pasteInto(page, input, text);
}

/** Sets the UI language before the app starts. */
export async function useLanguage(page: Page, lng: Lang) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lng);
}
