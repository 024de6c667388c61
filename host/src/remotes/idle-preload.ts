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

/**
 * How long the page must have had no input (and the preloads have waited since they were set
 * up) before a preload starts: a remote's entry and routes are evaluated on the main thread,
 * and a tap that meets that work waits for it (the ad centre's period tab 1 s after the
 * figures: 304 ms at 4x CPU, 80 ms once the preloads waited; docs/performance.md, "Taps").
 * The first seconds on a page are when a merchant taps most.
 */
export const INPUT_QUIET_MS = 4_000;

/** `whenIdle`, and only once `quietMs` have passed without a pointer press or key. */
export function whenIdleAndQuiet(
  quietMs = INPUT_QUIET_MS,
  idle: IdleScheduler = whenIdle,
  now: () => number = () => performance.now(),
  /** where input is heard: the window */
  target: EventTarget = globalThis as unknown as EventTarget,
): IdleScheduler & { stop: () => void } {
  let lastInput = now();
  const input = () => {
    lastInput = now();
  };
  const events = ['pointerdown', 'keydown'] as const;
  for (const e of events) target.addEventListener(e, input, { capture: true, passive: true });
  const scheduler = (run: () => void) => {
    let cancel = () => {};
    const attempt = () => {
      const wait = lastInput + quietMs - now();
      if (wait > 0) {
        const timer = setTimeout(attempt, wait);
        cancel = () => clearTimeout(timer);
        return;
      }
      cancel = idle(() => (now() - lastInput < quietMs ? attempt() : run()));
    };
    attempt();
    return () => cancel();
  };
  return Object.assign(scheduler, {
    stop: () => {
      for (const e of events) target.removeEventListener(e, input, { capture: true });
    },
  });
}

export interface IdlePreloadOptions {
  /** The remotes to preload, most likely first. */
  names: string[];
  /** Preloads one remote. */
  preload: (name: string) => Promise<unknown>;
  /** True when a remote needs no preload any more (already loaded). */
  skip?: (name: string) => boolean;
  idle?: IdleScheduler;
  connectionOk?: () => boolean;
  /**
   * While the browser is offline the next preload waits for the network (a preload tried
   * offline fails, and a failed entry script can stay failed for the visit that follows).
   */
  offline?: () => boolean;
  onError?: (name: string, error: unknown) => void;
}

/** Starts the preloads; returns a function that stops those not started yet. */
export function preloadWhenIdle({
  names,
  preload,
  skip = () => false,
  idle = whenIdle,
  connectionOk = goodConnection,
  offline = () => globalThis.navigator?.onLine === false,
  onError = (name, e) => console.warn(`preload of remote ${name} failed`, e),
}: IdlePreloadOptions): () => void {
  let stopped = false;
  let cancel = () => {};
  const next = (i: number) => {
    if (stopped || i >= names.length) return;
    cancel = idle(() => {
      const name = names[i] as string;
      // Checked again each time: the connection can change, the user can open a remote.
      if (stopped) return;
      if (offline()) {
        const resume = () => next(i);
        globalThis.addEventListener?.('online', resume, { once: true });
        cancel = () => globalThis.removeEventListener?.('online', resume);
        return;
      }
      if (!connectionOk()) return;
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
