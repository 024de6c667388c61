import { describe, expect, it } from 'vitest';
import { languageAfterLogin } from './session';

const map = [
  { description: 'English', source: 'en,en-US', targets: 'en' },
  { description: '繁體中文', source: 'zh-TW,zh-HK,zh-Hant', targets: 'zh-TW' },
  { description: 'Deutsch', source: 'de,de-DE', targets: 'de' },
];

describe('the language after a login', () => {
  it('takes the merchant saved language, mapped through client_language_map', () => {
    expect(languageAfterLogin(null, 'de', map, 'en')).toBe('de');
    expect(languageAfterLogin(null, 'zh-HK', map, 'en')).toBe('zh-TW');
    expect(languageAfterLogin(null, 'DE-de', map, 'en')).toBe('de');
  });

  it('keeps a choice made on this device, whatever the server says', () => {
    expect(languageAfterLogin('fr', 'de', map, 'fr')).toBeNull();
    expect(languageAfterLogin('en', 'zh-TW', map, 'en')).toBeNull();
  });

  it('reads an unusable stored value as no choice', () => {
    expect(languageAfterLogin('klingon', 'de', map, 'en')).toBe('de');
    expect(languageAfterLogin('', 'de', map, 'en')).toBe('de');
  });

  it('changes nothing when the server names no language or the current one', () => {
    expect(languageAfterLogin(null, '', map, 'en')).toBeNull();
    expect(languageAfterLogin(null, undefined, map, 'en')).toBeNull();
    expect(languageAfterLogin(null, 'en-US', map, 'en')).toBeNull();
  });

  it('falls back to en for a code the map does not know (docs/product/i18n.md#i18n.server-codes)', () => {
    expect(languageAfterLogin(null, 'xx', map, 'de')).toBe('en');
  });
});
