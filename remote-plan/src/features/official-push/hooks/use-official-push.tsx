/**
 * Opens the host's official-push congratulation dialog for an official-push plan waiting to
 * be put, once per plan (remembered in localStorage).
 */
import { dialogs } from '@adnet/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { planDetailHref } from '../../../paths';
import type { PlanOrder } from '../../plans/api';
import { PushMessage } from '../components/push-message';
import { markPushSeen, nextUnseenPush } from '../official-push';

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
          <PushMessage
            message={t('push.message')}
            product={plan.product.name}
            planNo={plan.plan_no}
          />
        ),
        okText: t('push.ok'),
        onOk: () => (onOk ? onOk(plan) : navigate(planDetailHref(plan.id))),
      });
      return true;
    },
    [t, navigate],
  );
}
