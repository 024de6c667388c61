/**
 * The reason of a refusal that names none (docs/product/api.md#api.texts.order): a backend that
 * answers a 405 with the message alone ("Insufficient balance", "余额不足") still tells the
 * merchant why, in the UI language. The phrase table is a chunk of its own, fetched the first
 * time such an answer arrives.
 */
import type { ErrorReason } from '../wire/types';
import { normalizeMessage } from './reason-normalize';

export type MessageMatch = ErrorReason | 'generic' | undefined;

/** The reason whose wording `msg` is, 'generic' for a bare "data error", else undefined. */
export async function matchReason(msg: string): Promise<MessageMatch> {
  const key = normalizeMessage(msg);
  if (!key) return undefined;
  const { PHRASES, GENERIC_PHRASES } = await import('./reason-phrases');
  if (GENERIC_PHRASES.has(key)) return 'generic';
  return PHRASES.get(key);
}
