/**
 * The app frame: the header reads the settings of the deepest matched route; pages render
 * below it. The auth guard lives here: a route not marked public needs the stored token.
 * Used by the host's router and by the remotes' dev pages (./dev.tsx).
 * It also answers the hybrid shell's system back (./back.ts), with or without a header.
 */
import { paths, type RouteHandle, tokenAtom } from '@adnet/shared';
import { LoadingState } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useSystemBack } from './back';
import { GlobalDialogs } from './global-dialogs';
import { Header } from './header';
import { OfflineBar } from './offline-banner';
import './frame.css';

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}

export function Layout() {
  const handle = useRouteHandle();
  const token = useAtomValue(tokenAtom);
  const location = useLocation();
  const navigation = useNavigation();
  useSystemBack(handle);

  if (!handle.public && !token) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }

  return (
    <div
      className={`adn-page${handle.transparent ? ' adn-page-transparent' : ''}`}
      data-route={location.pathname}
    >
      {navigation.state === 'loading' && (
        <div className="adn-progress" role="progressbar" aria-label="loading" />
      )}
      {/* offline, with a header over a hero or none: the bar opens the page, above both */}
      {(handle.noHeader || handle.transparent) && <OfflineBar top />}
      <div className="adn-frame">
        {!handle.noHeader && <Header handle={handle} />}
        <main className="adn-main">
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <GlobalDialogs />
    </div>
  );
}
