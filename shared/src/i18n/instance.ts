/**
 * The one i18next instance. `common` lives here; each app registers its own namespace with
 * a loader, so a remote ships its own strings, and only the active language is fetched.
 */
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
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
      react: { useSuspense: true },
    });
  // (no document when the host's build prerenders the login in node: host/src/prerender)
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return initPromise;
}

/** A remote calls this when it loads; the namespace follows every language change. */
export function registerNamespace(ns: string, loader: BundleLoader): Promise<void> {
  loaders.set(ns, loader);
  return i18n.loadNamespaces(ns);
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
