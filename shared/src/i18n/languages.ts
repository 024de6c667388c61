import type { LanguageEntry } from '../wire/types';

/** The twelve languages (docs/product/i18n.md#i18n.languages). en is the default. */
export const LANGUAGES = [
  'en',
  'zh-CN',
  'zh-TW',
  'de',
  'fr',
  'ja',
  'ko',
  'pt',
  'ru',
  'es',
  'th',
  'vi',
] as const;

export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

/** Native names, for when the server's language map is not loaded yet. */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  de: 'Deutsch',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
  pt: 'Português',
  ru: 'Русский',
  es: 'Español',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

export interface LanguageOption {
  label: string;
  value: Language;
}

/** Picker options from client_language_map: label description or source, value targets. */
export function languageOptions(map: LanguageEntry[] | undefined): LanguageOption[] {
  const fromServer = (map ?? [])
    .filter((e) => isLanguage(e.targets))
    .map((e) => ({ label: e.description || e.source, value: e.targets as Language }));
  return fromServer.length
    ? fromServer
    : LANGUAGES.map((value) => ({ label: NATIVE_NAMES[value], value }));
}

/**
 * The language for a code the server sends (an account's lang on 402/403/404): the entry
 * whose comma-separated sources contain it, else en (docs/product/i18n.md#i18n.server-codes).
 */
export function matchLanguage(
  code: string | undefined,
  map: LanguageEntry[] | undefined,
): Language {
  if (!code) return DEFAULT_LANGUAGE;
  const wanted = code.trim().toLowerCase();
  for (const entry of map ?? []) {
    const sources = entry.source.split(',').map((s) => s.trim().toLowerCase());
    if (
      (sources.includes(wanted) || entry.targets.toLowerCase() === wanted) &&
      isLanguage(entry.targets)
    ) {
      return entry.targets;
    }
  }
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}
