/**
 * Changing the login password (docs/product/account.md#account.login-password): old, new and
 * confirmation, each with its message; success ends the session, so the user logs in again.
 */

import { ApiError, rules, session } from '@adnet/shared';
import {
  ActionButton,
  cardClass,
  FIELD_LIMITS,
  Field,
  toast,
  useFormFocus,
} from '@adnet/shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '#components/forms/report-error.ts';
import { passwordsApi } from '../api';
import { type Errors, loginPasswordErrors, type Name } from '../login-password';
import '#components/forms/form.css';

/** The field a server reason belongs to. */
const REASON_FIELD: Record<string, Name> = {
  wrong_old_password: 'old_password',
  password_same_as_old: 'new_password',
  password_mismatch: 'confirm_password',
};

export function LoginPasswordForm() {
  const { t } = useTranslation('adcenter');
  const [values, setValues] = useState<Record<Name, string>>({
    old_password: '',
    new_password: '',
    confirm_password: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const { formRef, focusError } = useFormFocus();

  const set = (name: Name) => (v: string) => {
    setValues((s) => ({ ...s, [name]: v }));
    setErrors((e) => ({ ...e, [name]: null }));
  };

  // Enter in any field and a tap both submit the form
  // (docs/product/forms.md#forms.keys.enter-submits)
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const { old_password, new_password, confirm_password } = values;
    const next = loginPasswordErrors(old_password, new_password, confirm_password);
    setErrors(next);
    if (rules.newLoginPassword(old_password, new_password, confirm_password)) {
      focusError();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await passwordsApi.updatePassword(
        { old_password, new_password, confirm_password },
        { silent: true },
      );
      toast.success(t('common:success.passwordChanged'));
      session.end('password_changed');
    } catch (err) {
      const field = err instanceof ApiError && err.reason ? REASON_FIELD[err.reason] : undefined;
      if (field) {
        setErrors({ [field]: `errors.reason.${(err as ApiError).reason}` });
        focusError();
      } else reportError(err);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const message = (name: Name) => {
    const key = errors[name];
    return key ? t(`common:${key}`) : null;
  };

  return (
    <form className={cardClass('adc-form')} onSubmit={submit} noValidate ref={formRef}>
      <Field
        name="old_password"
        type="password"
        label={t('loginPassword.old')}
        value={values.old_password}
        onChange={set('old_password')}
        error={message('old_password')}
        maxLength={FIELD_LIMITS.old_password}
        autoComplete="current-password"
      />
      <Field
        name="new_password"
        type="password"
        label={t('loginPassword.new')}
        value={values.new_password}
        onChange={set('new_password')}
        error={message('new_password')}
        maxLength={FIELD_LIMITS.new_password}
        autoComplete="new-password"
      />
      <Field
        name="confirm_password"
        type="password"
        label={t('loginPassword.confirm')}
        value={values.confirm_password}
        onChange={set('confirm_password')}
        error={message('confirm_password')}
        maxLength={FIELD_LIMITS.confirm_password}
        autoComplete="new-password"
      />
      <p className="adn-muted adc-form-note">{t('loginPassword.note')}</p>
      <ActionButton type="primary" htmlType="submit" loading={busy} className="adc-submit">
        {t('common:action.submit')}
      </ActionButton>
    </form>
  );
}
