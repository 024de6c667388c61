/**
 * "N plans waiting to be put", above the list of another tab; a tap opens that tab. `count`
 * null: the line stands where the kept answer says it will (no shift), its number waits for the
 * fresh answer ("…").
 */
import { toneClass } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import './waiting-line.css';

export function WaitingLine({ count, onOpen }: { count: number | null; onOpen: () => void }) {
  const { t } = useTranslation('plan');
  return (
    <button
      type="button"
      className={toneClass('warning', 'plan-waiting-line')}
      data-testid="wait-put-count"
      onClick={onOpen}
    >
      {t('list.waitingCount', { count: count ?? '…' })}
    </button>
  );
}
