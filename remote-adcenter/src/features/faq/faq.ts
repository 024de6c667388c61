import { type FaqItem, session, store, volatileBasicConfigAtom } from '@adnet/shared';

/**
 * The FAQ items of basic config, for a route loader (`resource(loadFaq)`). That part is not
 * kept locally (docs/product/session.md#session.storage.volatile), so on a first load it is null
 * until the basic config is fetched again; the session's refresh fills the shared atom, which the
 * FAQ list and page follow.
 */
export async function loadFaq(): Promise<FaqItem[]> {
  if (!store.get(volatileBasicConfigAtom)) await session.refreshBasicConfig();
  return store.get(volatileBasicConfigAtom)?.faq_config ?? [];
}

/** The items to show: the shared basic config once present (a language switch refreshes it). */
export function faqItems(
  volatile: { faq_config?: FaqItem[] } | null,
  loaded: FaqItem[] | undefined,
) {
  return volatile ? (volatile.faq_config ?? []) : loaded;
}
