/**
 * "As of 14:03 · updating": shown with figures or a list drawn from the merchant's kept answer
 * (api/last-answers.ts) — before the fresh answer comes (`updating`), or in its place when it
 * could not be fetched — with the time the kept answer was fetched (docs/product/formats.md#formats.as-of,
 * #formats.time).
 * Nothing for a fresh answer. `polite`: a screen reader hears the label change.
 */
import { formatTime } from '@adnet/shared';
import { useTranslation } from 'react-i18next';
import './states.css';

export interface AsOfProps {
  at: number | undefined;
  /** the fresh answer is on its way */
  updating?: boolean;
  className?: string;
  /**
   * Once shown, the label's line stays, empty, when the answer is fresh: the content under it
   * does not move (the same element, so the very same height).
   */
  keepSpace?: boolean;
}

export function AsOf({ at, updating = false, className, keepSpace = false }: AsOfProps) {
  const { t, i18n } = useTranslation('common');
  const classes = className ? `adn-as-of ${className}` : 'adn-as-of';
  if (at === undefined) {
    return keepSpace ? (
      <p className={`${classes} adn-as-of-space`} aria-hidden="true">
        {'\u00a0'}
      </p>
    ) : null;
  }
  const time = formatTime(at, i18n.language);
  return (
    <p className={classes} data-testid="as-of" data-updating={updating || undefined}>
      {updating ? t('offline.asOfUpdating', { time }) : t('offline.asOf', { time })}
    </p>
  );
}
