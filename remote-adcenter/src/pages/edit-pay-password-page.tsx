/**
 * /ad-center/edit-pay-password ("Change transaction password"): the same steps and done state as
 * /wallet/set-password. The shared PayPasswordFlow (current password when one is set → new →
 * confirm; a failed check shows the transaction-password error with its info icon), then the
 * shared PayPasswordDone and, when a card is bound, the offer to bind it again. Whether a password exists is read
 * from fresh user info by the route's loader: one set on another device is asked for first.
 */
import { type Resource, session, paths as shared, useResource } from '@adnet/shared';
import { Loaded, PayPasswordDone, PayPasswordFlow, useRebindOffer } from '@adnet/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { paths } from '../paths';

export interface EditPayPasswordData {
  hasPassword: Resource<boolean>;
}

/** The wallet's card form: a page of the wallet remote, linked by its URL. */
const BIND_CARD = `${shared.wallet}/bind-card`;

export function EditPayPasswordPage() {
  const hasPassword = useResource((useLoaderData() as EditPayPasswordData).hasPassword);
  // Decided once on entry: after success the refreshed user info says a password exists.
  return <Loaded state={hasPassword}>{(hasOld) => <PayPasswordSteps hasOld={hasOld} />}</Loaded>;
}

function PayPasswordSteps({ hasOld }: { hasOld: boolean }) {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const rebind = useRebindOffer(BIND_CARD);

  const onSuccess = async () => {
    setDone(true);
    await session.refreshUserInfo().catch(() => {});
    await rebind.offer();
  };

  if (!done) return <PayPasswordFlow hasOld={hasOld} onSuccess={onSuccess} />;
  return (
    <>
      <PayPasswordDone
        backText={t('payPassword.backToAdCenter')}
        onBack={() => navigate(paths.adCenter, { replace: true })}
      />
      {rebind.dialog}
    </>
  );
}
