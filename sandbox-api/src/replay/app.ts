/**
 * The app's side of the replay test, on the real API client (`shared/src/api`): a session
 * kept as the session core keeps it, the money actions carried out as the put panel, the
 * withdraw sheet and the card form carry them out (one request_id per intention, kept in the
 * tab with the form before it is sent, the same id on every retry, dropped on an answer), and
 * the wallet's figures shown as `useResource` shows them (the kept answer first, with its
 * time, then the fresh one).
 */

import type { Property, UserInfo } from '@adnet/shared/wire';
import { forgetAnswerStatus } from '#repo/shared/src/api/answer-state.ts';
import {
  clearKeptState,
  configureApi,
  installErrorHandler,
  request,
} from '#repo/shared/src/api/client.ts';
import { api } from '#repo/shared/src/api/endpoints.ts';
import { ApiError } from '#repo/shared/src/api/errors.ts';
import { storedAt } from '#repo/shared/src/api/last-answers.ts';
import {
  clearPending,
  type PendingKind,
  readPending,
  savePending,
} from '#repo/shared/src/api/pending-intents.ts';
import { resource } from '#repo/shared/src/data/resource.ts';
import { store, tokenAtom, userInfoAtom } from '#repo/shared/src/session/atoms.ts';
import { faultyFetch } from './faults';

export function startApp(apiBase: string, timeoutMs: number) {
  globalThis.fetch = faultyFetch as typeof fetch;
  configureApi({ baseURL: apiBase, timeoutMs });
  installErrorHandler(() => {});
}

/**
 * Logs in as the session core does: the token, then the user info. A busy machine may answer
 * after the test's short timeout: the merchant simply tries again.
 */
export async function login(username: string, password: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      const { token } = await request<{ token: string }>('POST', '/auth/v2/login', {
        username,
        password,
      });
      store.set(tokenAtom, token);
      store.set(userInfoAtom, await request<UserInfo>('GET', '/user/info'));
      return;
    } catch (e) {
      if (e instanceof ApiError || attempt === 5) throw e;
    }
  }
}

/** Logs out as the session core does (clearSession). */
export function logout() {
  store.set(tokenAtom, null);
  store.set(userInfoAtom, null);
  clearKeptState();
}

/** A reload: a new page; what it knew in memory is gone, the storages stay. */
export function reload() {
  forgetAnswerStatus();
}

export interface Shown {
  data: Property;
  /** when it was fetched, if it is a kept answer; undefined: shown as fresh */
  asOf?: number;
}

/** The wallet's figures as the page shows them: the kept answer at once, then the answer. */
export async function showFigures(): Promise<Shown[]> {
  const res = resource(() => api.property({ silent: true }), api.property.kept);
  const frames: Shown[] = [];
  if (res.kept) frames.push({ data: res.kept.data, asOf: res.kept.at });
  try {
    const value = await (res.first as Promise<Property>);
    frames.push({ data: value, asOf: storedAt(value) });
  } catch {
    // a failed refresh keeps what was shown, with its time
  }
  return frames;
}

/** One money action as the app sends it. */
export interface Intention {
  kind: PendingKind;
  path: string;
  form: Record<string, unknown>;
  body: (requestId: string) => Record<string, unknown>;
}

export type Sent = { ok: true } | { ok: false; refused?: ApiError };

/**
 * Sends the intention once (or twice at once: a double tap the page did not stop), with the id
 * it has, kept with its form in the tab before it leaves.
 */
export async function send(intent: Intention, requestId: string, taps = 1): Promise<Sent> {
  savePending(intent.kind, requestId, intent.form);
  const calls = Array.from({ length: taps }, () =>
    request('POST', intent.path, intent.body(requestId), { silent: true }),
  );
  const settled = await Promise.allSettled(calls);
  if (settled.some((s) => s.status === 'fulfilled')) {
    clearPending(intent.kind);
    return { ok: true };
  }
  const refused = settled
    .map((s) => (s.status === 'rejected' ? s.reason : null))
    .find((e): e is ApiError => e instanceof ApiError);
  if (refused) clearPending(intent.kind);
  return { ok: false, refused };
}

/**
 * Sends it from a page about to go away (a reload): kept with its form in the tab first, and
 * whatever answer comes is read by no one.
 */
export function sendFromGoingPage(intent: Intention, requestId: string): Promise<unknown> {
  savePending(intent.kind, requestId, intent.form);
  return request('POST', intent.path, intent.body(requestId), { silent: true }).catch(() => {});
}

/** The id a page has for the intention: its own, else the one a reload left in the tab. */
export function idOnPage(intent: Intention, own: string | null): string {
  return own ?? readPending(intent.kind)?.request_id ?? crypto.randomUUID();
}
