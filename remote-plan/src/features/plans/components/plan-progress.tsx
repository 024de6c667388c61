import { useFormat } from '@adnet/shared';
import { Progress } from '@adnet/shared/arco';
import { useTranslation } from 'react-i18next';
import { statusTone } from '../plan-status';
import './plan-progress.css';
import type { PlanStatus } from '../api';

/** Arco Progress in the status colour, with the percentage in the active language. */
export function PlanProgress({ value, status }: { value: number; status: PlanStatus }) {
  const { t } = useTranslation('plan');
  const format = useFormat();
  const percent = Math.max(0, Math.min(100, value));
  return (
    <div
      className="plan-progress"
      role="progressbar"
      aria-label={t('field.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={format.percent(percent)}
      data-testid="plan-progress"
    >
      {/* Arco's bar is a second, unnamed progressbar: the wrapper above is the one announced */}
      <div aria-hidden="true">
        <Progress
          percentage={percent}
          percentPosition="right"
          progressColor={`var(--adn-${statusTone(status)})`}
          trackColor="var(--adn-border)"
          progressStroke={6}
          trackStroke={6}
          filleted
          renderPercent={() => (
            <span className="plan-progress-text">{format.percent(percent)}</span>
          )}
        />
      </div>
    </div>
  );
}
