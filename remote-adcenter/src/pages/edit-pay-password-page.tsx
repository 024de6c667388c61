/**
 * /ad-center/edit-pay-password: the six-digit transaction password. The old one first
 * when one is set, then the new one twice; each is sent as the MD5 hex of the digits
 * (hashPayPassword, the md5 of @adnet/shared). The cells and the Arco number keyboard are
 * the shared PayPasswordInput, the same as in the password dialog.
 */
import { ApiError, api, dialogs, paths, session, userInfoAtom } from '@adnet/shared';
import { hashPayPassword, PayPasswordInput, toast } from '@adnet/shared/ui';
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

/** Where a server reason sends the user back to. */
const REASON_STEP: Record<string, PayStep> = {
  wrong_old_password: 'old',
  wrong_pay_password: 'old',
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
      const step = reason ? REASON_STEP[reason] : undefined;
      if (reason && step && state.steps.includes(step)) {
        dispatch({ type: 'fail', step, error: `errors.reason.${reason}` });
      } else {
        reportError(e);
        dispatch({ type: 'fail', step: state.steps[0]!, error: '' });
      }
    } finally {
      setBusy(false);
    }
  };

  const next = () => {
    if (busy) return;
    const after = payFlowReducer(state, { type: 'next' });
    dispatch({ type: 'replace', state: after });
    if (after.done) void submit(after.values);
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
        invalid={Boolean(state.error)}
        disabled={busy}
      />
      {state.error ? (
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
