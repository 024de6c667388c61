import { Tag } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import type { PlanStatus } from '../api';
import { statusTone } from '../plan-status';

export function StatusTag({ status }: { status: PlanStatus }) {
  const { t } = useTranslation('plan');
  return (
    <Tag tone={statusTone(status)} pill className="plan-status" data-testid="plan-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
