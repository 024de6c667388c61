/**
 * The one visible-only refresh of every remote: runs every `interval` ms while the page is
 * visible and not while it is hidden (document.visibilityState). When the page shows again
 * after a full interval or more, it runs at once and the count starts again; after less, it
 * waits the rest. A run that returns a promise is awaited before the next one is scheduled,
 * so slow answers never pile up, and a rejected one is simply retried on the next tick.
 */

export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface VisibleIntervalOptions {
  interval: number;
  run: () => unknown;
  doc?: VisibilitySource;
  now?: () => number;
}

export interface VisibleInterval {
  /** A run happened outside the schedule (first load, a tab change): count from now. */
  restart(): void;
  stop(): void;
}

export function startVisibleInterval({
  interval,
  run,
  doc = document,
  now = Date.now,
}: VisibleIntervalOptions): VisibleInterval {
  let last = now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let running = false;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = (delay: number) => {
    clear();
    if (stopped || doc.visibilityState !== 'visible') return;
    timer = setTimeout(fire, Math.max(0, delay));
  };

  function fire() {
    timer = null;
    if (stopped || running || doc.visibilityState !== 'visible') return;
    last = now();
    let result: unknown;
    try {
      result = run();
    } catch {
      result = undefined; // a failed run is retried on the next tick
    }
    if (!(result instanceof Promise)) {
      schedule(interval);
      return;
    }
    running = true;
    clear();
    result
      .catch(() => undefined) // retried on the next tick
      .finally(() => {
        running = false;
        last = now();
        schedule(interval);
      });
  }

  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') {
      clear();
      return;
    }
    if (running) return; // the run in flight schedules the next one
    const elapsed = now() - last;
    if (elapsed >= interval) fire();
    else schedule(interval - elapsed);
  };

  doc.addEventListener('visibilitychange', onVisibility);
  schedule(interval);

  return {
    restart() {
      last = now();
      if (!running) schedule(interval);
    },
    stop() {
      stopped = true;
      clear();
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
