import { useCallback, useEffect, useRef } from 'react';
import { startVisibleInterval, type VisibleInterval } from './visible-interval';

/**
 * Runs `run` every `interval` ms while `active` and the page is visible (see
 * startVisibleInterval). Returns `restart`, to call after a run the user asked for, so the
 * next automatic one comes a full interval later.
 */
export function useVisibleInterval(
  run: () => unknown,
  interval: number,
  active = true,
): () => void {
  const runRef = useRef(run);
  runRef.current = run;
  const handle = useRef<VisibleInterval | null>(null);

  useEffect(() => {
    if (!active) return;
    const h = startVisibleInterval({ interval, run: () => runRef.current() });
    handle.current = h;
    return () => {
      h.stop();
      handle.current = null;
    };
  }, [interval, active]);

  return useCallback(() => handle.current?.restart(), []);
}
