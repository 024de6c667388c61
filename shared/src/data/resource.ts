/**
 * Page data, one pattern for every app (docs/decisions/0015-page-data-route-loaders.md): a route's
 * `loader` starts its requests with `resource()`, so they travel in parallel with the page's code
 * (React Router runs a static `loader` beside the route's `lazy` import); the page reads them with
 * `useResource()` and gets data, error, loading and a reload for its retry and refresh. Data a page
 * asks for later (a tab, a form's lookup) uses `useRequest()`, the same state without a loader. The
 * loading, empty, error and retry states are drawn by `<Loaded>` in `@adnet/shared/ui`.
 *
 *   // routes.tsx
 *   { path: paths.wallet,
 *     loader: () => ({ property: resource(() => api.property({ silent: true })) }),
 *     lazy: ... }
 *   // page
 *   const { property } = useLoaderData() as { property: Resource<Property> };
 *   const state = useResource(property);
 *
 * Show, then confirm (docs/offline.md): a read-only view passes the call's kept answer as the
 * second argument, `resource(() => api.property(), api.property.kept)`; the page paints it at
 * once, labelled with its age (`asOf`, "As of 14:03 · updating" while `loading`), and swaps to
 * the fresh answer in the same boxes. A screen that acts on money never passes one.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { quietly } from '../api/client';
import { NetworkError } from '../api/errors';
import { type KeptAnswer, storedAt } from '../api/last-answers';
import { whenOnline } from '../api/online';
import { i18n } from '../i18n/instance';
import { store, tokenAtom } from '../session/atoms';

export interface Resource<T> {
  /** the request the loader started; absent when it could not start (no session yet) */
  readonly first: Promise<T> | undefined;
  /** the same request, sent again (retry, refresh) */
  readonly load: () => Promise<T>;
  /** the merchant's kept answer of the request, read when it started: shown until it answers */
  readonly kept?: KeptAnswer<T>;
}

/**
 * Starts `load` now when a session exists. Without one the route is on its way to the login,
 * and nothing is sent: the page, if it ever mounts, sends it then. The first load is silent:
 * until it answers the page has nothing to show (or its kept answer), and `<Loaded>` (or the
 * list) draws its failure in place with a retry, so a toast would say it twice
 * (docs/product/api.md#api.client.silent). `kept` reads the call's kept answer (an endpoint's
 * `.kept`), for a read-only view to show first.
 */
export function resource<T>(
  load: () => Promise<T>,
  kept?: () => KeptAnswer<T> | null,
): Resource<T> {
  const session = Boolean(store.get(tokenAtom));
  const first = session ? quietly(load) : undefined;
  // The page's hook reports the failure; the loader's copy must not be an unhandled rejection.
  first?.catch(() => {});
  return { first, load, kept: (session && kept?.()) || undefined };
}

export interface ResourceState<T> {
  data: T | undefined;
  /** the last failure, cleared by the next success */
  error: unknown;
  /** a request is under way (the first or a reload) */
  loading: boolean;
  /** sends the request again; resolves with the value, or undefined when it failed */
  reload: () => Promise<T | undefined>;
  /** replaces the data with a value the page already has (e.g. a call's answer) */
  set: (value: T) => void;
  /**
   * When the data was fetched, if it is a kept answer (shown before the fresh one, or served
   * without the network: api/last-answers.ts); undefined for a fresh answer. `<Loaded>` shows
   * it, with "updating" while `loading`.
   */
  asOf?: number;
}

/** The UI's language, followed as it changes. */
function subscribeLanguage(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
const languageNow = () => i18n.language;

/**
 * The state of a resource. A new resource (the loader ran again, e.g. for other search
 * params) starts over; answers of an older request never overwrite a newer one. A change of
 * the UI's language asks again: the server writes its own texts (plan and product texts,
 * remarks, names) in the language a request asks for. When the network comes back, a request that
 * failed for the want of it, or was answered from the kept last answers, is sent again.
 */
export function useResource<T>(res: Resource<T>): ResourceState<T> {
  // a kept answer shows at once, marked with its time, until the request answers
  const [data, setData] = useState<T | undefined>(() => res.kept?.data);
  const [asOf, setAsOf] = useState<number | undefined>(() => res.kept?.at);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);
  const current = useRef(res);
  current.current = res;
  // Said once: while nothing is shown, a failure is drawn in place (`<Loaded>`'s error state)
  // and the call is silent; once data is shown, a failed reload keeps it and the toast says so.
  const shown = useRef(false);
  shown.current = data !== undefined;
  const start = useCallback(
    (load: () => Promise<T>) => (shown.current ? load() : quietly(load)),
    [],
  );

  const follow = useCallback(async (promise: Promise<T>) => {
    const gen = ++generation.current;
    setLoading(true);
    try {
      const value = await promise;
      if (gen === generation.current) {
        setData(value);
        setAsOf(storedAt(value));
        setError(null);
      }
      return value;
    } catch (e) {
      if (gen === generation.current) setError(e);
      return undefined;
    } finally {
      if (gen === generation.current) setLoading(false);
    }
  }, []);

  const reload = useCallback(() => follow(start(current.current.load)), [follow, start]);

  useEffect(() => {
    setData(res.kept?.data);
    setAsOf(res.kept?.at);
    setError(null);
    shown.current = false;
    void follow(res.first ?? quietly(res.load));
    return () => {
      generation.current++;
    };
  }, [res, follow]);

  const language = useSyncExternalStore(subscribeLanguage, languageNow, languageNow);
  const askedIn = useRef(language);
  useEffect(() => {
    if (askedIn.current === language) return;
    askedIn.current = language;
    void follow(start(current.current.load));
  }, [language, follow, start]);

  // The network is back (docs/offline.md): what failed for the want of it, or shows a kept
  // answer, asks again by itself; an answer of the server (an error code) stays as it was.
  const waiting = useRef(false);
  waiting.current = error instanceof NetworkError || asOf !== undefined;
  useEffect(
    () =>
      whenOnline(() => {
        if (waiting.current) void follow(current.current.load());
      }),
    [follow],
  );

  const set = useCallback((value: T) => {
    generation.current++;
    setData(value);
    setAsOf(undefined);
    setError(null);
    setLoading(false);
  }, []);

  return { data, error, loading, reload, set, asOf };
}

/**
 * The same state for a request a page starts itself; it is sent again when `deps` change.
 * `load` may change between renders: the latest one is used.
 */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[]): ResourceState<T> {
  const latest = useRef(load);
  latest.current = load;
  const res = useMemo<Resource<T>>(
    () => ({ first: undefined, load: () => latest.current() }),
    deps,
  );
  return useResource(res);
}
