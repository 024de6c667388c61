/**
 * What this page knows of a kept call now: whether a request of it is under way and whether a
 * fresh answer came since the page loaded (or since the session changed). A view that shows a
 * value the session keeps itself — the shop card's user info — reads it to label that value
 * with its age until the fresh answer comes ("As of 14:03 · updating"). The client reports every
 * call of the kept list here (client.ts).
 */
import { useSyncExternalStore } from 'react';
import { callKey } from './last-answers';

export interface AnswerStatus {
  /** a request of the call is under way */
  pending: boolean;
  /** a fresh answer came in this page, ms since the epoch */
  freshAt?: number;
  /** the last request ended without a fresh answer */
  failed: boolean;
}

const IDLE: AnswerStatus = { pending: false, failed: false };
const statuses = new Map<string, AnswerStatus & { count: number }>();
const listeners = new Set<() => void>();

function update(key: string, change: (s: AnswerStatus & { count: number }) => void) {
  const next = { ...(statuses.get(key) ?? { ...IDLE, count: 0 }) };
  change(next);
  next.pending = next.count > 0;
  statuses.set(key, next);
  for (const l of listeners) l();
}

/** A request of a kept call started; returns what to call when it ends. */
export function callStarted(
  method: string,
  path: string,
  input: object | undefined,
): ((fresh: boolean) => void) | null {
  const key = callKey(method, path, input);
  if (!key) return null;
  update(key, (s) => {
    s.count += 1;
  });
  let ended = false;
  return (fresh) => {
    if (ended) return;
    ended = true;
    update(key, (s) => {
      s.count = Math.max(0, s.count - 1);
      if (fresh) s.freshAt = Date.now();
      s.failed = !fresh;
    });
  };
}

/** The session ended or changed: nothing this page fetched is fresh for the next one. */
export function forgetAnswerStatus(): void {
  for (const [key, s] of statuses) statuses.set(key, { ...IDLE, count: s.count });
  for (const l of listeners) l();
}

export function answerStatus(
  method: string,
  path: string,
  input: object | undefined = undefined,
): AnswerStatus {
  const key = callKey(method, path, input);
  return (key && statuses.get(key)) || IDLE;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `answerStatus`, followed as it changes. */
export function useAnswerStatus(
  method: 'GET' | 'POST',
  path: string,
  input?: object,
): AnswerStatus {
  const read = () => answerStatus(method, path, input);
  return useSyncExternalStore(subscribe, read, read);
}
