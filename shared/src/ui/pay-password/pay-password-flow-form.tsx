/**
 * PayPasswordFlow: setting or changing the transaction password, the one flow of
 * /ad-center/edit-pay-password and /wallet/set-password
 * (docs/product/transaction-password.md#transaction-password.flow): set, then confirm, then
 * done; six digits, non-digits stripped, the button disabled until six, "the two passwords do
 * not match"; a failed check shows the transaction-password error with its info icon and
 * unfocuses the field. Steps: the current password when one is set,
 * checked with /check/password before going on → the new one → the same again, then
 * /set/password with the MD5 hex of each. The page composes it: its title, and what happens
 * after "Set successfully" (`onSuccess`).
 */
import { ApiError, api, dialogs, useBackHandler } from '@adnet/shared';
import { type FormEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../action-button/action-button';
import { lockoutOf, requestErrorText, triesLeftOf } from '../request-error-text';
import { toast } from '../toast';
import { PayPasswordError } from './pay-password-error';
import {
  initialPayFlow,
  isComplete,
  type PayFlowState,
  type PayStep,
  payFlowReducer,
} from './pay-password-flow';
import { hashPayPassword } from './pay-password-hash';
import { PayPasswordInput } from './pay-password-input';
import './pay-password-flow.css';

export interface PayPasswordFlowProps {
  /** whether a transaction password exists: the current one is asked first */
  hasOld: boolean;
  /**
   * What the route does once the password is set ("Set successfully" has been shown). The
   * flow stays busy until it settles.
   */
  onSuccess: () => void | Promise<void>;
}

/** Where a server reason (other than a refused current password) sends the user back to. */
const REASON_STEP: Partial<Record<string, PayStep>> = {
  password_mismatch: 'new',
};

export function PayPasswordFlow({ hasOld, onSuccess }: PayPasswordFlowProps) {
  const { t } = useTranslation('common');
  const [state, dispatch] = useReducer(payFlowReducer, hasOld, initialPayFlow);
  const [keyboard, setKeyboard] = useState(true);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef(state.step);

  // The caller may learn about an existing password after the first render.
  useEffect(() => {
    dispatch({ type: 'reset', hasOld });
  }, [hasOld]);

  // Focus moves to the field of the step that comes next; a failed check leaves it unfocused
  // (docs/product/transaction-password.md#transaction-password.flow.focus).
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    if (state.failedCheck) return;
    setKeyboard(true);
    rootRef.current?.querySelector<HTMLElement>('[data-testid="pay-password-cells"]')?.focus();
  }, [state.step, state.failedCheck]);

  const restart = useCallback(() => dispatch({ type: 'restart' }), []);
  useBackHandler(state.step === 'confirm' && !busy ? restart : null);

  /**
   * Any failed check shows the error with its icon and unfocuses the field
   * (docs/product/transaction-password.md#transaction-password.failed-check).
   */
  const failCheck = (error: unknown) => {
    setKeyboard(false);
    dispatch({ type: 'checkFailed', lock: lockoutOf(error), triesLeft: triesLeftOf(error) });
  };

  const verifyOld = async (old: string) => {
    setBusy(true);
    try {
      await api.checkPassword({ password: hashPayPassword(old) }, { silent: true });
      dispatch({ type: 'verified' });
    } catch (e) {
      failCheck(e);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (values: PayFlowState['values']) => {
    setBusy(true);
    // the last step is sent: the keypad goes now, so that the result's toast is placed for the
    // screen without it (over the keypad it would go to the top, onto the done check)
    setKeyboard(false);
    try {
      await api.setPassword(
        {
          ...(hasOld ? { old_password: hashPayPassword(values.old) } : {}),
          password: hashPayPassword(values.new),
          confirm_password: hashPayPassword(values.confirm),
        },
        { silent: true },
      );
    } catch (e) {
      const reason = e instanceof ApiError ? e.reason : undefined;
      const lock = lockoutOf(e);
      const step = reason ? REASON_STEP[reason] : undefined;
      if (hasOld && (lock || reason === 'wrong_old_password')) {
        // the server re-checks the current password: its refusal is that check failing
        failCheck(e);
      } else if (reason && step) {
        dispatch({ type: 'fail', step, error: `errors.reason.${reason}` });
      } else {
        toast.fail(requestErrorText(e, t));
        dispatch({ type: 'unsent' });
      }
      setBusy(false);
      return;
    }
    toast.success(t('success.set'));
    setKeyboard(false);
    try {
      await onSuccess();
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

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    next();
  };

  const value = state.values[state.step];
  const label = t(`payPassword.flow.step.${state.step}`);

  return (
    // Clicks inside stay inside: Arco's keyboard closes on any document click.
    <form
      ref={rootRef}
      className={`adn-pay-flow${keyboard ? ' keypad-up' : ''}`}
      data-testid="pay-flow"
      noValidate
      onClick={(e) => e.stopPropagation()}
      onSubmit={onSubmit}
    >
      <ol className="adn-pay-flow-steps" aria-label={t('payPassword.title')}>
        {state.steps.map((s) => (
          <li
            key={s}
            className={s === state.step ? 'is-current' : undefined}
            aria-current={s === state.step ? 'step' : undefined}
          >
            {t(`payPassword.flow.stepName.${s}`)}
          </li>
        ))}
      </ol>
      <h2 className="adn-pay-flow-title" data-testid="pay-step" data-step={state.step}>
        {label}
      </h2>
      <PayPasswordInput
        value={value}
        onChange={(text) => dispatch({ type: 'input', text })}
        focused={keyboard}
        onFocusChange={(f) => setKeyboard(f && !busy)}
        label={label}
        invalid={Boolean(state.error || state.failedCheck)}
        disabled={busy}
        // Enter in the cells submits the step, as in any form field
        onEnter={() => {
          if (isComplete(value)) next();
        }}
      />
      {state.failedCheck ? (
        <PayPasswordError lock={state.failedCheck.lock} triesLeft={state.failedCheck.triesLeft} />
      ) : state.error ? (
        <p className="adn-pay-flow-error" role="alert" data-testid="pay-flow-error">
          {t(state.error)}
        </p>
      ) : (
        <p className="adn-pay-flow-hint">{t('payPassword.flow.hint')}</p>
      )}
      <ActionButton
        type="primary"
        className="adn-pay-flow-submit"
        disabled={!isComplete(value) || busy}
        loading={busy}
        onClick={(e) => {
          e.stopPropagation();
          next();
        }}
      >
        {state.step === 'confirm' ? t('action.confirm') : t('payPassword.flow.next')}
      </ActionButton>
      {state.step === 'old' && (
        <button
          type="button"
          className="adn-pay-flow-link"
          onClick={() => {
            setKeyboard(false);
            dialogs.customerService();
          }}
        >
          {t('payPassword.forgot')}
        </button>
      )}
      {state.step === 'confirm' && (
        <button type="button" className="adn-pay-flow-link" disabled={busy} onClick={restart}>
          {t('payPassword.flow.restart')}
        </button>
      )}
    </form>
  );
}
