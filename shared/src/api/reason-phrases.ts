/**
 * Every known wording of every refusal reason, normalized, for a backend that sends the message
 * without `data.error`: the server's own English (shared/src/wire/reason-wording.ts) and the
 * reason's text in each of the twelve languages (`errors.reason` of the common strings), since
 * the server may answer in the language the call asked for (Accept-Language) or in its own.
 * Loaded by reason-match.ts only when such an answer arrives.
 */
import de from '../i18n/locales/de.json';
import en from '../i18n/locales/en.json';
import es from '../i18n/locales/es.json';
import fr from '../i18n/locales/fr.json';
import ja from '../i18n/locales/ja.json';
import ko from '../i18n/locales/ko.json';
import pt from '../i18n/locales/pt.json';
import ru from '../i18n/locales/ru.json';
import th from '../i18n/locales/th.json';
import vi from '../i18n/locales/vi.json';
import zhCN from '../i18n/locales/zh-CN.json';
import zhTW from '../i18n/locales/zh-TW.json';
import { SERVER_REASON_MSG, SERVER_REASON_VARIANTS } from '../wire/reason-wording';
import type { ErrorReason } from '../wire/types';
import { normalizeMessage } from './reason-normalize';

const LOCALE_REASONS: Record<string, string>[] = [
  en.errors.reason,
  zhCN.errors.reason,
  zhTW.errors.reason,
  de.errors.reason,
  fr.errors.reason,
  ja.errors.reason,
  ko.errors.reason,
  pt.errors.reason,
  ru.errors.reason,
  es.errors.reason,
  th.errors.reason,
  vi.errors.reason,
];

/** "Data error" in every language, and the server's own: a refusal that names no reason. */
const GENERIC: string[] = [
  'data error',
  ...[en, zhCN, zhTW, de, fr, ja, ko, pt, ru, es, th, vi].map((l) => l.errors.dataError),
];

function build(): Map<string, ErrorReason> {
  const index = new Map<string, ErrorReason>();
  const add = (text: string, reason: ErrorReason) => {
    const key = normalizeMessage(text);
    if (key && !index.has(key)) index.set(key, reason);
  };
  for (const [reason, text] of Object.entries(SERVER_REASON_MSG)) add(text, reason as ErrorReason);
  for (const [reason, texts] of Object.entries(SERVER_REASON_VARIANTS)) {
    for (const text of texts ?? []) add(text, reason as ErrorReason);
  }
  for (const texts of LOCALE_REASONS) {
    for (const [reason, text] of Object.entries(texts)) add(text, reason as ErrorReason);
  }
  return index;
}

export const PHRASES: ReadonlyMap<string, ErrorReason> = build();
export const GENERIC_PHRASES: ReadonlySet<string> = new Set(GENERIC.map(normalizeMessage));
