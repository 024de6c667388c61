/**
 * The sandbox's own content (plan and product texts, coupon names, ledger remarks,
 * notifications, customer-service names) in the language a request asks for.
 *
 * Content is stored in English, as the seed and the simulation write it; an answer is
 * translated on its way out. The catalog (./messages.ts) is keyed by the English text, like a
 * gettext catalog, so stored state needs no migration and a text the catalog does not know
 * stays English. Texts built from parts (a ledger remark with a plan number, a plan's content
 * around its product's name) are templates: `{name}` stands for a part, which is itself looked
 * up. Multi-line texts (a plan's rules) are translated line by line.
 *
 * The language is the request's `Accept-Language` (the app sends its own language there),
 * matched to the product's language list; a language without content, or none, is English.
 */
import type { IncomingMessage } from 'node:http';
import { matchLanguage } from '../catalog';
import { CONTENT_LANGUAGES, type ContentLanguage, MESSAGES, TEMPLATES } from './messages';

export type { ContentLanguage };

/** A language code the catalog has content for, else en. */
export function contentLanguage(code: string | null | undefined): ContentLanguage {
  const lang = matchLanguage(code);
  return (CONTENT_LANGUAGES as readonly string[]).includes(lang ?? '')
    ? (lang as ContentLanguage)
    : 'en';
}

/**
 * The language of a request's `Accept-Language`: its tags by quality (q, default 1; q=0 is
 * "not this one"), the first that is one of the product's twelve languages decides, and it is
 * served if the catalog has content for it. `*`, nothing, or a language outside the product's
 * list read as English.
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
  target: Record<Exclude<ContentLanguage, 'en'>, string>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const COMPILED: CompiledTemplate[] = TEMPLATES.map(({ en, ...target }) => {
  const names: string[] = [];
  const source = en
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return escapeRegExp(part);
      names.push(m[1]!);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, target };
});

function translateLine(text: string, lang: Exclude<ContentLanguage, 'en'>, depth: number): string {
  const exact = MESSAGES[text]?.[lang];
  if (exact !== undefined) return exact;
  if (depth > 2) return text;
  for (const t of COMPILED) {
    const m = t.pattern.exec(text);
    if (!m) continue;
    const parts = new Map(t.names.map((name, i) => [name, m[i + 1] ?? '']));
    return t.target[lang].replace(/\{(\w+)\}/g, (_all, name: string) =>
      translateLine(parts.get(name) ?? '', lang, depth + 1),
    );
  }
  return text;
}

/** `text` in `lang`: from the catalog, a template, or else unchanged (English). */
export function localize(text: string, lang: ContentLanguage): string {
  if (lang === 'en' || !text) return text;
  if (MESSAGES[text]?.[lang] !== undefined) return MESSAGES[text]![lang]!;
  if (!text.includes('\n')) return translateLine(text, lang, 0);
  return text
    .split('\n')
    .map((line) => translateLine(line, lang, 0))
    .join('\n');
}
