/** The account settings of the ad centre: login and transaction password. */

import { Cell } from '@adnet/shared/arco';
import { cardClass } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '#paths';

export function AccountCells() {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  return (
    <Cell.Group className={cardClass('adc-account', { flush: true })} header={t('center.account')}>
      <Cell
        label={t('loginPassword.title')}
        showArrow
        onClick={() => navigate(paths.editLoginPassword)}
      />
      <Cell
        label={t('payPassword.title')}
        showArrow
        onClick={() => navigate(paths.editPayPassword)}
      />
    </Cell.Group>
  );
}
