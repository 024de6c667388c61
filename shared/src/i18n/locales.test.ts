/**
 * Every translation bundle in the workspace is complete: for each locale folder (the shared
 * `common` namespace, the host, and every remote that has a src/locales folder) each of the
 * twelve languages has a file with exactly en.json's keys, no empty strings, and the same
 * {{interpolation}} variables as en. The app runs with fallbackLng: false, so a missing key
 * would show up as a raw key on screen.
 *
 * Also: our Arco Design Mobile locales (the languages Arco does not ship) define every string
 * en-US defines, with the same %s placeholders.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ILocale } from '@arco-design/mobile-utils';
import arcoEn from '@arco-design/mobile-utils/esm/locale/en-US';
import { describe, expect, it } from 'vitest';
import arcoFr from './arco-locales/fr';
import arcoJa from './arco-locales/ja';
import arcoKo from './arco-locales/ko';
import arcoPt from './arco-locales/pt';
import arcoRu from './arco-locales/ru';
import arcoTh from './arco-locales/th';
import arcoVi from './arco-locales/vi';
import { LANGUAGES } from './languages';

const LANGS = [
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

/** The workspace root: the nearest folder above this file holding pnpm-workspace.yaml. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('workspace root (pnpm-workspace.yaml) not found');
    dir = parent;
  }
  return dir;
}

const ROOT = findRoot();

/** shared and host always have one; a remote is checked once its src/locales folder exists. */
function localeFolders(): string[] {
  const remotes = readdirSync(ROOT)
    .filter((name) => name.startsWith('remote-') && statSync(join(ROOT, name)).isDirectory())
    .sort()
    .map((name) => join(ROOT, name, 'src', 'locales'))
    .filter((dir) => existsSync(dir) && statSync(dir).isDirectory());
  return [join(ROOT, 'shared/src/i18n/locales'), join(ROOT, 'host/src/locales'), ...remotes];
}

type Flat = Map<string, unknown>;

/** Dotted key path → leaf value. Only plain objects nest; anything else is a leaf. */
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function readBundle(file: string): Flat {
  return flatten(JSON.parse(readFileSync(file, 'utf8')));
}

/** Interpolation variable names, sorted and deduplicated: {{ count }} and {{n, number}} → count, n. */
function variables(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const names = [...text.matchAll(/\{\{\s*-?\s*([^}]+?)\s*\}\}/g)].map((m) =>
    (m[1] ?? '').split(',')[0]!.trim(),
  );
  return [...new Set(names)].sort();
}

/**
 * i18next plural keys: `x_one`/`x_other` in en become the language's own categories
 * (ja: `x_other` only, ru: `x_one`/`x_few`/`x_many`/`x_other`). Keys of en that are plural
 * forms are compared by base key; every other key must match exactly.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function pluralBases(en: Flat): Set<string> {
  const bases = new Set<string>();
  for (const key of en.keys()) {
    const m = PLURAL_SUFFIX.exec(key);
    if (!m) continue;
    const base = key.slice(0, m.index);
    // en itself has the categories one and other: both present means a plural key.
    if (en.has(`${base}_one`) && en.has(`${base}_other`)) bases.add(base);
  }
  return bases;
}

/** The keys a language must have: en's, with plural forms in that language's categories. */
function expectedKeys(en: Flat, lng: string): Map<string, string> {
  const bases = pluralBases(en);
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>(); // key → en key it is compared with
  for (const key of en.keys()) {
    const m = PLURAL_SUFFIX.exec(key);
    const base = m ? key.slice(0, m.index) : undefined;
    if (base !== undefined && bases.has(base)) {
      for (const c of categories) {
        const enKey = en.has(`${base}_${c}`) ? `${base}_${c}` : `${base}_other`;
        expected.set(`${base}_${c}`, enKey);
      }
      // An explicit _zero form in en (used for count 0 in every language) is kept too.
      if (en.has(`${base}_zero`)) expected.set(`${base}_zero`, `${base}_zero`);
    } else {
      expected.set(key, key);
    }
  }
  return expected;
}

