/**
 * What a part of the app that failed to load (a section's code, a page's chunk, a section's
 * strings) does about it (docs/product/routes.md#routes.section-recovers): it tries again by
 * itself each time the network comes back, and, since the network often answers a moment
 * after the browser says it is back, again after each wait of `BACK_WAITS_MS` while those
 * tries fail — calm all the while. Only when every try of that round failed with the network
 * there does it show its failure, with a Retry.
 */
import { useOnline } from '@adnet/shared';
import { useEffect, useRef, useState } from 'react';

/** The waits before each try of a round, from the moment the network is back. */
export const BACK_WAITS_MS = [0, 1000, 2000, 4000, 8000] as const;

/** The tries of a round made so far: null while no round runs. */
export type Round = number | null;

/**
 * Whether the calm state shows (true) rather than the failure with a Retry: while a round runs,
 * its tries included, or waits for the network.
 */
export function calmWhile(round: Round, online: boolean): boolean {
  if (round === null) return false;
  return !online || round < BACK_WAITS_MS.length;
}

/** How long until the next try of the round, or null when there is none to make now. */
export function nextTryIn(failed: boolean, round: Round, online: boolean): number | null {
  if (!failed || round === null || !online) return null;
  return BACK_WAITS_MS[round] ?? null;
}

/**
 * `failed`: it stands failed now (false while a try is under way); `offline`: that failure came
 * for want of the network (a round starts at once and waits for it); `retry`: one try. Returns
 * whether to show the calm state (`calm`, also while one of its tries is under way) and
 * `reset`, for a Retry the merchant tapped.
 */
export function useRetryWhenBack(
  failed: boolean,
  offline: boolean,
  retry: () => void,
): { calm: boolean; reset: () => void } {
  const online = useOnline();
  const [round, setRound] = useState<Round>(failed && offline ? 0 : null);
  const latest = useRef(retry);
  latest.current = retry;

  // a failure for want of the network starts a round that waits for it
  useEffect(() => {
    if (failed && offline) setRound((r) => (r === null || r >= BACK_WAITS_MS.length ? 0 : r));
  }, [failed, offline]);

  // each time the network comes back, a new round, whatever the failure was
  useEffect(() => {
    if (!failed) return;
    const back = () => setRound(0);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [failed]);

  const wait = nextTryIn(failed, round, online);
  useEffect(() => {
    if (wait === null || round === null) return;
    const id = setTimeout(() => {
      setRound(round + 1);
      latest.current();
    }, wait);
    return () => clearTimeout(id);
  }, [wait, round]);

  return { calm: calmWhile(round, online), reset: () => setRound(null) };
}
