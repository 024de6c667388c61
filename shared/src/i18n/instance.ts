/**
 * The one i18next instance. `common` lives here; each app registers its own namespace with
 * a loader, so a remote ships its own strings, and only the active language is fetched.
 */
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, writeString } from '../session/storage';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';
import { type Bundle, loadCommonStrings, storedLanguage } from './start';

export type { Bundle };
export { storedLanguage };
export type BundleLoader = (lng: Language) => Promise<Bundle | { default: Bundle }>;

const loaders = new Map<string, BundleLoader>();

loaders.set('common', loadCommonStrings);

export const i18n: I18n = i18next.createInstance();

let initPromise: Promise<unknown> | null = null;
let listening = false;

export function initI18n(lng: Language = storedLanguage()) {
  initPromise ??= i18n
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        const loader = loaders.get(namespace);
        if (!loader || !isLanguage(language)) return {};
        const mod = await loader(language);
        return 'default' in mod && mod.default && typeof mod.default === 'object'
          ? (mod.default as Bundle)
          : (mod as Bundle);
      }),
    )
    .use(initReactI18next)
    .init({
      lng,
      // Every language holds every key (a unit test checks), so no fallback bundle is fetched.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // `loaded`: strings asked for again after a failure (below) draw where they are used
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    });
  // (no document when the host's build prerenders the login in node: host/src/prerender)
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  // strings that failed for want of the network are asked for again when it is back
  if (typeof window !== 'undefined' && !listening) {
    listening = true;
    window.addEventListener('online', () => void reloadFailedStrings());
  }
  return initPromise;
}

/** A remote calls this when it loads; the namespace follows every language change. */
export function registerNamespace(ns: string, loader: BundleLoader): Promise<void> {
  loaders.set(ns, loader);
  return i18n.loadNamespaces(ns);
}

/**
 * Where a namespace's strings stand in the current language: `ready` (there), `loading` (asked
 * for, or not yet) or `failed` (the request failed; i18next never asks again by itself).
 */
export type StringsState = 'ready' | 'loading' | 'failed';

export function stringsState(ns: string): StringsState {
  const lng = i18n.language;
  if (!lng || i18n.hasResourceBundle(lng, ns)) return lng ? 'ready' : 'loading';
  const state = (i18n.services?.backendConnector as { state?: Record<string, number> } | undefined)
    ?.state?.[`${lng}|${ns}`];
  return state === -1 || state === 0 ? 'failed' : 'loading';
}

/**
 * Asks again for the strings of `namespaces` (default: every registered one) that failed in the
 * current language; resolves true when all of them are there. One on its way is not asked twice.
 */
export async function reloadFailedStrings(namespaces?: string[]): Promise<boolean> {
  const lng = i18n.language;
  if (!lng) return false;
  const names = namespaces ?? [...loaders.keys()];
  const failed = names.filter((ns) => stringsState(ns) === 'failed');
  if (failed.length) await i18n.reloadResources([lng], failed);
  return names.every((ns) => stringsState(ns) === 'ready');
}

function subscribeStrings(onChange: () => void) {
  i18n.on('loaded', onChange);
  i18n.on('failedLoading', onChange);
  i18n.on('languageChanged', onChange);
  return () => {
    i18n.off('loaded', onChange);
    i18n.off('failedLoading', onChange);
    i18n.off('languageChanged', onChange);
  };
}

/** `stringsState(ns)`, drawn again when it changes. */
export function useStringsState(ns: string): StringsState {
  return useSyncExternalStore(
    subscribeStrings,
    () => stringsState(ns),
    () => 'ready',
  );
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

const languageListeners = new Set<(lng: Language) => void | Promise<void>>();

/** Arco's locale follows through a listener the UI package adds. */
export function onLanguageChange(listener: (lng: Language) => void | Promise<void>) {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

export async function setLanguage(lng: Language) {
  await Promise.all([...languageListeners].map((l) => l(lng)));
  await i18n.changeLanguage(lng);
  writeString(STORAGE_KEYS.lang, lng);
  document.documentElement.lang = lng;
}
