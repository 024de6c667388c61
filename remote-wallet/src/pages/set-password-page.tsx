/**
 * /wallet/set-password (SPEC §4): set, then confirm, then done; the current password first
 * when one exists. After it is set, a bound card prompts an offer to bind it again.
 */
import {
  ApiError,
  api,
  type LockoutErrorData,
  paths,
  rules,
  session,
  store,
  useBackHandler,
  userInfoAtom,
} from '@adnet/shared';
import {
  ActionButton,
  arcoContext,
  ErrorState,
  errorMessage,
  hashPayPassword,
  LoadingState,
  lockoutOf,
  PayPasswordError,
  PayPasswordInput,
  toast,
} from '@adnet/shared/ui';
import { Button, Dialog, Steps } from '@arco-design/mobile-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './wallet.css';

type Step = 'old' | 'set' | 'confirm' | 'done';

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
  const steps: Step[] = hasOld ? ['old', 'set', 'confirm', 'done'] : ['set', 'confirm', 'done'];
  const [step, setStep] = useState<Step>(steps[0]!);
  const [oldDigits, setOldDigits] = useState('');
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [focused, setFocused] = useState(true);
  const [error, setError] = useState<string | null>(null);
  /** a failed check of the current password (SPEC §8), with the server's lockout if any */
  const [wrongOld, setWrongOld] = useState<{ lock: LockoutErrorData | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const values: Record<Exclude<Step, 'done'>, [string, (v: string) => void]> = {
    old: [oldDigits, setOldDigits],
    set: [first, setFirst],
    confirm: [second, setSecond],
  };

  const go = useCallback((next: Step) => {
    setStep(next);
    setError(null);
    setWrongOld(null);
    setFocused(next !== 'done');
  }, []);

  const backToSet = useCallback(() => {
    setSecond('');
    go('set');
  }, [go]);
  useBackHandler(step === 'confirm' ? backToSet : null);

  useEffect(() => {
    if (step === 'set') setFirst('');
  }, [step]);

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

  const verifyOld = async () => {
    setBusy(true);
    try {
      await api.checkPassword({ password: hashPayPassword(oldDigits) }, { silent: true });
      go('set');
    } catch (e) {
      // SPEC §8: any failure of the check reads as a wrong transaction password, with the info
      // icon, and the field loses the focus; a lockout adds its line (issue 14 item 5).
      setOldDigits('');
      setFocused(false);
      setWrongOld({ lock: lockoutOf(e) });
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const mismatch = rules.payPasswordsMatch(first, second);
    if (mismatch) {
      setSecond('');
      setError(t(`common:${mismatch}`));
      return;
    }
    setBusy(true);
    try {
      await api.setPassword(
        {
          ...(hasOld ? { old_password: hashPayPassword(oldDigits) } : {}),
          password: hashPayPassword(first),
          confirm_password: hashPayPassword(second),
        },
        { silent: true },
      );
      toast.success(t('common:success.set'));
      go('done');
      await session.refreshUserInfo().catch(() => {});
      await offerRebind();
    } catch (e) {
      const lock = lockoutOf(e);
      if (hasOld && (lock || (e instanceof ApiError && e.reason === 'wrong_old_password'))) {
        // the server re-checks the current password: its refusal is that check failing
        setOldDigits('');
        setFirst('');
        setSecond('');
        go('old');
        setFocused(false);
        setWrongOld({ lock });
      } else {
        toast.fail(errorMessage(e));
      }
    } finally {
      setBusy(false);
    }
  };

  const next = () => {
    if (busy || step === 'done') return;
    const [value] = values[step];
    if (rules.payPassword(value)) return;
    setFocused(false);
    if (step === 'old') void verifyOld();
    else if (step === 'set') go('confirm');
    else void save();
  };

  const hint: Record<Step, string> = {
    old: t('setPassword.oldHint'),
    set: t('setPassword.setHint'),
    confirm: t('setPassword.confirmHint'),
    done: t('setPassword.doneTitle'),
  };

  return (
    <div className={`wal-page wal-set-password${focused ? ' keypad-up' : ''}`}>
      <Steps
        className="wal-steps"
        current={steps.indexOf(step)}
        items={steps.map((s) => ({ title: t(`setPassword.steps.${s}`) }))}
      />
      {step === 'done' ? (
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
          <h2>{t('setPassword.doneTitle')}</h2>
          <p className="wal-muted">{t('setPassword.doneHint')}</p>
          <Button onClick={() => navigate(paths.wallet)} className="wal-submit">
            {t('setPassword.backToWallet')}
          </Button>
        </div>
      ) : (
        <form
          className="wal-password-step"
          data-testid="set-password-step"
          data-step={step}
          onSubmit={(e) => {
            e.preventDefault();
            next();
          }}
        >
          <p className="wal-step-hint">{hint[step]}</p>
          <PayPasswordInput
            key={step}
            value={values[step][0]}
            onChange={(v) => {
              values[step][1](v);
              if (error) setError(null);
              if (wrongOld) setWrongOld(null);
            }}
            focused={focused}
            onFocusChange={(f) => setFocused(f && !busy)}
            label={hint[step]}
            invalid={Boolean(error || wrongOld)}
            disabled={busy}
          />
          {wrongOld && <PayPasswordError lock={wrongOld.lock} />}
          {error && (
            <p
              className="wal-field-message wal-step-error"
              role="alert"
              data-testid="set-password-error"
            >
              {error}
            </p>
          )}
          <ActionButton
            onClick={(e) => {
              e.stopPropagation();
              next();
            }}
            disabled={values[step][0].length !== rules.PAY_PASSWORD_LENGTH}
            loading={busy}
            className="wal-submit"
          >
            {step === 'confirm' ? t('common:action.confirm') : t('setPassword.next')}
          </ActionButton>
          {step === 'confirm' && (
            <button type="button" className="wal-link wal-restart" onClick={backToSet}>
              {t('setPassword.restart')}
            </button>
          )}
        </form>
      )}
    </div>
  );
}
