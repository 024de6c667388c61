/**
 * The language switch: a bottom sheet picker (50% of the height) with confirm and cancel,
 * options from client_language_map (label: description or source; value: targets). A modal
 * dialog with a listbox for the keyboard and screen readers (language-wheel-a11y.ts).
 */
import {
  currentLanguage,
  type Language,
  languageOptions,
  storedBasicConfigAtom,
} from '@adnet/shared';
import { Picker } from '@arco-design/mobile-react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './language-choice';
import { useLanguageWheelA11y } from './language-wheel-a11y';
import './frame.css';

/**
 * Arco's picker in rem, which scale with the root font size (setRootPixel: 50 px at 375 px of
 * width, up to 64): a row and the selection bar are 0.88 rem (44 px at 375), its header 1.08 rem.
 */
const ROW_REM = 0.88;
const HEADER_REM = 1.08;

/**
 * The rows that fill half the height. Always an odd number: Arco centres the selection bar in
 * the view but pads the list by half of the next odd count, so with an even count the bar lies
 * across two rows, and what it shows is not what Confirm applies. The largest odd count that
 * fits, at least three.
 */
export function rowsForHalfHeight(viewportHeight: number, remPx: number): number {
  const fit = Math.floor((viewportHeight * 0.5 - HEADER_REM * remPx) / (ROW_REM * remPx));
  return Math.max(3, fit % 2 === 0 ? fit - 1 : fit);
}

/** The root font size in px (Arco's rem). */
function remPx(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 50;
}

/** The rows for the window as it is now, again after a resize (a rotation, a desktop window). */
function useHalfHeightRows(): number {
  const measure = () => rowsForHalfHeight(window.innerHeight, remPx());
  const [rows, setRows] = useState(measure);
  useEffect(() => {
    const update = () => setRows(rowsForHalfHeight(window.innerHeight, remPx()));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return rows;
}

export function LanguageSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const config = useAtomValue(storedBasicConfigAtom);
  const options = useMemo(
    () => languageOptions(config?.client_language_map),
    [config?.client_language_map],
  );
  const data = useMemo(() => [options.map((o) => ({ label: o.label, value: o.value }))], [options]);
  const rows = useHalfHeightRows();
  // One array while the language stays: Arco's PickerView resets the wheel to `value` whenever
  // it gets a new one, and the header renders again while the sheet is open (the bell's count).
  const lng = currentLanguage();
  const value = useMemo(() => [lng], [lng]);
  const langs = useMemo(() => options.map((o) => o.value), [options]);
  useLanguageWheelA11y({ open: visible, name: t('language.title'), langs, rows, onClose });

  return (
    <Picker
      className="adn-language-sheet"
      visible={visible}
      title={t('language.title')}
      data={data}
      cascade={false}
      rows={rows}
      value={value}
      okText={t('action.confirm')}
      dismissText={t('action.cancel')}
      onHide={onClose}
      onOk={(picked) => {
        const next = picked[0] as Language | undefined;
        if (next && next !== currentLanguage()) void chooseLanguage(next);
      }}
    />
  );
}
