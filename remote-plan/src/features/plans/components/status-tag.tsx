import { useTranslation } from 'react-i18next';
import { statusTone } from '../plan-status';
import './status-tag.css';
import type { PlanStatus } from '../api';

export function StatusTag({ status }: { status: PlanStatus }) {
  const { t } = useTranslation('plan');
  return (
    <span className={`plan-status plan-tone-${statusTone(status)}`} data-testid="plan-status">
      {t(`status.${status}`)}
    </span>
  );
}
