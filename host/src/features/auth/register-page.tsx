import { api, type RegisterBody, rules } from '@adnet/shared';
import { FIELD_LIMITS, Field, requestErrorText, toast } from '@adnet/shared/ui';
import { Button } from '@arco-design/mobile-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

type Form = RegisterBody;
const empty: Form = {
  username: '',
  nickname: '',
  password: '',
  confirm_password: '',
  email: '',
  phone: '',
  license_key: '',
};

export function validateRegister(f: Form): Partial<Record<keyof Form, string | null>> {
  return {
    username: rules.required(f.username),
    nickname: rules.required(f.nickname),
    password: rules.required(f.password),
    confirm_password: rules.passwordsMatch(f.password, f.confirm_password),
    email: rules.email(f.email),
    phone: rules.phone(f.phone),
    license_key: rules.required(f.license_key),
  };
}

export function RegisterPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string | null>>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = validateRegister(form);
    setErrors(next);
    if (Object.values(next).some(Boolean) || busy) return;
    setBusy(true);
    try {
      await api.register(
        { ...form, username: form.username.trim(), email: form.email.trim() },
        { silent: true },
      );
      toast.success(t('common:success.register'));
      navigate('/login', { replace: true, state: { username: form.username.trim() } });
    } catch (err) {
      // a fail toast (an over-long field with its name and limit); the form keeps what was typed
      toast.fail(requestErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof Form, type?: 'password' | 'email' | 'tel', autoComplete?: string) => (
    <Field
      className="adn-auth-field"
      name={key}
      label={t(`fields.${key}`)}
      value={form[key]}
      onChange={set(key)}
      error={errors[key] && t(`common:${errors[key]}`)}
      type={type}
      autoComplete={autoComplete}
      maxLength={FIELD_LIMITS[key]}
    />
  );

  return (
    <form className="adn-auth" onSubmit={submit} noValidate>
      {field('username', undefined, 'username')}
      {field('nickname', undefined, 'nickname')}
      {field('password', 'password', 'new-password')}
      {field('confirm_password', 'password', 'new-password')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel')}
      {field('license_key')}
      <Button type="primary" loading={busy} className="adn-auth-submit" onClick={submit}>
        {t('register.submit')}
      </Button>
      <p className="adn-auth-switch">
        {t('register.haveAccount')} <Link to="/login">{t('register.toLogin')}</Link>
      </p>
    </form>
  );
}
