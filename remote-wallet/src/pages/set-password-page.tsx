/**
 * /wallet/set-password (docs/product/transaction-password.md#transaction-password.flow): set, then
 * confirm, then done; the current password first when one exists. The steps are the shared
 * PayPasswordFlow and PayPasswordDone (the same as /ad-center/edit-pay-password); this page adds
 * the way back to the wallet and, when a card is bound, the offer to bind it again. Whether a password exists is read from fresh
 * user info by the route's loader.
 */
import { type Resource, session, useResource } from '@adnet/shared';
import { Loaded, PayPasswordDone, PayPasswordFlow, useRebindOffer } from '@adnet/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { paths } from '../paths';
import './page.css';

/** /wallet/set-password: whether a transaction password exists, from fresh user info. */
export interface SetPasswordData {
  hasPassword: Resource<boolean>;
}

export function SetPasswordPage() {
  const hasPassword = useResource((useLoaderData() as SetPasswordData).hasPassword);
  // Decided once on entry: after success the refreshed user info says a password exists.
  return <Loaded state={hasPassword}>{(hasOld) => <SetPasswordSteps hasOld={hasOld} />}</Loaded>;
}

function SetPasswordSteps({ hasOld }: { hasOld: boolean }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const rebind = useRebindOffer(paths.bindCard);

  const onSuccess = async () => {
    setDone(true);
    await session.refreshUserInfo().catch(() => {});
    await rebind.offer();
  };

  if (!done) return <PayPasswordFlow hasOld={hasOld} onSuccess={onSuccess} />;
  return (
    <div className="wal-page wal-set-password">
      <PayPasswordDone
        backText={t('setPassword.backToWallet')}
        onBack={() => navigate(paths.wallet)}
      />
      {rebind.dialog}
    </div>
  );
}
