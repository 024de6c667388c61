/**
 * /ad-welcome takes the query string of the entry route (?token=…&lang=…). The host is the
 * only writer of the session: a token in the query that is not the stored one is handed to
 * /entry, which stores it and comes back here when the merchant has no ad account yet.
 */
import { isToken } from '@adnet/shared';

export type WelcomeSession =
  /** open the store with the stored session */
  | { kind: 'ready' }
  /** let the host start a session from the query first */
  | { kind: 'entry'; to: string }
  /** no token anywhere: the merchant must log in */
  | { kind: 'login' };

export function welcomeSession(search: string, storedToken: string | null): WelcomeSession {
  const params = new URLSearchParams(search);
  const queryToken = params.get('token');
  if (queryToken && isToken(queryToken) && queryToken !== storedToken) {
    return { kind: 'entry', to: `/entry?${params.toString()}` };
  }
  if (storedToken) return { kind: 'ready' };
  return { kind: 'login' };
}
