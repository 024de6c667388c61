/**
 * Every translation keeps to the glossary (docs/glossary/terms.json): no string of a language
 * uses one of that language's avoided words (the investment and betting words a translation of
 * "put" drifts into), every string a concept lists uses the chosen term, and the glossary's
 * pages are written from the current terms.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/src/i18n/languages';
import {
  avoidedIn,
  avoidPattern,
  GLOSSARY_DIR,
  loadGlossary,
  pageWords,
  renderPage,
  strings,
  usesTerm,
} from './glossary';

const glossary = loadGlossary();

describe('the glossary', () => {
  it('covers the twelve languages, each concept in every one of them', () => {
    expect(glossary.languages).toEqual([...LANGUAGES]);
    const missing = glossary.concepts.flatMap((c) =>
      glossary.languages.filter((l) => !c.terms[l]?.term).map((l) => `${c.id} (${l})`),
    );
    expect(missing).toEqual([]);
  });

  it('names only keys that exist', () => {
    const en = strings('en');
    const unknown = glossary.concepts.flatMap((c) => c.keys.filter((k) => !en.has(k)));
    expect(unknown).toEqual([]);
  });

  it.each(glossary.languages)('docs/glossary/%s.md is written from terms.json', (lang) => {
    const page = readFileSync(join(GLOSSARY_DIR, `${lang}.md`), 'utf8');
    expect(pageWords(page), 'run: pnpm exec tsx scripts/checks/glossary.ts').toBe(
      pageWords(renderPage(glossary, lang)),
    );
  });
});

describe('matching an avoided word', () => {
  it('finds it inside a compound or an inflected form where a * says so', () => {
    expect(avoidPattern('Einsatz*', 'de').test('Einsatzbetrag')).toBe(true);
    expect(avoidPattern('*einsatz*', 'de').test('Ihr Geldeinsatz')).toBe(true);
    expect(avoidPattern('инвест*', 'ru').test('Сумма инвестиции')).toBe(true);
    expect(avoidPattern('invert*', 'es').test('Importe invertido')).toBe(true);
  });

  it('finds a phrase of a spaced language across its spaces, and any text in zh, ja, ko, th', () => {
    expect(avoidPattern('đầu tư', 'vi').test('Số tiền đầu tư')).toBe(true);
    expect(avoidPattern('投资', 'zh-CN').test('投资金额')).toBe(true);
    expect(avoidPattern('ลงทุน', 'th').test('จำนวนเงินลงทุน')).toBe(true);
  });

  it('leaves words that only begin or end like it', () => {
    // "mise à jour" (update) is not "miser" (to stake); "вкладка" (a tab) is not "вклад"
    expect(avoidedIn('Cette section nécessite une mise à jour', 'fr', glossary)).toEqual([]);
    expect(avoidedIn('Откройте вкладку', 'ru', glossary)).toEqual([]);
    expect(avoidedIn('Better results', 'en', glossary)).toEqual([]);
  });

  it('finds the words this review removed', () => {
    expect(avoidedIn('Einsatzbetrag', 'de', glossary)).toContain('Einsatz*');
    expect(avoidedIn('Сумма вложения', 'ru', glossary)).toContain('влож*');
    expect(avoidedIn('Đầu tư ngay', 'vi', glossary)).toContain('đầu tư');
    expect(avoidedIn('Investment amount out of range', 'en', glossary)).toContain('invest*');
  });
});

describe.each(glossary.languages)('the %s strings', (lang) => {
  const texts = strings(lang);

  it('use no avoided word', () => {
    const found = [...texts].flatMap(([key, text]) =>
      avoidedIn(text, lang, glossary).map((word) => `${key}: "${text}" uses "${word}"`),
    );
    expect(found).toEqual([]);
  });

  it("use each concept's term where the glossary lists the string", () => {
    const found = glossary.concepts.flatMap((c) => {
      const entry = c.terms[lang]!;
      return c.keys
        .filter((key) => !usesTerm(texts.get(key) ?? '', entry))
        .map((key) => `${key}: "${texts.get(key)}" does not say "${entry.term}" (${c.id})`);
    });
    expect(found).toEqual([]);
  });
});
