/**
 * A page whose code fails to load. React Router keeps the promise of a route's `lazy()` for
 * good, a rejected one too, so a page chunk that failed once would fail forever. Every lazy
 * route (the host's and each remote's) is therefore wrapped:
 *
 * 1. a failed import is tried once more at once (a dropped connection);
 * 2. if it still fails and the app that owns the page was redeployed since this tab loaded it
 *    (in-place deploys remove old chunks), the page reloads once into the new version, on the
 *    same hash route; a marker in sessionStorage keeps it to one reload per new build;
 * 3. otherwise the route resolves to a page that says so and retries the import for real
 *    when asked, in place, without a page reload; and by itself each time the network comes
 *    back, calm until those tries are spent (./retry-when-back.ts).
 */
import { useOnline } from '@adnet/shared';
import { ErrorState, LoadingState, NoConnection } from '@adnet/shared/ui';
import { type ComponentType, type ReactNode, useState } from 'react';
import type { RouteObject } from 'react-router';
import { record } from '../telemetry/recorder';
import { reloadForStable, retryIntoStable } from './canary/switch';
import { canaryWithdrawn, leaveCanary, trackOf } from './canary/tracks';
import { buildIdOf, buildIdOfManifest } from './federation/manifests';
import { markSnapshotStale, remoteByName } from './remote-registry';
import { useRetryWhenBack } from './retry-when-back';

type LazyResult = Awaited<ReturnType<Extract<RouteObject['lazy'], (...a: never[]) => unknown>>>;
type Lazy = () => Promise<LazyResult>;

const RELOAD_KEY = 'adnet:reloaded-into';

function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '').sort();
}

/** The id of the build now deployed for `app`, or '' when it cannot be told. */
async function deployedBuild(app: string): Promise<string> {
  try {
    if (app === 'host') {
      const res = await fetch(new URL('./', document.baseURI), { cache: 'no-store' });
      return res.ok ? scriptsOf(await res.text()).join(' ') : '';
    }
    const remote = remoteByName(app);
    if (!remote) return '';
    const res = await fetch(remote.manifest, { cache: 'no-store' });
    return res.ok ? buildIdOfManifest(await res.json()) : '';
  } catch {
    return '';
  }
}

function loadedBuild(app: string): string {
  if (app === 'host') {
    return [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .map((s) => s.getAttribute('src') ?? '')
      .sort()
      .join(' ');
  }
  return buildIdOf(app);
}

/** True when a reload into a newer build of `app` was started (at most once per build). */
export async function reloadIntoNewBuild(app: string): Promise<boolean> {
  const deployed = await deployedBuild(app);
  const loaded = loadedBuild(app);
  if (!deployed || !loaded || deployed === loaded) return false;
  const marker = `${app}:${deployed}`;
  try {
    if (sessionStorage.getItem(RELOAD_KEY) === marker) return false;
    sessionStorage.setItem(RELOAD_KEY, marker);
  } catch {
    return false; // no storage: no way to know we already tried, so do not risk a loop
  }
  // The run-time config's snapshot of the remote names the old build: the reload takes the
  // manifest instead (remote-registry.ts).
  if (app !== 'host') markSnapshotStale(app);
  window.location.reload();
  return true;
}

function toComponent(result: LazyResult): ComponentType | null {
  const r = result as { Component?: ComponentType | null; element?: ReactNode };
  if (r.Component) return r.Component;
  if (r.element !== undefined) {
    const element = r.element;
    return () => <>{element}</>;
  }
  return null;
}

function PageLoadFailed({ app, load, offline }: { app: string; load: Lazy; offline: boolean }) {
  const [Page, setPage] = useState<ComponentType | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const retry = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (await retryIntoStable(app)) return; // a withdrawn canary: the page reloads

      const loaded = toComponent(await load());
      if (loaded) setPage(() => loaded);
    } catch (e) {
      console.error('page still fails to load', e);
    } finally {
      setBusy(false);
    }
  };
  // failed for want of the network: calm, and loaded by itself when it is back
  // (docs/product/routes.md#routes.section-recovers)
  const back = useRetryWhenBack(!Page && !busy, offline, () => void retry());
  if (Page) return <Page />;
  if (back.calm) {
    return (
      <div data-testid="page-load-failed" aria-busy={busy}>
        {online ? <LoadingState /> : <NoConnection />}
      </div>
    );
  }
  return (
    <div data-testid="page-load-failed" aria-busy={busy}>
      <ErrorState
        onRetry={() => {
          back.reset();
          void retry();
        }}
      />
    </div>
  );
}

export function recoverableLazy(app: string, load: Lazy): Lazy {
  return async () => {
    const start = performance.now();
    try {
      return await load();
    } catch {
      try {
        const page = await load();
        record('load', app, {
          outcome: 'recovered',
          phase: 'chunk',
          ms: performance.now() - start,
        });
        return page;
      } catch (e) {
        console.error(`${app}: a page failed to load`, e);
        record('load', app, {
          outcome: 'failed',
          phase: 'chunk',
          error: e,
          ms: performance.now() - start,
        });
        // A canary whose pages do not load: this merchant leaves it for the stable build
        // (one the config withdrew is left without counting that). Its container already
        // runs in this page, so a reload swaps it; unless the device cannot remember the
        // leaving (the reload would bring the canary back): then the failure shows.
        if (
          app !== 'host' &&
          trackOf(app) === 'canary' &&
          (canaryWithdrawn(app) || leaveCanary(app, 'chunk'))
        ) {
          await reloadForStable();
          return new Promise<never>(() => {});
        }
        if (await reloadIntoNewBuild(app)) return new Promise<never>(() => {});
        const offline = navigator.onLine === false;
        return { Component: () => <PageLoadFailed app={app} load={load} offline={offline} /> };
      }
    }
  };
}

/** A recoverable route → its own lazy function. */
const ownLazy = new WeakMap<RouteObject, Lazy>();

/**
 * Starts loading the page of a route made recoverable here, ahead of its navigation (a link's
 * intent: intent.ts): its own import, whose failure is left for the navigation to meet
 * and recover from (the bundler does not keep a failed chunk).
 */
export function preloadLazy(route: RouteObject) {
  ownLazy
    .get(route)?.()
    .catch(() => {});
}

/** `routes` with every lazy function made recoverable (children too). */
export function recoverableRoutes(app: string, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const out = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') {
      (out as { lazy?: Lazy }).lazy = recoverableLazy(app, route.lazy as Lazy);
      ownLazy.set(out, route.lazy as Lazy);
    }
    if (route.children) {
      (out as { children?: RouteObject[] }).children = recoverableRoutes(app, route.children);
    }
    return out;
  });
}
