/**
 * The language switch: a bottom sheet picker (50% of the height) with confirm and cancel,
 * options from client_language_map (label: description or source; value: targets).
 */
import {
  currentLanguage,
  type Language,
  languageOptions,
  storedBasicConfigAtom,
} from '@adnet/shared';
import { Picker } from '@arco-design/mobile-react';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './language-choice';
import './shell.css';

/** Arco's picker row is 0.915 rem; the header about 54 px. */
const ROW_PX = 45.75;
const HEADER_PX = 54;

/** Rows to fill half the height (SPEC §2), never fewer than the default six. */
export function rowsForHalfHeight(viewportHeight: number): number {
  return Math.max(6, Math.floor((viewportHeight * 0.5 - HEADER_PX) / ROW_PX));
}

export function LanguageSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const config = useAtomValue(storedBasicConfigAtom);
  const options = useMemo(
    () => languageOptions(config?.client_language_map),
    [config?.client_language_map],
  );
  const data = useMemo(() => [options.map((o) => ({ label: o.label, value: o.value }))], [options]);

  return (
    <Picker
      className="adn-language-sheet"
      visible={visible}
      title={t('language.title')}
      data={data}
      cascade={false}
      rows={rowsForHalfHeight(window.innerHeight)}
      value={[currentLanguage()]}
      okText={t('action.confirm')}
      dismissText={t('action.cancel')}
      onHide={onClose}
      onOk={(value) => {
        const lng = value[0] as Language | undefined;
        if (lng && lng !== currentLanguage()) void chooseLanguage(lng);
      }}
    />
  );
}
