/**
 * A refresh that runs every `interval` ms while the page is visible and not while it is
 * hidden (document.visibilityState). When the page shows again after a full interval or
 * more, it runs at once and the count starts again; after less, it waits the rest.
 */

export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface VisibleIntervalOptions {
  interval: number;
  run: () => void;
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
    if (stopped || doc.visibilityState !== 'visible') return;
    last = now();
    run();
    schedule(interval);
  }

  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') {
      clear();
      return;
    }
    const elapsed = now() - last;
    if (elapsed >= interval) fire();
    else schedule(interval - elapsed);
  };

  doc.addEventListener('visibilitychange', onVisibility);
  schedule(interval);

  return {
    restart() {
      last = now();
      schedule(interval);
    },
    stop() {
      stopped = true;
      clear();
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
