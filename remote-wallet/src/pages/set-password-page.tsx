/**
 * /wallet/set-password (SPEC §2, §4): set, then confirm, then done; the current password first
 * when one exists. The steps are the shared PayPasswordFlow (the same as
 * /ad-center/edit-pay-password); this page adds the done step and, when a card is bound, the
 * offer to bind it again.
 */
import { session, store, userInfoAtom } from '@adnet/shared';
import { ErrorState, LoadingState, PayPasswordFlow } from '@adnet/shared/ui';
import { useEffect, useState } from 'react';
import {
  PasswordDone,
  useOfferRebind,
} from '../features/transaction-password/components/password-done';
import './page.css';

/** Whether a transaction password exists, read from fresh user info once on entry. */
function useHasPayPassword() {
  const [hasOld, setHasOld] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    session
      .refreshUserInfo()
      .then(() => live && setHasOld(Boolean(store.get(userInfoAtom)?.has_pay_password)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt]);
  return { hasOld, failed, retry: () => setAttempt((n) => n + 1) };
}

export function SetPasswordPage() {
  const { hasOld, failed, retry } = useHasPayPassword();
  if (hasOld === null) return failed ? <ErrorState onRetry={retry} /> : <LoadingState />;
  // Decided once on entry: after success the refreshed user info says a password exists.
  return <SetPasswordSteps hasOld={hasOld} />;
}

function SetPasswordSteps({ hasOld }: { hasOld: boolean }) {
  const [done, setDone] = useState(false);
  const offerRebind = useOfferRebind();

  const onSuccess = async () => {
    setDone(true);
    await session.refreshUserInfo().catch(() => {});
    await offerRebind();
  };

  if (!done) return <PayPasswordFlow hasOld={hasOld} onSuccess={onSuccess} />;
  return (
    <div className="wal-page wal-set-password">
      <PasswordDone />
    </div>
  );
}