function problems(en: Flat, bundle: Flat, lng: string): string[] {
  const found: string[] = [];
  const expected = expectedKeys(en, lng);
  for (const [key, enKey] of expected) {
    if (!bundle.has(key)) {
      found.push(`missing key "${key}"`);
      continue;
    }
    const value = bundle.get(key);
    if (typeof value !== 'string') {
      found.push(`"${key}" is not a string (${JSON.stringify(value)})`);
      continue;
    }
    if (value.trim() === '') found.push(`"${key}" is empty`);
    const want = variables(en.get(enKey));
    const got = variables(value);
    if (want.join(',') !== got.join(',')) {
      found.push(`"${key}" has variables {${got.join(', ')}}, en has {${want.join(', ')}}`);
    }
  }
  for (const key of bundle.keys()) {
    if (!expected.has(key)) found.push(`extra key "${key}" (not in en.json)`);
  }
  return found;
}

describe('the language list', () => {
  it('is the twelve languages of the spec', () => {
    expect([...LANGUAGES]).toEqual([...LANGS]);
  });
});

const folders = localeFolders();

describe.each(folders.map((dir) => [relative(ROOT, dir), dir] as const))('%s', (_name, dir) => {
  it('has a file for each of the twelve languages, and nothing else', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    const missing = LANGS.filter((lng) => !files.includes(`${lng}.json`));
    const unknown = files.filter((f) => !(LANGS as readonly string[]).includes(f.slice(0, -5)));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it('en.json has no empty strings', () => {
    const enFile = join(dir, 'en.json');
    expect(existsSync(enFile), `${enFile} is missing`).toBe(true);
    const en = readBundle(enFile);
    expect(en.size).toBeGreaterThan(0);
    const bad = [...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(bad.map(([k]) => k)).toEqual([]);
  });

  it.each(LANGS.filter((lng) => lng !== 'en'))('%s.json matches en.json', (lng) => {
    const enFile = join(dir, 'en.json');
    const file = join(dir, `${lng}.json`);
    expect(existsSync(enFile), `${enFile} is missing`).toBe(true);
    expect(existsSync(file), `${file} is missing`).toBe(true);
    expect(problems(readBundle(enFile), readBundle(file), lng)).toEqual([]);
  });
});

describe('Arco Design Mobile locales', () => {
  const ours: Record<string, { locale: ILocale; tag: string }> = {
    fr: { locale: arcoFr, tag: 'fr-FR' },
    ja: { locale: arcoJa, tag: 'ja-JP' },
    ko: { locale: arcoKo, tag: 'ko-KR' },
    pt: { locale: arcoPt, tag: 'pt-BR' },
    ru: { locale: arcoRu, tag: 'ru-RU' },
    th: { locale: arcoTh, tag: 'th-TH' },
    vi: { locale: arcoVi, tag: 'vi-VN' },
  };
  const en = flatten(arcoEn);
  const placeholders = (v: unknown) => (typeof v === 'string' ? v.split('%s').length - 1 : -1);

  it.each(Object.keys(ours))('%s defines every en-US string', (lng) => {
    const { locale, tag } = ours[lng]!;
    const flat = flatten(locale);
    expect(locale.locale).toBe(tag);
    const found: string[] = [];
    for (const [key, enValue] of en) {
      if (!flat.has(key)) {
        found.push(`missing "${key}"`);
        continue;
      }
      const value = flat.get(key);
      if (typeof value !== 'string' || value.trim() === '') found.push(`"${key}" is empty`);
      else if (placeholders(value) !== placeholders(enValue)) {
        found.push(`"${key}" has ${placeholders(value)} %s, en-US has ${placeholders(enValue)}`);
      }
    }
    for (const key of flat.keys()) if (!en.has(key)) found.push(`extra "${key}"`);
    expect(found).toEqual([]);
  });

  it('none of them is still the English stopgap', () => {
    for (const { locale } of Object.values(ours)) {
      expect(locale).not.toBe(arcoEn);
      expect(locale.Dialog.cancelText).not.toBe(arcoEn.Dialog.cancelText);
    }
  });
});
