/**
 * /ad-center/edit-pay-password ("Change transaction password"): the same steps and done state as
 * /wallet/set-password. The shared PayPasswordFlow (current password when one is set → new →
 * confirm; a failed check shows the transaction-password error with its info icon), then the done
 * state and, when a card is bound, the offer to bind it again. Whether a password exists is read
 * from fresh user info by the route's loader: one set on another device is asked for first.
 */
import { api, type Resource, session, paths as shared, useResource } from '@adnet/shared';
import { Button } from '@adnet/shared/arco';
import { cardClass, Loaded, PayPasswordFlow, RebindDialog } from '@adnet/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { paths } from '../paths';
import '../components/forms/form.css';

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
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  // the offer to bind the payout details again (the shared dialog says why), drawn by this
  // page so that it goes with it
  const [rebind, setRebind] = useState(false);

  const onSuccess = async () => {
    setDone(true);
    await session.refreshUserInfo().catch(() => {});
    const card = await api.bankCardDetail({ silent: true }).catch(() => null);
    if (card) setRebind(true);
  };

  if (!done) return <PayPasswordFlow hasOld={hasOld} onSuccess={onSuccess} />;
  return (
    <>
      <PasswordDone />
      <RebindDialog
        open={rebind}
        onLater={() => setRebind(false)}
        onRebind={() => {
          setRebind(false);
          void navigate(BIND_CARD);
        }}
      />
    </>
  );
}

function PasswordDone() {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const doneRef = useRef<HTMLHeadingElement>(null);

  // After "Done", focus moves to the result, not to the body.
  useEffect(() => {
    doneRef.current?.focus();
  }, []);

  return (
    <div className="adc-done-page">
      <div className={cardClass('adc-done')} data-testid="set-password-done">
        <span className="adc-done-icon" aria-hidden="true">
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
          {t('payPassword.doneTitle')}
        </h2>
        <p className="adn-caption">{t('payPassword.doneHint')}</p>
        <Button onClick={() => navigate(paths.adCenter, { replace: true })} className="adc-submit">
          {t('payPassword.backToAdCenter')}
        </Button>
      </div>
    </div>
  );
}
