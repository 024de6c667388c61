import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'de', 'fr', 'ja', 'ko', 'pt', 'ru', 'es', 'th', 'vi'];
const dir = __dirname;

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const load = (lng: string) => JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8'));

describe('wallet locales', () => {
  it('has a file for each of the twelve languages and no other', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  const en = keys(load('en')).sort();
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the keys of en', (lng) => {
    expect(keys(load(lng)).sort()).toEqual(en);
  });

  it.each(LANGUAGES)('%s has no empty string and keeps every placeholder', (lng) => {
    const data = load(lng);
    const english = load('en');
    const get = (o: unknown, path: string) =>
      path.split('.').reduce((v: unknown, k) => (v as Record<string, unknown>)?.[k], o);
    for (const key of en) {
      const text = get(data, key);
      expect(typeof text === 'string' && text.trim().length > 0, `${lng}:${key}`).toBe(true);
      const wanted = String(get(english, key)).match(/{{\w+}}/g) ?? [];
      for (const p of wanted) expect(String(text), `${lng}:${key}`).toContain(p);
    }
  });
});
