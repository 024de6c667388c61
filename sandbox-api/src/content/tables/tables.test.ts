// @vitest-environment node
/**
 * The content tables: one per language of the product, each with every English source text,
 * the FAQ and the operating rules, keeping the markup and the `{parts}` of its source, in the
 * glossary's words (docs/glossary/): the terms a money line names, none of the avoided ones.
 */
import { describe, expect, it } from 'vitest';
import { avoidedIn, loadGlossary, usesTerm } from '#repo/scripts/checks/glossary.ts';
import { LANGUAGES } from '../../catalog';
import { CONTENT_LANGUAGES, SOURCE_TEXTS, type SourceText, TABLES } from '.';

const glossary = loadGlossary();
const TRANSLATED = CONTENT_LANGUAGES.filter((l) => l !== 'en');

const tags = (html: string) => html.match(/<[^>]+>/g) ?? [];
const parts = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
/** A text that is nothing but parts and signs reads the same in every language. */
const onlyParts = (text: string) => text.replace(/\{\w+\}/g, '').replace(/[\s#:.,]/g, '') === '';

/** Every text of one table, with where it is. */
function textsOf(lang: (typeof CONTENT_LANGUAGES)[number]): [where: string, text: string][] {
  const t = TABLES[lang];
  return [
    ...Object.entries(t.messages),
    ...t.faq.flatMap(([q, a], i) => [
      [`faq ${i + 1} question`, q] as [string, string],
      [`faq ${i + 1} answer`, a] as [string, string],
    ]),
    ...t.rules.map((r, i) => [`rule ${i + 1}`, r] as [string, string]),
  ];
}

/** Source texts that name a concept of the glossary, and the concepts they name. */
const NAMES: [SourceText, string[]][] = [
  ['Ad delivery: plan {no}', ['delivery']],
  ['Ad settlement: plan {no}', ['settlement']],
  ['Refund: plan {no} failed', ['refund']],
  ['Withdrawal to bank card {account}', ['withdraw']],
  ['Withdrawal to {network} wallet {address}', ['withdraw']],
  ['Put between {lowest} and {highest}.', ['putAmount']],
  ['Deposit via customer service', ['recharge']],
  [
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>',
    ['transactionPassword'],
  ],
];

describe('the content tables', () => {
  it('are the twelve languages of the product', () => {
    expect([...CONTENT_LANGUAGES].sort()).toEqual(LANGUAGES.map((l) => l.targets).sort());
    expect(Object.keys(TABLES).sort()).toEqual([...CONTENT_LANGUAGES].sort());
  });

  it.each(TRANSLATED)('%s has every source text, translated, and nothing else', (lang) => {
    const messages = TABLES[lang].messages as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual([...SOURCE_TEXTS].sort());
    const missing = SOURCE_TEXTS.filter((en) => !messages[en]?.trim());
    expect(missing, 'empty').toEqual([]);
    const english = SOURCE_TEXTS.filter((en) => messages[en] === en && !onlyParts(en));
    expect(english, 'left in English').toEqual([]);
  });

  it.each(TRANSLATED)('%s keeps the markup tag for tag and every {part}', (lang) => {
    for (const en of SOURCE_TEXTS) {
      const text = TABLES[lang].messages[en];
      expect(tags(text), `${lang}: ${en}`).toEqual(tags(en));
      expect(parts(text), `${lang}: ${en}`).toEqual(parts(en));
    }
  });

  it.each(TRANSLATED)('%s has the whole FAQ and every operating rule', (lang) => {
    const { faq, rules } = TABLES[lang];
    expect(faq).toHaveLength(TABLES.en.faq.length);
    expect(rules.map((r) => /^\d+\. /.exec(r)?.[0])).toEqual(
      TABLES.en.rules.map((r) => /^\d+\. /.exec(r)?.[0]),
    );
    for (const [i, [q, a]] of faq.entries()) {
      const [enQ, enA] = TABLES.en.faq[i]!;
      expect(q, `faq ${i + 1}`).not.toBe(enQ);
      expect(a, `faq ${i + 1}`).not.toBe(enA);
    }
    for (const [i, rule] of rules.entries()) expect(rule).not.toBe(TABLES.en.rules[i]);
  });

  it.each(CONTENT_LANGUAGES)('%s uses none of the words the glossary avoids', (lang) => {
    const found = textsOf(lang).flatMap(([where, text]) =>
      avoidedIn(text, lang, glossary).map((word) => `${where}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it.each(TRANSLATED)('%s names money the way the app does: the glossary term', (lang) => {
    const missing: string[] = [];
    for (const [en, concepts] of NAMES) {
      for (const id of concepts) {
        const entry = glossary.concepts.find((c) => c.id === id)?.terms[lang];
        expect(entry, id).toBeDefined();
        if (!usesTerm(TABLES[lang].messages[en], entry!))
          missing.push(`${id} (${entry!.term}): ${en}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
