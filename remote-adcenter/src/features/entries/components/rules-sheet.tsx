/**
 * The operating rules of basic config in a bottom sheet, as plain text
 * (docs/product/ad-centre.md#ad-centre.rules).
 */
import { storedBasicConfigAtom } from '@adnet/shared';
import { Button } from '@adnet/shared/arco';
import { Sheet } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import './rules-sheet.css';

export function RulesSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('adcenter');
  const config = useAtomValue(storedBasicConfigAtom);
  return (
    <Sheet open={open} onClose={onClose} title={t('center.entry.rules')}>
      <p className="adc-rules-text" data-testid="operating-rules">
        {config?.operating_rules || t('center.noRules')}
      </p>
      <Button type="ghost" onClick={onClose}>
        {t('common:action.close')}
      </Button>
    </Sheet>
  );
}
