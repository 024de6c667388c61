import { ApiError, accountStateCodes, api, i18n, paths, rules } from '@adnet/shared';
import {
  ActionButton,
  FIELD_LIMITS,
  Field,
  requestErrorText,
  toast,
  useFormFocus,
  useSendOnce,
} from '@adnet/shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { adoptSavedLanguage, startSession } from '../../lib/session';
import { clearPrefill, prefilled } from './prefill';

export function LoginPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  const initialUsername = (location.state as { username?: string } | null)?.username ?? '';
  // What was typed into the prerendered page before the JavaScript arrived (prerender/start.ts)
  const [username, setUsername] = useState(() => initialUsername || prefilled('username'));
  const [password, setPassword] = useState(() => prefilled('password'));
  useEffect(clearPrefill, []);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const { busy, isSending, sendOnce } = useSendOnce();
  const { formRef, focusError } = useFormFocus();

  // Enter in either field and a tap on the button both submit the form
  // (docs/product/forms.md#forms.keys.enter-submits)
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isSending()) return;
    const next = { username: rules.required(username), password: rules.required(password) };
    setErrors(next);
    if (next.username || next.password) {
      focusError();
      return;
    }
    // the guard stays set after a success: the page is leaving (the ad centre may still be
    // loading), and an Enter or tap meanwhile must not log in a second time
    await sendOnce(async () => {
      const { token } = await api
        .login({ username: username.trim(), password }, { silent: true })
        .catch((err: unknown) => {
          // The host's handler still opens the customer-service popup for an account that is
          // not activated, disabled or cancelled; anything else is this page's fail toast,
          // a lockout with the time it ends, an over-long field with its limit.
          if (!(err instanceof ApiError && accountStateCodes.includes(err.code))) {
            toast.fail(requestErrorText(err));
          }
          throw err;
        });
      await startSession(token);
      // no language chosen on this device: the merchant's saved one, before the first toast
      await adoptSavedLanguage();
      // i18n.t, not this render's t: that one is fixed to the language before the switch
      toast.success(i18n.t('common:success.login'));
      navigate(paths.adCenter, { replace: true });
    }).catch(() => {
      // told above, or by the host's handler
    });
  };

  return (
    <form className="adn-auth" onSubmit={submit} noValidate ref={formRef}>
      <div className="adn-auth-brand">
        <div className="adn-auth-logo" aria-hidden="true">
          MC
        </div>
        <h1>{t('login.title')}</h1>
        <p className="adn-muted">{t('login.subtitle')}</p>
      </div>
      <Field
        name="username"
        label={t('fields.username')}
        value={username}
        onChange={setUsername}
        error={errors.username && t(`common:${errors.username}`)}
        autoComplete="username"
        maxLength={FIELD_LIMITS.username}
      />
      <Field
        name="password"
        label={t('fields.password')}
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password && t(`common:${errors.password}`)}
        autoComplete="current-password"
        maxLength={FIELD_LIMITS.password}
      />
      <ActionButton type="primary" htmlType="submit" loading={busy} className="adn-auth-submit">
        {t('login.submit')}
      </ActionButton>
      <p className="adn-auth-switch">
        {t('login.noAccount')} <Link to="/register">{t('login.toRegister')}</Link>
      </p>
    </form>
  );
}
