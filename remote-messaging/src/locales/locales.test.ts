import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = dirname(fileURLToPath(import.meta.url));
const LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'de', 'fr', 'ja', 'ko', 'pt', 'ru', 'es', 'th', 'vi'];

type Tree = { [k: string]: string | Tree };
const load = (lng: string) => JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('messaging locales', () => {
  const en = flatten(load('en'));

  it('ships exactly the twelve languages', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...LANGUAGES].sort());
  });

  for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lng} has the keys of en, non-empty, with the same placeholders`, () => {
      const other = flatten(load(lng));
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        const translated = other.get(key) ?? '';
        expect(translated.trim(), `${lng}:${key}`).not.toBe('');
        expect(vars(translated), `${lng}:${key}`).toEqual(vars(text));
      }
    });
  }
});
