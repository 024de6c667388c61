/**
 * The shape of one language's table of the sandbox's own content (see ../localize.ts).
 * Every table has a text for every English source text (./en.ts), so the compiler already
 * refuses a table that lacks one; content.test.ts checks the rest (markup, placeholders,
 * the glossary's words).
 */
import { LANGUAGES, type Language } from '#repo/shared/src/i18n/languages.ts';
import type { SourceText } from './source-texts';

/** The product's twelve languages: the app's one list (shared/src/i18n/languages.ts). */
export const CONTENT_LANGUAGES = LANGUAGES;

export type ContentLanguage = Language;

export type FaqText = readonly [question: string, answer: string];

export interface ContentTable {
  /**
   * The English text as the seed, the simulation and the routes store it → this language.
   * A key with `{name}` parts is a template: the parts are cut out of the stored text and
   * looked up themselves (`Ad delivery: plan {no}`).
   */
  messages: Readonly<Record<SourceText, string>>;
  /** The FAQ of /basic_config, question and answer, in the order of the English one. */
  faq: readonly FaqText[];
  /** The operating rules of /basic_config, one numbered line each. */
  rules: readonly string[];
}
