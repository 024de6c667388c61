/**
 * Runs `tick` every `intervalMs` while `active` and the page is visible. The next tick is
 * scheduled only after the previous one settled, so slow answers never pile up; coming
 * back to a hidden tab polls at once.
 */
import { useEffect, useRef } from 'react';

export function useVisiblePolling(
  tick: () => Promise<unknown>,
  intervalMs: number,
  active: boolean,
) {
  const tickRef = useRef(tick);
  tickRef.current = tick;

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let running = false;

    const schedule = () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState !== 'visible') return;
      timer = setTimeout(run, intervalMs);
    };
    const run = async () => {
      if (stopped || running) return;
      running = true;
      try {
        await tickRef.current();
      } catch {
        // a failed poll is retried on the next tick
      } finally {
        running = false;
        schedule();
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void run();
      else clearTimeout(timer);
    };

    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, active]);
}
