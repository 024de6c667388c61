/**
 * Arco's locale per app language: Arco ships en, zh-CN, zh-TW, de and es; the others are ours.
 * A module of its own, free of React, so the host's entry can start the active one's download
 * before the shared modules arrive (shared/src/i18n/start.ts).
 */
import type { ILocale } from '@arco-design/mobile-utils';
import type { Language } from './languages';

export const arcoLocaleLoaders: Record<Language, () => Promise<{ default: ILocale }>> = {
  en: () => import('@arco-design/mobile-utils/esm/locale/en-US'),
  'zh-CN': () => import('@arco-design/mobile-utils/esm/locale/zh-CN'),
  'zh-TW': () => import('@arco-design/mobile-utils/esm/locale/zh-TW'),
  de: () => import('@arco-design/mobile-utils/esm/locale/de'),
  es: () => import('@arco-design/mobile-utils/esm/locale/es'),
  fr: () => import('./arco-locales/fr'),
  ja: () => import('./arco-locales/ja'),
  ko: () => import('./arco-locales/ko'),
  pt: () => import('./arco-locales/pt'),
  ru: () => import('./arco-locales/ru'),
  th: () => import('./arco-locales/th'),
  vi: () => import('./arco-locales/vi'),
};
