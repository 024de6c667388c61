/**
 * Arco's global context: createRoot for imperative calls under React 19, and the locale
 * that follows the app language (its loaders: i18n/arco-locale-loaders.ts).
 */

import type { Language } from '@adnet/shared';
import { currentLanguage, onLanguageChange, store } from '@adnet/shared';
import { ContextProvider } from '@arco-design/mobile-react';
import type { GlobalContextParams } from '@arco-design/mobile-react/esm/context-provider';
import type { ILocale } from '@arco-design/mobile-utils';
import { atom, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadArcoLocaleData } from '../i18n/start';

export const arcoLocaleAtom = atom<ILocale | undefined>(undefined);

/** The context every imperative Arco call gets (toasts, dialogs opened outside React). */
export const arcoContext: GlobalContextParams = { createRoot };

export async function loadArcoLocale(lng: Language) {
  const { default: locale } = await loadArcoLocaleData(lng);
  arcoContext.locale = locale;
  store.set(arcoLocaleAtom, locale);
}

let followed = false;
/** Called once by the host: loads the current Arco locale and follows language changes. */
export function followArcoLocale() {
  if (followed) return Promise.resolve();
  followed = true;
  onLanguageChange(loadArcoLocale);
  return loadArcoLocale(currentLanguage());
}

export function ArcoProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(arcoLocaleAtom);
  return (
    <ContextProvider createRoot={createRoot} locale={locale}>
      {children}
    </ContextProvider>
  );
}
