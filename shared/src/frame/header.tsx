/**
 * The shared header (docs/product/routes.md#routes.header): back arrow, title and the right-side
 * icons (customer service, language, bell, logout), each shown as the matched route's settings say.
 */
import {
  badgeText,
  bridge,
  dialogs,
  paths,
  type RouteHandle,
  refreshUnreadCount,
  session,
  tokenAtom,
  unreadCountAtom,
  userInfoAtom,
  whenOnline,
} from '@adnet/shared';
import { useStringsState } from '@adnet/shared/host';
import { NavBar } from '@arco-design/mobile-react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useGoBack } from './back';
import { BellIcon, GlobeIcon, HeadsetIcon, LogoutIcon } from './icons';
import { OfflineBar } from './offline-banner';
import './frame.css';

const LogoutDialog = lazy(() => import('./logout-dialog'));

const LanguageSheet = lazy(async () => ({
  default: (await import('./language-sheet')).LanguageSheet,
}));

/**
 * Where the header's title sits (docs/design-tokens.md "Header"): centred on the screen when each
 * side holds at most one action (back, customer service), so two mirrored sides leave it the
 * middle; with more actions on a side than the other can mirror — the bell and language beside
 * customer service, a logout — it is a top app bar and the title starts after the back arrow
 * (or the edge), in every language and window: centred, it could only slide off the centre by
 * as much as its language is longer.
 */
export function titleAtStart(left: number, right: number): boolean {
  return Math.max(left, right) > 1;
}

export function Header({ handle }: { handle: RouteHandle }) {
  // The route's own namespace is not waited for here: until its strings are there (a
  // section's strings on their way, or asked for again after a failure) the title stays empty,
  // never a key (docs/product/routes.md#routes.section-recovers).
  const { t } = useTranslation('common');
  const titleStrings = useStringsState(handle.ns ?? 'common');
  const navigate = useNavigate();
  const location = useLocation();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userInfoAtom);
  const unread = useAtomValue(unreadCountAtom);
  const [langOpen, setLangOpen] = useState(false);
  const [langUsed, setLangUsed] = useState(false);

  const icons = {
    service: handle.icons?.service ?? true,
    lang: handle.icons?.lang ?? true,
    bell: (handle.icons?.bell ?? true) && Boolean(token),
    logout: Boolean(handle.icons?.logout) && user?.entry === 'register',
  };

  useEffect(() => {
    if (icons.bell) void refreshUnreadCount();
  }, [icons.bell, location.pathname]);
  // a count that could not be read offline comes back with the network
  // (docs/product/messaging.md#messaging.bell.reconnect)
  useEffect(() => {
    if (icons.bell) return whenOnline(() => void refreshUnreadCount());
  }, [icons.bell]);

  const goBack = useGoBack(handle);

  const [logoutOpen, setLogoutOpen] = useState(false);
  const [logoutUsed, setLogoutUsed] = useState(false);
  const confirmLogout = () => {
    setLogoutUsed(true);
    setLogoutOpen(true);
  };
  // a dialog closes when its route is left (the header stays across routes)
  useEffect(() => {
    setLogoutOpen(false);
  }, [location.pathname]);

  const title =
    handle.title && titleStrings === 'ready' ? t(`${handle.ns ?? 'common'}:${handle.title}`) : '';
  const tone = handle.whiteText ? ' adn-header-white' : '';
  const actions = {
    left: handle.back === false ? 0 : 1,
    right: [icons.service, icons.lang, icons.bell, icons.logout].filter(Boolean).length,
  };
  const start = titleAtStart(actions.left, actions.right) ? ' adn-header-start' : '';

  return (
    <>
      <div
        className={`adn-header${handle.transparent ? ' adn-header-transparent' : ''}${tone}${start}`}
        data-testid="header"
      >
        <NavBar
          fixed={false}
          hasBottomLine={!handle.transparent}
          title={title ? <h1 className="adn-header-title">{title}</h1> : null}
          leftContent={
            handle.back === false ? null : (
              <button
                type="button"
                className="adn-icon-button"
                aria-label={t('common:header.back')}
                onClick={goBack}
                data-testid="header-back"
              >
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            )
          }
          rightContent={
            <div className="adn-header-icons">
              {icons.service && (
                <button
                  type="button"
                  className="adn-icon-button"
                  aria-label={t('common:header.customerService')}
                  onClick={() => bridge.help(() => dialogs.customerService())}
                  data-testid="header-service"
                >
                  <HeadsetIcon />
                </button>
              )}
              {icons.lang && (
                <button
                  type="button"
                  className="adn-icon-button"
                  aria-label={t('common:header.language')}
                  onClick={() => {
                    setLangUsed(true);
                    setLangOpen(true);
                  }}
                  data-testid="header-lang"
                >
                  <GlobeIcon />
                </button>
              )}
              {icons.bell && (
                <button
                  type="button"
                  className="adn-icon-button adn-bell"
                  aria-label={`${t('common:header.notifications')}${unread > 0 ? `, ${t('common:header.unread', { count: unread })}` : ''}`}
                  onClick={() => navigate(paths.notification)}
                  data-adn-to={paths.notification}
                  data-testid="header-bell"
                >
                  <BellIcon />
                  {unread > 0 && (
                    <span className="adn-badge" data-testid="bell-badge">
                      {badgeText(unread)}
                    </span>
                  )}
                </button>
              )}
              {icons.logout && (
                <button
                  type="button"
                  className="adn-icon-button"
                  aria-label={t('common:header.logout')}
                  onClick={confirmLogout}
                  data-testid="header-logout"
                >
                  <LogoutIcon />
                </button>
              )}
            </div>
          }
        />
        {/* offline, under an opaque header: part of the sticky header, moving the page down */}
        {!handle.transparent && <OfflineBar />}
      </div>
      {logoutUsed && (
        <Suspense fallback={null}>
          <LogoutDialog
            visible={logoutOpen}
            // Cancel is ignored silently (docs/product/routes.md#routes.header.logout).
            onCancel={() => setLogoutOpen(false)}
            onOk={() => {
              setLogoutOpen(false);
              session.end('logout');
            }}
          />
        </Suspense>
      )}
      {icons.lang && langUsed && (
        <Suspense fallback={null}>
          <LanguageSheet visible={langOpen} onClose={() => setLangOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
