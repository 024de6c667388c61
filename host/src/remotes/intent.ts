/**
 * A route's page chunk, its strings and its loader's data, started on intent: when a pointer
 * goes down on a link to it, or the focus enters one, rather than on the click that follows
 * (a tap's pointer-down comes 100–300 ms before its click; the focus of a link, often seconds
 * before). A link is an `<a href="#/…">` (React Router's `Link`) or any element that says
 * where it leads with `data-adn-to="/path?query"` (a button or a cell that navigates in its
 * click handler: docs/remote.md, "Intent").
 *
 * For a remote's path, the remote is loaded (its entry and `./routes`; `./routes` registers
 * its strings, which are then requested), then for each route the path matches: its page
 * chunk (the route's `lazy`) and its `loader`, whose answer (the page's `resource()`s, their
 * requests under way) is handed to the navigation that follows within {@link INTENT_TTL_MS}
 * for the same URL, instead of being asked for again. A focus on a link is followed only on a
 * connection good enough for the idle preload (idle-preload.ts); a pointer-down,
 * whatever the connection: the click is on its way.
 */
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { preloadLazy } from './chunk-recovery';

/** How long data started on intent waits for its navigation. */
export const INTENT_TTL_MS = 10_000;

type Loader = (args: LoaderFunctionArgs) => unknown;

/** Route (as the router has it) → its own loader. */
const loaders = new WeakMap<RouteObject, Loader>();
/** Route (as the router has it) → the route it wraps (made recoverable: chunk-recovery.tsx). */
const wrapped = new WeakMap<RouteObject, RouteObject>();
/** Route → what its loader answered on intent, for which URL and when. */
const early = new WeakMap<RouteObject, { url: string; at: number; value: unknown }>();

/**
 * `routes` with every loader able to hand over an answer started on intent for the same URL
 * (children too). The answer is used once. Applied over routes made recoverable
 * (chunk-recovery.tsx), whose own page imports {@link startRoutes} starts.
 */
export function intentRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const out = { ...route } as RouteObject;
    wrapped.set(out, route);
    if (typeof route.loader === 'function') {
      const loader = route.loader as Loader;
      loaders.set(out, loader);
      (out as { loader?: Loader }).loader = (args) => {
        const started = early.get(out);
        early.delete(out);
        if (
          started &&
          started.url === args.request.url &&
          Date.now() - started.at < INTENT_TTL_MS
        ) {
          return started.value;
        }
        return loader(args);
      };
    }
    if (route.children) {
      (out as { children?: RouteObject[] }).children = intentRoutes(route.children);
    }
    return out;
  });
}

/**
 * Starts what the routes matching `to` (`/path?query`) need: their page chunks and their
 * loaders' data. `origin` makes the URL the router gives loaders (origin + path + query).
 */
export function startRoutes(routes: RouteObject[], to: string, origin = window.location.origin) {
  // the URL a hash router gives loaders: the origin, the path and the query
  const url = new URL(to, origin);
  url.hash = '';
  const href = url.href;
  const matches = matchRoutes(routes, url.pathname) ?? [];
  // the un-interpolated pattern of the deepest match, as the router gives loaders
  const pattern = matches
    .map((m) => m.route.path ?? '')
    .filter(Boolean)
    .join('/')
    .replace(/\/+/g, '/');
  for (const { route, params } of matches) {
    preloadLazy(wrapped.get(route) ?? route);
    const loader = loaders.get(route);
    const started = early.get(route);
    if (!loader || (started?.url === href && Date.now() - started.at < INTENT_TTL_MS)) continue;
    try {
      const value = loader({
        request: new Request(href),
        url: new URL(href),
        pattern,
        params,
        context: undefined,
      });
      // a loader's failure is the navigation's to show; none may go unhandled meanwhile
      if (value instanceof Promise) value.catch(() => {});
      early.set(route, { url: href, at: Date.now(), value });
    } catch (e) {
      // the navigation runs the loader itself and shows what it throws
      console.warn('loader on intent', e);
    }
  }
}

/** The in-app path a link leads to, or null: `#/wallet` hrefs and `data-adn-to`. */
export function intentTarget(target: EventTarget | null): string | null {
  const el = (target as Element | null)?.closest?.('a[href^="#/"], [data-adn-to]');
  if (!el) return null;
  const to = el.getAttribute('data-adn-to') ?? el.getAttribute('href')?.slice(1) ?? '';
  return to.startsWith('/') ? to : null;
}

export interface IntentOptions {
  /** Starts what the path needs. */
  start: (to: string) => void;
  /** False when a focus alone should not spend the user's data. */
  connectionOk: () => boolean;
}

/** Follows pointer-downs and focus on links in `doc`; returns the function that stops. */
export function followIntent(doc: Document, { start, connectionOk }: IntentOptions): () => void {
  const onPointer = (e: Event) => {
    const to = intentTarget(e.target);
    if (to) start(to);
  };
  const onFocus = (e: Event) => {
    const to = intentTarget(e.target);
    if (to && connectionOk()) start(to);
  };
  doc.addEventListener('pointerdown', onPointer, { capture: true, passive: true });
  doc.addEventListener('focusin', onFocus, { capture: true });
  return () => {
    doc.removeEventListener('pointerdown', onPointer, { capture: true });
    doc.removeEventListener('focusin', onFocus, { capture: true });
  };
}
