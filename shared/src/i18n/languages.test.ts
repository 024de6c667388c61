import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageOptions, matchLanguage } from './languages';

const map = [
  { description: 'English', source: 'en,en-US', targets: 'en' },
  { description: '繁體中文', source: 'zh-TW,zh-HK,zh-Hant', targets: 'zh-TW' },
  { source: 'de,de-DE', targets: 'de' },
];

describe('languages', () => {
  it('has the twelve languages with en first', () => {
    expect(LANGUAGES).toHaveLength(12);
    expect(LANGUAGES[0]).toBe('en');
  });

  it('builds options: label description or source, value targets', () => {
    expect(languageOptions(map)).toEqual([
      { label: 'English', value: 'en' },
      { label: '繁體中文', value: 'zh-TW' },
      { label: 'de,de-DE', value: 'de' },
    ]);
    expect(languageOptions(undefined)).toHaveLength(12);
  });

  it('matches an error lang against the sources, else en', () => {
    expect(matchLanguage('zh-HK', map)).toBe('zh-TW');
    expect(matchLanguage('de-DE', map)).toBe('de');
    expect(matchLanguage('xx', map)).toBe('en');
    expect(matchLanguage(undefined, map)).toBe('en');
  });
});
