/**
 * /ad-center/edit-pay-password: the six-digit transaction password. The old one first
 * when one is set, then the new one twice; each is sent as the MD5 hex of the digits
 * (hashPayPassword, the md5 of @adnet/shared). The cells and the Arco number keyboard are
 * the shared PayPasswordInput, the same as in the password dialog.
 */
import { ApiError, api, dialogs, paths, session, userInfoAtom } from '@adnet/shared';
import {
  hashPayPassword,
  lockoutOf,
  PayPasswordError,
  PayPasswordInput,
  toast,
} from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionButton } from '../components/action-button';
import {
  initialPayFlow,
  isComplete,
  type PayFlowState,
  type PayStep,
  payFlowReducer,
} from '../lib/pay-password-flow';
import { reportError } from '../lib/report-error';

/** Where a server reason (other than a refused old password) sends the user back to. */
const REASON_STEP: Record<string, PayStep> = {
  password_mismatch: 'new',
};

export function EditPayPasswordPage() {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const hasOld = Boolean(user?.has_pay_password);
  const [state, dispatch] = useReducer(payFlowReducer, hasOld, initialPayFlow);
  const [keyboard, setKeyboard] = useState(true);
  const [busy, setBusy] = useState(false);

  // User info may arrive after the first render (a refresh at boot).
  useEffect(() => {
    dispatch({ type: 'reset', hasOld });
  }, [hasOld]);

  const value = state.values[state.step];
  const last = state.step === 'confirm';

  const submit = async (values: PayFlowState['values']) => {
    setBusy(true);
    try {
      await api.setPassword(
        {
          ...(hasOld ? { old_password: hashPayPassword(values.old) } : {}),
          password: hashPayPassword(values.new),
          confirm_password: hashPayPassword(values.confirm),
        },
        { silent: true },
      );
      toast.success(t('common:success.set'));
      await session.refreshUserInfo().catch(() => {});
      navigate(paths.adCenter, { replace: true });
    } catch (e) {
      const reason = e instanceof ApiError ? e.reason : undefined;
      const lock = lockoutOf(e);
      const step = reason ? REASON_STEP[reason] : undefined;
      if (hasOld && (lock || reason === 'wrong_old_password')) {
        // the server re-checks the current password: its refusal is that check failing
        failCheck(lock);
      } else if (reason && step && state.steps.includes(step)) {
        dispatch({ type: 'fail', step, error: `errors.reason.${reason}` });
      } else {
        // nothing the user typed was wrong: keep the entries for another try
        reportError(e);
        dispatch({ type: 'replace', state: { ...state, done: false } });
      }
    } finally {
      setBusy(false);
    }
  };

  /** SPEC §8: any failed check shows the error with its icon and unfocuses the field. */
  const failCheck = (lock: ReturnType<typeof lockoutOf>) => {
    setKeyboard(false);
    dispatch({ type: 'checkFailed', lock });
  };

  const verifyOld = async (old: string) => {
    setBusy(true);
    try {
      await api.checkPassword({ password: hashPayPassword(old) }, { silent: true });
      dispatch({ type: 'verified' });
    } catch (e) {
      failCheck(lockoutOf(e));
    } finally {
      setBusy(false);
    }
  };

  const next = () => {
    if (busy) return;
    const after = payFlowReducer(state, { type: 'next' });
    dispatch({ type: 'replace', state: after });
    if (after.verify) void verifyOld(after.values.old);
    else if (after.done) void submit(after.values);
  };

  return (
    // Clicks inside stay inside: Arco's keyboard closes on any document click.
    <div className="adc-pay adc-card" onClick={(e) => e.stopPropagation()}>
      <ol className="adc-pay-steps" aria-label={t('payPassword.title')}>
        {state.steps.map((s) => (
          <li key={s} className={s === state.step ? 'adc-pay-step-current' : undefined}>
            {t(`payPassword.stepName.${s}`)}
          </li>
        ))}
      </ol>
      <h2 className="adc-pay-title" data-testid="pay-step" data-step={state.step}>
        {t(`payPassword.step.${state.step}`)}
      </h2>
      <PayPasswordInput
        value={value}
        onChange={(text) => dispatch({ type: 'input', text })}
        focused={keyboard}
        onFocusChange={setKeyboard}
        label={t(`payPassword.step.${state.step}`)}
        invalid={Boolean(state.error || state.failedCheck)}
        disabled={busy}
      />
      {state.failedCheck ? (
        <PayPasswordError lock={state.failedCheck.lock} />
      ) : state.error ? (
        <p className="adc-field-message" role="alert" data-testid="pay-error">
          {t(`common:${state.error}`)}
        </p>
      ) : (
        <p className="adc-muted adc-pay-hint">{t('payPassword.hint')}</p>
      )}
      <ActionButton
        type="primary"
        className="adc-submit"
        disabled={!isComplete(value) || busy}
        loading={busy}
        onClick={next}
      >
        {last ? t('common:action.confirm') : t('payPassword.next')}
      </ActionButton>
      {state.step === 'old' && (
        <button
          type="button"
          className="adc-link adc-pay-forgot"
          onClick={() => dialogs.customerService()}
        >
          {t('common:payPassword.forgot')}
        </button>
      )}
    </div>
  );
}
