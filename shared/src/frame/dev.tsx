/**
 * @adnet/shared/frame/dev: a remote's dev page, its standalone page for its own team, in dev mode only
 * (the remote's src/app/index.ts is its dev entry; production builds and `./routes` never
 * include it). It mounts the remote's routes inside the real frame (header, session, dialogs,
 * language sheet) against the sandbox API, with a plain login that goes through the sandbox.
 * The session is the host's own core (`@adnet/shared/host`); only the host's routing of
 * error codes other than an expired token is left out.
 */
import { ApiError, i18n, initI18n, paths, type RouteHandle, store } from '@adnet/shared';
import {
  configureApi,
  installErrorHandler,
  installSession,
  refreshSessionAtBoot,
  sessionExpiry,
  startSession,
} from '@adnet/shared/host';
import { ArcoProvider, errorMessage, followArcoLocale, toast } from '@adnet/shared/ui';
import setRootPixel from '@arco-design/mobile-react/tools/flexible';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createHashRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { APPS, type RemoteName, SERVICE_OFFSETS } from '../../workspace/apps';
import { DevLogin } from './dev-login';
import { HydrateFallback } from './hydrate-fallback';
import { Layout } from './layout';

export interface DevPageOptions {
  /** The remote's federation name: finds the sandbox API beside its dev server's port. */
  name: RemoteName;
  /** The routes the remote exposes as `./routes`. */
  routes: RouteObject[];
  /** Where login and unknown paths lead: the remote's main page. */
  home: string;
}

/** The sandbox API of the local topology this dev server is part of (its offsets: apps.ts). */
function sandboxUrl(name: RemoteName): string {
  const base = (Number(window.location.port) || 80) - APPS[name].offset;
  return `${window.location.protocol}//${window.location.hostname}:${base + SERVICE_OFFSETS.api}`;
}

export async function startDevPage({ name, routes, home }: DevPageOptions) {
  setRootPixel(50, 375, 64);
  configureApi({ baseURL: sandboxUrl(name) });

  installSession((reason) => router.navigate(paths.login, { replace: true, state: { reason } }));
  // The host's error handler, reduced: an expired token ends the session as in the host,
  // anything else not marked silent shows a fail toast.
  const expire = sessionExpiry(() => router.navigate(paths.login, { replace: true }));
  installErrorHandler((error, options) => {
    if (options.signal?.aborted) return;
    if (error instanceof ApiError && error.code === 503) return expire();
    if (!options.silent) toast.fail(errorMessage(error));
  });

  // Only now the router: creating it runs the loaders of the current route at once (a reload
  // on /wallet while logged in fetches the wallet's data), and they reach the session
  // controller and the error handler installed above.
  const router = createHashRouter([
    {
      element: <Layout />,
      hydrateFallbackElement: <HydrateFallback />,
      children: [
        { index: true, element: <Navigate to={home} replace /> },
        {
          path: paths.login,
          element: <DevLogin name={name} home={home} onToken={startSession} />,
          handle: { public: true, back: false, icons: { bell: false } } satisfies RouteHandle,
        },
        ...routes,
        { path: '*', element: <Navigate to={home} replace /> },
      ],
    },
  ]);

  await initI18n();
  await followArcoLocale();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ArcoProvider>
            <RouterProvider router={router} />
          </ArcoProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
  refreshSessionAtBoot();
  document.title = `${name} · dev page`;
}
