/**
 * The sandbox's own content (plan and product texts, coupon names, ledger remarks,
 * notifications, customer-service names, the FAQ and the operating rules) in the language a
 * request asks for.
 *
 * Content is stored in English, as the seed and the simulation write it; an answer is
 * translated on its way out. The tables (./tables/<lang>.ts, one per language) are keyed by the
 * English text, like a gettext catalog, so stored state needs no migration and a text the
 * tables do not know (one a merchant typed) stays as it is. Texts built from parts (a ledger
 * remark with a plan number, a plan's content around its product's name) are templates: `{name}`
 * stands for a part, which is itself looked up. Multi-line texts (a plan's rules) are translated
 * line by line.
 *
 * The language is the request's `Accept-Language` (the app sends its own language there),
 * matched to the product's twelve languages; every one of them has a full table. Anything else
 * (`*`, no header, a language outside the product) is English.
 */
import type { IncomingMessage } from 'node:http';
import { matchLanguage } from '../catalog';
import { CONTENT_LANGUAGES, type ContentLanguage, type ContentTable, TABLES } from './tables';

export type { ContentLanguage };

/** A code of the product's languages (any of its spellings: `zh-Hans`, `de-AT`), else en. */
export function contentLanguage(code: string | null | undefined): ContentLanguage {
  const lang = matchLanguage(code);
  return (CONTENT_LANGUAGES as readonly string[]).includes(lang ?? '')
    ? (lang as ContentLanguage)
    : 'en';
}

/**
 * The language of a request's `Accept-Language`: its tags by quality (q, default 1; q=0 is
 * "not this one"); the first that is one of the product's twelve languages decides. `*`,
 * nothing, or only languages outside the product's list read as English.
 */
export function requestLanguage(req: Pick<IncomingMessage, 'headers'>): ContentLanguage {
  const raw = req.headers['accept-language'];
  const header = Array.isArray(raw) ? raw.join(',') : raw;
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    if (matchLanguage(tag)) return contentLanguage(tag);
  }
  return 'en';
}

interface CompiledTemplate {
  pattern: RegExp;
  names: string[];
  source: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English templates (keys with `{name}` parts), as patterns that cut the parts out. */
const TEMPLATES: CompiledTemplate[] = Object.keys(TABLES.en.messages)
  .filter((key) => /\{\w+\}/.test(key))
  .map((source) => {
    const names: string[] = [];
    const pattern = source
      .split(/(\{\w+\})/)
      .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (!m) return escapeRegExp(part);
        names.push(m[1]!);
        return '(.+?)';
      })
      .join('');
    return { pattern: new RegExp(`^${pattern}$`, 's'), names, source };
  });

function lookup(table: ContentTable, text: string): string | undefined {
  return Object.hasOwn(table.messages, text)
    ? table.messages[text as keyof ContentTable['messages']]
    : undefined;
}

function translateLine(text: string, table: ContentTable, depth: number): string {
  const exact = lookup(table, text);
  if (exact !== undefined) return exact;
  if (depth > 2) return text;
  for (const t of TEMPLATES) {
    const m = t.pattern.exec(text);
    if (!m) continue;
    const parts = new Map(t.names.map((name, i) => [name, m[i + 1] ?? '']));
    return (lookup(table, t.source) ?? t.source).replace(/\{(\w+)\}/g, (_all, name: string) =>
      translateLine(parts.get(name) ?? '', table, depth + 1),
    );
  }
  return text;
}

/** `text` in `lang`: from its table, a template, or else unchanged. */
export function localize(text: string, lang: ContentLanguage): string {
  if (lang === 'en' || !text) return text;
  const table = TABLES[lang];
  const exact = lookup(table, text);
  if (exact !== undefined) return exact;
  if (!text.includes('\n')) return translateLine(text, table, 0);
  return text
    .split('\n')
    .map((line) => translateLine(line, table, 0))
    .join('\n');
}

/** The FAQ and the operating rules of /basic_config in `lang`. */
export function faqAndRules(lang: ContentLanguage): Pick<ContentTable, 'faq' | 'rules'> {
  const { faq, rules } = TABLES[lang];
  return { faq, rules };
}
