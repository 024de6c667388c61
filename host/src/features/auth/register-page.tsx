import { api, paths, type RegisterBody, rules } from '@adnet/shared';
import {
  ActionButton,
  FIELD_LIMITS,
  Field,
  refusedField,
  requestErrorText,
  toast,
  useFormFocus,
  useSendOnce,
} from '@adnet/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/**
 * every field as typed; the nickname is optional and sent only when given
 * (docs/product/account.md#account.register.nickname)
 */
type Form = Required<RegisterBody>;
const empty: Form = {
  username: '',
  nickname: '',
  password: '',
  confirm_password: '',
  email: '',
  phone: '',
  license_key: '',
};

/**
 * Every field is required but the nickname; the username must also be one the server takes
 * (its length and characters, stated under the field), so it is refused here with that rule
 * rather than by the server after the form was sent.
 */
export function validateRegister(f: Form): Partial<Record<keyof Form, string | null>> {
  return {
    username: rules.username(f.username),
    password: rules.required(f.password),
    confirm_password: rules.passwordsMatch(f.password, f.confirm_password),
    email: rules.email(f.email),
    phone: rules.phone(f.phone),
    license_key: rules.required(f.license_key),
  };
}

/** What is sent: the form as typed, trimmed where the server trims, without an empty nickname. */
export function registerBody(f: Form): RegisterBody {
  const { nickname, ...rest } = f;
  const body: RegisterBody = { ...rest, username: f.username.trim(), email: f.email.trim() };
  if (nickname.trim()) body.nickname = nickname;
  return body;
}

export function RegisterPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string | null>>>({});
  /** a field the server refused, with its words: said under that field, not in a toast */
  const [refused, setRefused] = useState<{ field: string; text: string } | null>(null);
  const { busy, isSending, sendOnce } = useSendOnce();
  const set = (key: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setRefused((r) => (r?.field === key ? null : r));
  };

  const { formRef, focusError } = useFormFocus();

  // Enter in any field and a tap on the button both submit the form
  // (docs/product/forms.md#forms.keys.enter-submits)
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isSending()) return;
    const next = validateRegister(form);
    setErrors(next);
    if (Object.values(next).some(Boolean)) {
      focusError();
      return;
    }
    // the guard stays set after a success: the page is leaving, and a second Enter or tap
    // must not send again
    await sendOnce(async () => {
      await api.register(registerBody(form), { silent: true });
      toast.success(t('common:success.register'));
      navigate(paths.login, { replace: true, state: { username: form.username.trim() } });
    }).catch((err: unknown) => {
      // the server's reason, the form keeping what was typed: under the field it names (an
      // over-long field with its limit, an invalid phone, a taken username), else a fail toast
      // (a 400's own sentence; "system error" only when it gives none)
      const name = refusedField(err);
      const input = name
        ? formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)
        : null;
      if (name && input) {
        setRefused({ field: name, text: requestErrorText(err) });
        requestAnimationFrame(() => input.focus());
      } else toast.fail(requestErrorText(err));
    });
  };

  const field = (
    key: keyof Form,
    type?: 'password' | 'email' | 'tel',
    autoComplete?: string,
    placeholder?: string,
    hint?: string,
  ) => (
    <Field
      name={key}
      label={t(`fields.${key}`)}
      value={form[key]}
      onChange={set(key)}
      error={refused?.field === key ? refused.text : errors[key] && t(`common:${errors[key]}`)}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      hint={hint}
      maxLength={FIELD_LIMITS[key]}
    />
  );

  return (
    <form className="adn-auth" onSubmit={submit} noValidate ref={formRef}>
      {/* no header title here (the login's header settings); the page names itself:
          docs/product/routes.md#routes.table.register */}
      <div className="adn-auth-brand">
        <h1>{t('register.title')}</h1>
      </div>
      {field('username', undefined, 'username', undefined, t('register.usernameHint'))}
      {field('nickname', undefined, 'nickname', t('register.nicknamePlaceholder'))}
      {field('password', 'password', 'new-password')}
      {field('confirm_password', 'password', 'new-password')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel')}
      {field('license_key')}
      <ActionButton type="primary" htmlType="submit" loading={busy} className="adn-auth-submit">
        {t('register.submit')}
      </ActionButton>
      <p className="adn-auth-switch">
        {t('register.haveAccount')} <Link to={paths.login}>{t('register.toLogin')}</Link>
      </p>
    </form>
  );
}
