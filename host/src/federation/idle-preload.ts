/**
 * Idle preload of remotes (docs/decisions/0007-short-start-chain.md): once a merchant is logged in
 * and the browser has nothing better to do, the host fetches the remotes they are likely to open
 * next (the runtime's `preloadRemote`: manifest, remote entry, the sync chunks of `./routes`), so
 * the first visit of a remote route does not wait for them. One remote per idle period, one after
 * the other, never on a connection that asks to save data or is 2G.
 *
 * A failed preload is only logged: the visit loads the remote as if no preload had been tried
 * (the runtime drops a failed manifest or entry load; e2e/tests/perf/idle-preload.spec.ts).
 */

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the browser says the user saves data or the connection is 2G or slower. */
export function goodConnection(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as { connection?: NetworkInformationLike } | undefined)?.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

type IdleScheduler = (run: () => void) => () => void;

/**
 * `requestIdleCallback` (with a time-out, so a page that is never idle still gets it), else a
 * timer: Safari has no `requestIdleCallback`.
 */
export const whenIdle: IdleScheduler = (run) => {
  const w = globalThis as {
    requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout: 5_000 });
    const cancel = w.cancelIdleCallback;
    return () => cancel(id);
  }
  const id = setTimeout(run, 1_000);
  return () => clearTimeout(id);
};

export interface IdlePreloadOptions {
  /** The remotes to preload, most likely first. */
  names: string[];
  /** Preloads one remote. */
  preload: (name: string) => Promise<unknown>;
  /** True when a remote needs no preload any more (already loaded). */
  skip?: (name: string) => boolean;
  idle?: IdleScheduler;
  connectionOk?: () => boolean;
  onError?: (name: string, error: unknown) => void;
}

/** Starts the preloads; returns a function that stops those not started yet. */
export function preloadWhenIdle({
  names,
  preload,
  skip = () => false,
  idle = whenIdle,
  connectionOk = goodConnection,
  onError = (name, e) => console.warn(`preload of remote ${name} failed`, e),
}: IdlePreloadOptions): () => void {
  let stopped = false;
  let cancel = () => {};
  const next = (i: number) => {
    if (stopped || i >= names.length) return;
    cancel = idle(() => {
      const name = names[i] as string;
      // Checked again each time: the connection can change, the user can open a remote.
      if (stopped || !connectionOk()) return;
      if (skip(name)) return next(i + 1);
      preload(name)
        .catch((e: unknown) => onError(name, e))
        .finally(() => next(i + 1));
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}
