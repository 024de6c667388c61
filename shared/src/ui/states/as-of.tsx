/**
 * "As of 12:03": shown above figures or a list that the API client served from the kept last
 * answers (offline, or no answer from the network: api/last-answers.ts), with the time they
 * were fetched. Nothing for a fresh answer.
 */
import { formatTime } from '@adnet/shared';
import { useTranslation } from 'react-i18next';
import './states.css';

export function AsOf({ at, className }: { at: number | undefined; className?: string }) {
  const { t, i18n } = useTranslation('common');
  if (at === undefined) return null;
  return (
    <p className={className ? `adn-as-of ${className}` : 'adn-as-of'} data-testid="as-of">
      {t('offline.asOf', { time: formatTime(at, i18n.language) })}
    </p>
  );
}
