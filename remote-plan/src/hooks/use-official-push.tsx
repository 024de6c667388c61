/**
 * Opens the host's official-push congratulation dialog for an official-push plan waiting to
 * be put, once per plan (remembered in localStorage).
 */
import { dialogs, type PlanOrder, paths } from '@adnet/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { markPushSeen, nextUnseenPush } from '../lib/official-push';

export function useOfficialPush() {
  const { t } = useTranslation('plan');
  const navigate = useNavigate();

  /** Shows the dialog for the newest unseen candidate among `plans`; true when it did. */
  return useCallback(
    (plans: readonly PlanOrder[], onOk?: (plan: PlanOrder) => void) => {
      const plan = nextUnseenPush(plans);
      if (!plan) return false;
      markPushSeen(plan.id);
      dialogs.officialPush({
        title: t('common:officialPush.title'),
        content: (
          <div className="plan-push-dialog">
            <p>{t('push.message')}</p>
            <p className="plan-push-dialog-product">{plan.product.name}</p>
            <p className="plan-push-dialog-no">{plan.plan_no}</p>
          </div>
        ),
        okText: t('push.ok'),
        onOk: () =>
          onOk ? onOk(plan) : navigate(`${paths.planDetail}?id=${encodeURIComponent(plan.id)}`),
      });
      return true;
    },
    [t, navigate],
  );
}
