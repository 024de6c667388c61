/**
 * The plans waiting to be put, with their count; a tap opens them in the plan list. `count`
 * null: the cell stands where the kept answer says it will (no shift), the count itself waits
 * for the fresh answer ("…").
 */

import { badgeText, paths } from '@adnet/shared';
import { Badge, Cell } from '@adnet/shared/arco';
import { cardClass } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './wait-put-cell.css';

export function WaitPutCell({ count }: { count: number | null }) {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  return (
    <div
      className={cardClass('adc-waitput', { flush: true })}
      data-testid="wait-put"
      data-adn-to={`${paths.plan}?status=wait_put`}
    >
      <Cell
        label={t('center.waitPut', { count: count ?? '…' })}
        showArrow
        bordered={false}
        onClick={() => navigate(`${paths.plan}?status=wait_put`)}
      >
        <Badge text={badgeText(count ?? 0)} absolute={false} visible={(count ?? 0) > 0} />
      </Cell>
    </div>
  );
}
