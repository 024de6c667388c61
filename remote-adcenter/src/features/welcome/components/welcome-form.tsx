/**
 * Opening the ad account with an authorization code (docs/product/account.md#account.welcome.form):
 * the code, "Open now", the refusals under the field and, for a session the server does not
 * know, the way to another login; once the account is open, the way in instead. The page says
 * where a missing session is started (`toEntry`) and goes to the ad centre (`onOpen`).
 */

import { ApiError, ErrorCode, rules, session, tokenAtom, userInfoAtom } from '@adnet/shared';
import {
  ActionButton,
  cardClass,
  errorMessage,
  FIELD_LIMITS,
  Field,
  Tag,
  toast,
  useFieldState,
  useFormFocus,
} from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportError } from '#components/forms/report-error.ts';
import { welcomeApi } from '../api';
import '#components/forms/form.css';
import './welcome-form.css';

export interface WelcomeFormProps {
  /** where a session is started first when none is ready (the host's /entry), or null */
  toEntry: string | null;
  /** the merchant leaves for another login: the session ends before the page does */
  onLeave: () => void;
  /** to the ad centre, the account open */
  onOpen: () => void;
}

export function WelcomeForm({ toEntry, onLeave, onOpen }: WelcomeFormProps) {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userInfoAtom);
  const { value: code, setError, bind } = useFieldState();
  const [busy, setBusy] = useState(false);
  // The server does not know this session (a token the shell handed over that it never issued,
  // or one of another system): the code cannot be used with it, so another login is offered.
  const [notAuthorized, setNotAuthorized] = useState(false);
  const sending = useRef(false);
  const { formRef, focusError } = useFormFocus();

  const alreadyOpen = Boolean(token && user?.store_opened);

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
    if (toEntry) {
      // Only the host starts a session: /entry takes the query's token, or sends to login.
      navigate(toEntry, { replace: true });
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await welcomeApi.openingStore({ license_key: code.trim() }, { silent: true });
      await session.refreshUserInfo();
      toast.success(t('welcome.opened'));
      onOpen();
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

  return (
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
        <ActionButton type="primary" onClick={onOpen}>
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
                onLeave();
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
  );
}
