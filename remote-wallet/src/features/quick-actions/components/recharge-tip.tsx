/**
 * Deposits are manual (docs/product/wallet.md#wallet.recharge): the tip opens customer service in
 * its recharge variant.
 */

import { dialogs } from '@adnet/shared';
import { toneClass } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import './recharge-tip.css';

export function RechargeTip() {
  const { t } = useTranslation('wallet');
  return (
    <button
      type="button"
      className={toneClass('warning', 'wal-recharge-tip')}
      onClick={() => dialogs.customerService({ variant: 'recharge' })}
      data-testid="recharge-tip"
    >
      <span>{t('recharge.tip')}</span>
      <span className="wal-recharge-link">{t('actions.recharge')}</span>
    </button>
  );
}
