/**
 * The real-time placement of a matching or putting plan: its detail asked again every 5 s
 * while the page is visible (`useVisibleInterval`: the next poll only after the previous
 * answer, none while hidden, one at once when shown again).
 */
import { useVisibleInterval } from '@adnet/shared';
import { useCallback, useRef } from 'react';
import { type PlanDetail, planApi } from '../api';

export const POLL_INTERVAL_MS = 5000;

/** Polls while `live`; returns the poll, for a refresh at once (after a put). */
export function usePlacementPoll(
  id: number,
  live: boolean,
  onDetail: (detail: PlanDetail) => void,
) {
  const latest = useRef(onDetail);
  latest.current = onDetail;
  const poll = useCallback(async () => {
    try {
      latest.current(await planApi.detail({ id }, { silent: true }));
    } catch {
      // A poll stays quiet; the host still acts on an ended session (silent skips the toast only).
    }
  }, [id]);
  useVisibleInterval(poll, POLL_INTERVAL_MS, live);
  return poll;
}
