/** "N plans waiting to be put", above the list of another tab; a tap opens that tab. */
import { toneClass } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import './waiting-line.css';

export function WaitingLine({ count, onOpen }: { count: number; onOpen: () => void }) {
  const { t } = useTranslation('plan');
  return (
    <button
      type="button"
      className={toneClass('warning', 'plan-waiting-line')}
      data-testid="wait-put-count"
      onClick={onOpen}
    >
      {t('list.waitingCount', { count })}
    </button>
  );
}
