/**
 * What a start needs to know and fetch before i18next, React or the shared singletons run:
 * the language (the stored choice, else the default: docs/product/i18n.md#i18n.stored) and the
 * loaders of its strings. Nothing here imports a shared module, so the host's entry imports it
 * (`@adnet/shared/start`) before the federation's async boundary and fetches the strings in
 * parallel with the shared modules and the run-time config
 * (docs/decisions/0007-short-start-chain.md). The i18n instance and Arco's locale use the very same
 * loaders, so they find those chunks loaded or on their way, never twice.
 */
import type { ILocale } from '@arco-design/mobile-utils';
import { readString, STORAGE_KEYS } from '../session/storage';
import { arcoLocaleLoaders } from './arco-locale-loaders';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export type Bundle = Record<string, unknown>;

export function storedLanguage(): Language {
  const stored = readString(STORAGE_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The `common` namespace of one language. */
export function loadCommonStrings(lng: Language): Promise<{ default: Bundle }> {
  return import(`./locales/${lng}.json`);
}

/** Arco's own strings (pickers, dialogs, pull-to-refresh) of one language. */
export function loadArcoLocaleData(lng: Language): Promise<{ default: ILocale }> {
  return arcoLocaleLoaders[lng]();
}
