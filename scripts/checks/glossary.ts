/**
 * The glossary of the product's advertising words (docs/glossary/terms.json): reading it,
 * finding a language's avoided words in a text, and writing its pages.
 *
 *   pnpm exec tsx scripts/checks/glossary.ts   # writes docs/glossary/<lang>.md from terms.json
 *
 * scripts/checks/glossary.test.ts holds every translation to it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const GLOSSARY_DIR = join(ROOT, 'docs/glossary');

export interface TermEntry {
  /** the word to use */
  term: string;
  /** other forms that count as the same word (plural, participle, a noun of the verb) */
  forms?: string[];
  /** words never to use for this concept; `*` stands for any letters */
  avoid: string[];
  note?: string;
}

export interface Concept {
  id: string;
  /** the English name of the concept */
  en: string;
  meaning: string;
  /** locale strings (namespace:dotted.key) that must use the term */
  keys: string[];
  terms: Record<string, TermEntry>;
}

export interface Glossary {
  about: string;
  languages: string[];
  matching: string;
  concepts: Concept[];
}

export function loadGlossary(): Glossary {
  return JSON.parse(readFileSync(join(GLOSSARY_DIR, 'terms.json'), 'utf8')) as Glossary;
}

/** Languages written without spaces between words: an avoided word may sit anywhere. */
const UNSPACED = new Set(['zh-CN', 'zh-TW', 'ja', 'ko', 'th']);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of one avoided word: `*` is any letters; word boundaries in spaced languages. */
export function avoidPattern(word: string, lang: string): RegExp {
  const body = word.split('*').map(escapeRegExp).join('[\\p{L}\\p{M}]*').replace(/ /g, '\\s+');
  const edge = UNSPACED.has(lang)
    ? ['', '']
    : ['(?<![\\p{L}\\p{M}\\p{N}])', '(?![\\p{L}\\p{M}\\p{N}])'];
  return new RegExp(`${edge[0]}${body}${edge[1]}`, 'iu');
}

/** The avoided words of `lang` (every concept's) that `text` uses. */
export function avoidedIn(text: string, lang: string, glossary: Glossary): string[] {
  const found = new Set<string>();
  for (const c of glossary.concepts) {
    for (const word of c.terms[lang]?.avoid ?? []) {
      if (avoidPattern(word, lang).test(text)) found.add(word);
    }
  }
  return [...found];
}

/** Whether `text` uses the term (or one of its forms), ignoring case. */
export function usesTerm(text: string, entry: TermEntry): boolean {
  const lower = text.toLocaleLowerCase();
  return [entry.term, ...(entry.forms ?? [])].some((w) => lower.includes(w.toLocaleLowerCase()));
}

// ---------- the app's translations ----------

/** namespace → locale folder: the shared `common` namespace, the host and each remote. */
export function localeFolders(): Record<string, string> {
  const folders: Record<string, string> = {
    common: join(ROOT, 'shared/src/i18n/locales'),
    host: join(ROOT, 'host/src/locales'),
  };
  for (const name of readdirSync(ROOT).sort()) {
    const dir = join(ROOT, name, 'src/locales');
    if (name.startsWith('remote-') && existsSync(dir) && statSync(dir).isDirectory()) {
      folders[name.slice('remote-'.length)] = dir;
    }
  }
  return folders;
}

function flatten(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (typeof value === 'string') {
    out.set(prefix, value);
  }
  return out;
}

/** Every string of one language: `namespace:dotted.key` → text. */
export function strings(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [ns, dir] of Object.entries(localeFolders())) {
    const file = join(dir, `${lang}.json`);
    if (!existsSync(file)) continue;
    for (const [key, text] of flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map())) {
      out.set(`${ns}:${key}`, text);
    }
  }
  return out;
}

// ---------- the pages ----------

const NAMES: Record<string, string> = {
  en: 'English',
  'zh-CN': '简体中文 (Simplified Chinese)',
  'zh-TW': '繁體中文 (Traditional Chinese)',
  de: 'Deutsch (German)',
  fr: 'Français (French)',
  ja: '日本語 (Japanese)',
  ko: '한국어 (Korean)',
  pt: 'Português (Portuguese)',
  ru: 'Русский (Russian)',
  es: 'Español (Spanish)',
  th: 'ไทย (Thai)',
  vi: 'Tiếng Việt (Vietnamese)',
};

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const words = (list: string[] | undefined) =>
  list?.length ? list.map((w) => `\`${w}\``).join(', ') : '—';

/** The page of one language, as written to docs/glossary/<lang>.md. */
export function renderPage(glossary: Glossary, lang: string): string {
  const rows = glossary.concepts.map((c) => {
    const t = c.terms[lang]!;
    return `| ${cell(c.en)} | **${cell(t.term)}** | ${words(t.forms)} | ${words(t.avoid)} | ${cell(t.note ?? '')} |`;
  });
  const meanings = glossary.concepts.map((c) => `- **${c.en}**: ${c.meaning}`);
  return [
    `# Glossary: ${NAMES[lang] ?? lang}`,
    '',
    '<!-- Written by `pnpm exec tsx scripts/checks/glossary.ts` from terms.json: edit that file, then run it. -->',
    '',
    'The advertising words of the Merchant Center in this language. "Use" is the word every',
    'string says for the concept; "also counts" are its other forms; "never" are words that',
    'must not appear in any string of this language (a unit test, `scripts/checks/glossary.test.ts`,',
    'fails on them and on a listed string that does not use the term). The product places ads:',
    'money put into a plan buys ad delivery. It is never an investment, a stake or a bet.',
    '',
    '| concept | use | also counts | never | note |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## What the concepts mean',
    '',
    ...meanings,
    '',
    `The other languages: ${glossary.languages
      .filter((l) => l !== lang)
      .map((l) => `[${l}](${l}.md)`)
      .join(', ')}.`,
    '',
  ].join('\n');
}

/**
 * A page as its words: table rows without the padding a formatter adds to align the columns
 * (Biome pads every cell), so a formatted page compares equal to a freshly written one.
 */
export function pageWords(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line.startsWith('|') ? line.replace(/\s*\|\s*/g, '|').replace(/-{3,}/g, '---') : line,
    )
    .join('\n')
    .trimEnd();
}

function main() {
  const glossary = loadGlossary();
  const files = glossary.languages.map((lang) => join(GLOSSARY_DIR, `${lang}.md`));
  for (const [i, lang] of glossary.languages.entries()) {
    writeFileSync(files[i]!, renderPage(glossary, lang));
  }
  // the repository's formatter aligns the tables
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', ...files], { cwd: ROOT });
  console.log(`wrote ${glossary.languages.length} pages to docs/glossary/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
