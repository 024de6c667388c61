import { StatusTag as Status } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import type { PlanStatus } from '../api';
import { statusTone } from '../plan-status';

export function StatusTag({ status }: { status: PlanStatus }) {
  const { t } = useTranslation('plan');
  return (
    <Status tone={statusTone(status)} className="plan-status" data-testid="plan-status">
      {t(`status.${status}`)}
    </Status>
  );
}
