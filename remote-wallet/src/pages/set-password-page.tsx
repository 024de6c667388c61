/**
 * /wallet/set-password (SPEC §2, §4): set, then confirm, then done; the current password first
 * when one exists. The steps are the shared PayPasswordFlow (the same as
 * /ad-center/edit-pay-password); this page adds the done step and, when a card is bound, the
 * offer to bind it again.
 */
import { api, paths, session, store, userInfoAtom } from '@adnet/shared';
import { arcoContext, ErrorState, LoadingState, PayPasswordFlow } from '@adnet/shared/ui';
import { Button, Dialog } from '@arco-design/mobile-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './wallet.css';

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
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);

  // After "Done", focus moves to the result (issue 13), not to the body.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const offerRebind = async () => {
    const card = await api.bankCardDetail({ silent: true }).catch(() => null);
    if (!card) return;
    Dialog.confirm(
      {
        title: t('setPassword.rebindTitle'),
        children: t('setPassword.rebindMessage'),
        okText: t('setPassword.rebind'),
        cancelText: t('setPassword.later'),
        platform: 'ios',
        className: 'wal-rebind-dialog',
        onOk: () => {
          void navigate(paths.bindCard);
        },
      },
      arcoContext,
    );
  };

  const onSuccess = async () => {
    setDone(true);
    await session.refreshUserInfo().catch(() => {});
    await offerRebind();
  };

  if (!done) return <PayPasswordFlow hasOld={hasOld} onSuccess={onSuccess} />;

  return (
    <div className="wal-page wal-set-password">
      <div className="wal-done" data-testid="set-password-done">
        <span className="wal-done-icon" aria-hidden="true">
          <svg viewBox="0 0 48 48" width="56" height="56">
            <circle cx="24" cy="24" r="22" style={{ fill: 'var(--adn-success)' }} />
            <path
              d="M14 24l7 7 13-14"
              fill="none"
              style={{ stroke: 'var(--adn-on-primary)' }}
              strokeWidth="4"
            />
          </svg>
        </span>
        <h2 ref={doneRef} tabIndex={-1}>
          {t('setPassword.doneTitle')}
        </h2>
        <p className="wal-muted">{t('setPassword.doneHint')}</p>
        <Button onClick={() => navigate(paths.wallet)} className="wal-submit">
          {t('setPassword.backToWallet')}
        </Button>
      </div>
    </div>
  );
}
