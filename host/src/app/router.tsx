/**
 * One hash router for the host and every remote. Host pages are static routes; a remote's
 * routes are patched in the first time a path it owns is visited. Until then (or when it
 * fails to load) a splat "gate" route per prefix stands in.
 */
import { paths, type RouteHandle, store } from '@adnet/shared';
import { createHashRouter, type DataRouter, Navigate, type RouteObject } from 'react-router';
import { HydrateFallback } from '../components/hydrate-fallback';
import { NotFoundPage } from '../components/not-found-page';
import { RouteError } from '../components/route-error';
import { LoginPage } from '../features/auth/login-page';
import { enteredAnotherPage, frameLoader } from '../remotes/canary/switch';
import { recoverableRoutes } from '../remotes/chunk-recovery';
import { failureOf, loadRemoteApp, remoteFailuresAtom } from '../remotes/load';
import { RemoteFrame } from '../remotes/remote-frame';
import { RemoteGate } from '../remotes/remote-gate';
import { remoteForPath } from '../remotes/remote-registry';
import type { RuntimeConfig } from '../remotes/runtime-config';
import { Layout } from './layout';

const authHandle: RouteHandle = {
  public: true,
  back: false,
  icons: { service: true, lang: true, bell: false },
};

export const CONTENT_ROUTE_ID = 'content';

/** `win`: the window the hash router reads; the build's prerender (src/prerender) passes one. */
export function createAppRouter(config: RuntimeConfig, win?: Window): DataRouter {
  const attempts: Record<string, number> = {};
  const gates: RouteObject[] = config.remotes.flatMap((remote) =>
    remote.prefixes.map((prefix) => ({
      path: `${prefix}/*`,
      element: <RemoteGate remote={remote.name} />,
      handle: { public: true } satisfies RouteHandle,
    })),
  );

  const routes: RouteObject[] = [
    {
      id: 'root',
      element: <Layout />,
      hydrateFallbackElement: <HydrateFallback />,
      children: [
        {
          id: CONTENT_ROUTE_ID,
          errorElement: <RouteError />,
          children: recoverableRoutes('host', [
            { index: true, element: <Navigate to={paths.login} replace /> },
            { path: paths.login, element: <LoginPage />, handle: authHandle },
            {
              path: paths.register,
              lazy: async () => ({
                Component: (await import('../features/auth/register-page')).RegisterPage,
              }),
              // the same header settings as the login (no back arrow, no title):
              // docs/product/routes.md#routes.table.register
              handle: authHandle,
            },
            {
              path: paths.entry,
              lazy: async () => ({
                Component: (await import('../features/auth/entry-page')).EntryPage,
              }),
              handle: { public: true, back: false, icons: { bell: false, lang: false } },
            },
            ...gates,
            {
              path: '*',
              element: <NotFoundPage />,
              handle: { public: true, title: 'notFound.title', ns: 'common' } satisfies RouteHandle,
            },
          ]),
        },
      ],
    },
  ];

  return createHashRouter(routes, {
    window: win,
    // (no global window to read hydration data from when the prerender passes its own)
    ...(win ? { hydrationData: {} } : {}),
    async patchRoutesOnNavigation({ path, patch }) {
      const remote = remoteForPath(path);
      if (!remote) return;
      // Only the latest attempt for a remote may record its outcome: a retry must not be
      // overwritten by the failure of an attempt that was still under way.
      const attempt = (attempts[remote.name] ?? 0) + 1;
      attempts[remote.name] = attempt;
      try {
        // Patched again on every discovery, even once loaded: a navigation interrupted while
        // it discovered drops its patches, and React Router skips routes it already has.
        // Under a pathless frame route of its own: the preview label, one id per remote; its
        // loader tells, as each page is entered, whether a withdrawn canary is to be left.
        const app = await loadRemoteApp(remote.name);
        patch(CONTENT_ROUTE_ID, [
          {
            id: `remote:${remote.name}`,
            loader: frameLoader(remote.name),
            shouldRevalidate: enteredAnotherPage,
            element: <RemoteFrame remote={remote.name} buildLabel={app.buildLabel} />,
            children: app.routes,
          },
        ]);
        store.set(remoteFailuresAtom, ({ [remote.name]: _, ...rest }) => rest);
      } catch (e) {
        // The gate route renders the retry state; the rest of the app is untouched.
        console.error(`remote ${remote.name} failed to load`, e);
        if (attempts[remote.name] !== attempt) return;
        store.set(remoteFailuresAtom, (f) => ({ ...f, [remote.name]: failureOf(remote.name, e) }));
      }
    },
  });
}
