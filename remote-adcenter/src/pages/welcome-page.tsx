/**
 * /ad-welcome: the offer, and the welcome feature's form that opens the ad account with an
 * authorization code. Public: it is where the host sends a merchant without an ad account, with
 * the entry route's query string (docs/product/account.md#account.welcome.query).
 */

import {
  currentLanguage,
  isLanguage,
  setLanguage,
  paths as shared,
  tokenAtom,
} from '@adnet/shared';
import { LoadingState } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { WelcomeForm } from '../features/welcome/components/welcome-form';
import { welcomeSession } from '../features/welcome/welcome';
import { paths } from '../paths';
import './welcome-page.css';

const FEATURES = ['reach', 'proxy', 'ai'] as const;

export function WelcomePage() {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const { search } = useLocation();
  const token = useAtomValue(tokenAtom);
  // Set when the merchant leaves for another login: the session ends before the page does, and
  // the query's token must not be handed to /entry again on the way out.
  const leaving = useRef(false);
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
      <WelcomeForm
        toEntry={sessionState.kind === 'ready' ? null : `${shared.entry}${search}`}
        onLeave={() => {
          leaving.current = true;
        }}
        onOpen={() => navigate(paths.adCenter, { replace: true })}
      />
    </div>
  );
}
