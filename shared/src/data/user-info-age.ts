/**
 * The age of the user info the session shows — the shop card's figures (credit score,
 * deposit, shop level) — for "As of 14:03 · updating" (docs/offline.md). The session keeps the
 * user info itself (`fb_userInfo`) and refreshes it at boot; the API client keeps the time of
 * its last answer with the kept answers. Until this page got a fresh answer, the stored one is
 * shown only while it is younger than its maximum age, labelled with its time.
 */
import { useAnswerStatus } from '../api/answer-state';
import { keptAnswer } from '../api/last-answers';

export interface UserInfoAge {
  /** when the shown user info was fetched, if it is not this page's fresh answer */
  asOf?: number;
  /** a fresh answer is on its way */
  updating: boolean;
  /** the stored user info is too old (or of unknown age) to be shown; none fresh yet */
  expired: boolean;
  /** the last request got no fresh answer */
  failed: boolean;
}

export function useUserInfoAge(): UserInfoAge {
  const status = useAnswerStatus('GET', '/user/info');
  if (status.freshAt !== undefined) {
    return { updating: status.pending, expired: false, failed: false };
  }
  const kept = keptAnswer('GET', '/user/info', undefined);
  return {
    asOf: kept?.at,
    updating: status.pending,
    expired: kept === null,
    failed: status.failed,
  };
}
