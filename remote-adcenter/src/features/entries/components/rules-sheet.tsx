/** The operating rules of basic config in a bottom sheet (SPEC §1), as plain text. */
import { storedBasicConfigAtom } from '@adnet/shared';
import { Button, Popup } from '@arco-design/mobile-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import './rules-sheet.css';

export function RulesSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('adcenter');
  const config = useAtomValue(storedBasicConfigAtom);
  return (
    <Popup visible={open} close={onClose} direction="bottom" contentClass="adc-rules-popup">
      <div className="adn-sheet" role="dialog" aria-labelledby="adc-rules-title">
        <h2 id="adc-rules-title" className="adn-sheet-title">
          {t('center.entry.rules')}
        </h2>
        <p className="adc-rules-text" data-testid="operating-rules">
          {config?.operating_rules || t('center.noRules')}
        </p>
        <Button type="ghost" onClick={onClose}>
          {t('common:action.close')}
        </Button>
      </div>
    </Popup>
  );
}
