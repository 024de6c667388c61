/**
 * /ad-welcome: open the ad account with an authorization code. Public: it is where the
 * host sends a merchant without an ad account, with the entry route's query string.
 */

import {
  ApiError,
  currentLanguage,
  ErrorCode,
  isLanguage,
  rules,
  session,
  setLanguage,
  paths as shared,
  tokenAtom,
  userInfoAtom,
} from '@adnet/shared';
import {
  ActionButton,
  cardClass,
  errorMessage,
  FIELD_LIMITS,
  Field,
  LoadingState,
  Tag,
  toast,
  useFieldState,
  useFormFocus,
} from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { reportError } from '../../../components/forms/report-error';
import { paths } from '../../../paths';
import { welcomeApi } from '../api';
import { welcomeSession } from '../welcome';
import '../../../components/forms/form.css';
import './welcome-form.css';

const FEATURES = ['reach', 'proxy', 'ai'] as const;

export function WelcomePage() {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const { search } = useLocation();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userInfoAtom);
  const { value: code, setError, bind } = useFieldState();
  const [busy, setBusy] = useState(false);
  // The server does not know this session (a token the shell handed over that it never issued,
  // or one of another system): the code cannot be used with it, so another login is offered.
  const [notAuthorized, setNotAuthorized] = useState(false);
  // Set when the merchant leaves for another login: the session ends before the page does, and
  // the query's token must not be handed to /entry again on the way out.
  const leaving = useRef(false);
  const sending = useRef(false);
  const { formRef, focusError } = useFormFocus();

  const alreadyOpen = Boolean(token && user?.store_opened);
  const sessionState = useMemo(() => welcomeSession(search, token), [search, token]);

  useEffect(() => {
    if (leaving.current) return;
    if (sessionState.kind === 'entry') {
      navigate(sessionState.to, { replace: true });
      return;
    }
    const lang = new URLSearchParams(search).get('lang');
    if (isLanguage(lang) && lang !== currentLanguage()) {
      void setLanguage(lang);
    }
  }, [sessionState, search, navigate]);

  // Enter in the code and a tap both submit the form
  // (docs/product/forms.md#forms.keys.enter-submits)
  const openNow = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current || alreadyOpen) return;
    const invalid = rules.required(code);
    setError(invalid ? t(`common:${invalid}`) : null);
    if (invalid) {
      focusError();
      return;
    }
    if (sessionState.kind !== 'ready') {
      // Only the host starts a session: /entry takes the query's token, or sends to login.
      navigate(`${shared.entry}${search}`, { replace: true });
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await welcomeApi.openingStore({ license_key: code.trim() }, { silent: true });
      await session.refreshUserInfo();
      toast.success(t('welcome.opened'));
      navigate(paths.adCenter, { replace: true });
    } catch (err) {
      // A business reason (unknown code) stays under the field, as does "User not authorized",
      // with the way out beside it; the rest is a toast.
      if (err instanceof ApiError && err.code === ErrorCode.noAuth) {
        setNotAuthorized(true);
        setError(errorMessage(err));
        focusError();
      } else if (err instanceof ApiError && err.reason) {
        setError(errorMessage(err));
        focusError();
      } else reportError(err);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  // On its way to /entry: nothing to fill in yet.
  if (sessionState.kind === 'entry' && !leaving.current) return <LoadingState />;

  return (
    <div className="adc-welcome">
      <section className="adc-welcome-hero">
        <p className="adc-welcome-kicker">{t('welcome.kicker')}</p>
        <h2 className="adc-welcome-title">{t('welcome.title')}</h2>
        <p className="adc-welcome-subtitle">{t('welcome.subtitle')}</p>
        <ul className="adc-welcome-features">
          {FEATURES.map((f) => (
            <li key={f}>
              <strong>{t(`welcome.features.${f}.title`)}</strong>
              <span>{t(`welcome.features.${f}.text`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <form className={cardClass('adc-welcome-form')} onSubmit={openNow} noValidate ref={formRef}>
        {/* the words follow what the card offers: a code field, or the way in when open */}
        <div className="adc-welcome-form-head">
          <h3>{alreadyOpen ? t('welcome.openTitle') : t('welcome.formTitle')}</h3>
          {!alreadyOpen && (
            <Tag tone="success" pill data-testid="welcome-free">
              {t('welcome.free')}
            </Tag>
          )}
        </div>
        <p className="adn-muted" data-testid="welcome-form-text">
          {alreadyOpen ? t('welcome.openText') : t('welcome.formText')}
        </p>
        {alreadyOpen ? (
          <ActionButton type="primary" onClick={() => navigate(paths.adCenter, { replace: true })}>
            {t('welcome.enter')}
          </ActionButton>
        ) : (
          <>
            <Field
              name="license_key"
              label={t('welcome.code')}
              placeholder={t('welcome.codePlaceholder')}
              {...bind}
              autoComplete="off"
              maxLength={FIELD_LIMITS.license_key}
            />
            <ActionButton type="primary" htmlType="submit" loading={busy} className="adc-submit">
              {t('welcome.openNow')}
            </ActionButton>
            {notAuthorized && (
              <ActionButton
                type="ghost"
                className="adc-submit"
                onClick={() => {
                  leaving.current = true;
                  session.end('logout');
                }}
              >
                {t('welcome.otherAccount')}
              </ActionButton>
            )}
          </>
        )}
        {!alreadyOpen && <p className="adc-welcome-note">{t('welcome.freeNote')}</p>}
      </form>
    </div>
  );
}
