/** Every language's table of the sandbox's own content, by the app's language code. */
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ru } from './ru';
import { th } from './th';
import type { ContentLanguage, ContentTable } from './types';
import { vi } from './vi';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export { SOURCE_TEXTS, type SourceText } from './source-texts';
export {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type ContentTable,
  type FaqText,
} from './types';

export const TABLES: Readonly<Record<ContentLanguage, ContentTable>> = {
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  de,
  fr,
  ja,
  ko,
  pt,
  ru,
  es,
  th,
  vi,
};
