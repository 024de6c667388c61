/**
 * The reason of a refusal that names none (docs/product/api.md#api.texts.order): a backend that
 * answers a 405 with the message alone ("Insufficient balance", "余额不足") still tells the
 * merchant why, in the UI language. The message is compared, normalized, with every known
 * wording of every reason, nearest first:
 *
 * 1. the server's own English words (shared/src/wire/reason-wording.ts);
 * 2. the reason's text in the UI language, whose strings are loaded (the server is asked in it:
 *    Accept-Language);
 * 3. the reason's text in the eleven other languages, whose strings are fetched the first time a
 *    message matches neither (each language's strings are a chunk of their own already).
 */
import { i18n } from '../i18n/instance';
import { LANGUAGES, type Language } from '../i18n/languages';
import { type Bundle, loadCommonStrings } from '../i18n/start';
import { SERVER_REASON_MSG, SERVER_REASON_VARIANTS } from '../wire/reason-wording';
import type { ErrorReason } from '../wire/types';
import { normalizeMessage } from './reason-normalize';

export type MessageMatch = ErrorReason | 'generic' | undefined;

const reasons = new Map<string, ErrorReason>();
/** "Data error" in each language read, and the server's own: a refusal that names no reason. */
const generic = new Set<string>(['data error']);
const read = new Set<string>();

function add(text: unknown, reason: ErrorReason) {
  if (typeof text !== 'string') return;
  const key = normalizeMessage(text);
  if (key && !reasons.has(key)) reasons.set(key, reason);
}

function readServerWords() {
  if (read.has('server')) return;
  read.add('server');
  for (const [reason, text] of Object.entries(SERVER_REASON_MSG)) add(text, reason as ErrorReason);
  for (const [reason, texts] of Object.entries(SERVER_REASON_VARIANTS)) {
    for (const text of texts ?? []) add(text, reason as ErrorReason);
  }
}

function readLanguage(lng: string, bundle: Bundle | undefined) {
  if (!bundle || read.has(lng)) return;
  read.add(lng);
  const errors = bundle.errors as { reason?: Record<string, unknown>; dataError?: unknown };
  for (const [reason, text] of Object.entries(errors?.reason ?? {})) {
    add(text, reason as ErrorReason);
  }
  if (typeof errors?.dataError === 'string') generic.add(normalizeMessage(errors.dataError));
}

function lookup(key: string): MessageMatch {
  if (generic.has(key)) return 'generic';
  return reasons.get(key);
}

async function fetchStrings(lng: Language): Promise<Bundle | undefined> {
  const mod = await loadCommonStrings(lng);
  return (mod.default ?? mod) as Bundle;
}

/** The reason whose wording `msg` is, 'generic' for a bare "data error", else undefined. */
export async function matchReason(msg: string): Promise<MessageMatch> {
  const key = normalizeMessage(msg);
  if (!key) return undefined;
  readServerWords();
  const ui = i18n.language;
  readLanguage(ui, i18n.getResourceBundle?.(ui, 'common') as Bundle | undefined);
  const near = lookup(key);
  if (near) return near;
  const others = LANGUAGES.filter((l) => !read.has(l));
  const bundles = await Promise.all(others.map((l) => fetchStrings(l).catch(() => undefined)));
  for (const [i, l] of others.entries()) readLanguage(l, bundles[i]);
  return lookup(key);
}
