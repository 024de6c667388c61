/**
 * Opens the host's official-push congratulation dialog for an official-push plan waiting to
 * be put, once per plan and merchant (remembered in localStorage under the merchant's id).
 * Never on the plan it points to: the detail page marks its own plan seen instead.
 */
import { dialogs, store, userInfoAtom } from '@adnet/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PlanOrder } from '#contract';
import { planDetailHref } from '#paths';
import { PushMessage } from '../components/push-message';
import { markPushSeen, nextUnseenPush, readSeenPushIds } from '../official-push';

/** The merchant's id, or null while user info is not known (then nothing is shown). */
function merchantId(): number | null {
  return store.get(userInfoAtom)?.id ?? null;
}

/** The merchant opened this plan: its dialog is not shown afterwards. */
export function markPlanSeen(plan: Pick<PlanOrder, 'id' | 'official_push'>) {
  const merchant = merchantId();
  if (merchant !== null && plan.official_push) markPushSeen(merchant, plan.id);
}

export function useOfficialPush() {
  const { t } = useTranslation('plan');
  const navigate = useNavigate();

  /** Shows the dialog for the newest unseen candidate among `plans`; true when it did. */
  return useCallback(
    (plans: readonly PlanOrder[], onOk?: (plan: PlanOrder) => void) => {
      const merchant = merchantId();
      if (merchant === null) return false;
      const plan = nextUnseenPush(plans, readSeenPushIds(merchant));
      if (!plan) return false;
      markPushSeen(merchant, plan.id);
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
