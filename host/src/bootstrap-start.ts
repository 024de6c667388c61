/**
 * What every start fetches, requested by the entry itself (src/index.ts) before the
 * federation's async boundary, so that the run-time config and the active language's strings
 * (common, the host's, Arco's) travel in parallel with the shared modules instead of one after
 * the other once the bootstrap has run (html → entry → chunks, config and strings together →
 * render, three request levels: docs/decisions/0007-short-start-chain.md). Nothing here imports a
 * shared module.
 */
import type { Language } from '@adnet/shared';
import { loadArcoLocaleData, loadCommonStrings, storedLanguage } from '@adnet/shared/start';
import { loadRuntimeConfig, type RuntimeConfig } from './remotes/runtime-config';

/** The host's own namespace; the i18n instance registers this same loader. */
export function loadHostStrings(lng: Language) {
  return import(`./locales/${lng}.json`);
}

export interface StartLoads {
  language: Language;
  config: Promise<RuntimeConfig>;
  /** Settles when the three string bundles are in; the i18n loaders then find them cached. */
  strings: Promise<unknown>;
}

export function startLoads(): StartLoads {
  const language = storedLanguage();
  const config = loadRuntimeConfig();
  const strings = Promise.all([
    loadCommonStrings(language),
    loadHostStrings(language),
    loadArcoLocaleData(language),
  ]);
  // Awaited by the bootstrap; a failure here is reported there (the same loaders run again).
  config.catch(() => {});
  strings.catch(() => {});
  return { language, config, strings };
}
