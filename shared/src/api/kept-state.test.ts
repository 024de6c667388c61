// @vitest-environment happy-dom
/**
 * What the client keeps for a session (docs/offline.md): kept answers per merchant, session and
 * (for those with the server's text) language, what this page fetched fresh, and the money actions awaiting an answer; when each is
 * cleared.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../i18n/instance';
import { store, tokenAtom, userInfoAtom } from '../session/atoms';
import type { UserInfo } from '../wire/types';
import { answerStatus } from './answer-state';
import { clearKeptState, configureApi, endpoint, installErrorHandler, request } from './client';
import { api } from './endpoints';
import { ApiError, OfflineError } from './errors';
import { ANSWER_KEY_PREFIX, ANSWER_RULES, keptAnswer, storedAt } from './last-answers';
import {
  PENDING_KEY_PREFIX,
  PENDING_MAX_AGE_MS,
  readPending,
  savePending,
} from './pending-intents';

const PROPERTY = { total_assets: '120.50', available_balance: '100.00', currency: 'USD' };

/** The server's answers, in order; a function answers per call. */
let answers: (() => Promise<Response>)[] = [];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const ok = (data: unknown) => async () => json({ code: 200, msg: 'ok', data });
const refused = (code: number) => async () => json({ code, msg: 'no', data: null });

function merchant(id: number, token = `token-of-${id}`) {
  store.set(tokenAtom, token);
  store.set(userInfoAtom, { id, username: `m${id}` } as UserInfo);
}

const keptKeys = () => Object.keys(localStorage).filter((k) => k.startsWith(ANSWER_KEY_PREFIX));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    }),
  );
  configureApi({ baseURL: 'https://api.example.test' });
  installErrorHandler(() => {});
  merchant(7);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  store.set(tokenAtom, null);
  store.set(userInfoAtom, null);
});

describe('kept answers: whose', () => {
  it('an endpoint reads its kept answer, marked with its time, for the current merchant only', async () => {
    const list = endpoint<{ list: number[] }, { page: number }>('GET', '/plan/order/list');
    answers.push(ok({ list: [1, 2] }));
    await list({ page: 1 });
    const kept = list.kept({ page: 1 });
    expect(kept?.data).toEqual({ list: [1, 2] });
    expect(storedAt(kept?.data)).toBe(kept?.at);
    expect(list.kept({ page: 2 })).toBeNull();
    merchant(8);
    expect(list.kept({ page: 1 })).toBeNull();
  });

  it('another session of the same merchant (a new login) is not shown the first one’s', async () => {
    answers.push(ok(PROPERTY));
    await api.property();
    expect(api.property.kept()).not.toBeNull();
    merchant(7, 'a-later-token');
    expect(api.property.kept()).toBeNull();
  });

  it('an answer that comes after a logout or another login is not kept', async () => {
    let answer: (r: Response) => void = () => {};
    answers.push(() => new Promise<Response>((r) => (answer = r)));
    const late = api.property();
    // logged out, then in as another merchant, while the first call was on its way
    store.set(tokenAtom, null);
    store.set(userInfoAtom, null);
    merchant(8);
    answer(json({ code: 200, msg: 'ok', data: PROPERTY }));
    await late;
    expect(keptKeys()).toEqual([]);
    expect(api.property.kept()).toBeNull();
  });

  it('the user info is kept under the merchant it names, also right after a login', async () => {
    store.set(userInfoAtom, null);
    answers.push(ok({ id: 9, username: 'm9', credit_score: 90 }));
    await api.userInfo();
    expect(keptKeys()).toEqual([`${ANSWER_KEY_PREFIX}9:GET /user/info?`]);
  });

  it('a change of merchant removes every kept answer at once', async () => {
    answers.push(ok(PROPERTY));
    await api.property();
    savePending('withdraw', 'r-1', { amount: '1.00' });
    expect(keptKeys()).toHaveLength(1);
    store.set(userInfoAtom, { id: 8, username: 'm8' } as UserInfo);
    expect(keptKeys()).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it.each([
    [503, 'an expired login'],
    [401, 'no authorisation'],
  ])('a %i (%s) clears the kept answers and the pending money actions', async (code) => {
    answers.push(ok(PROPERTY));
    await api.property();
    savePending('put', 'r-2', { planId: 1 });
    answers.push(refused(code));
    await expect(request('GET', '/user/property')).rejects.toBeInstanceOf(ApiError);
    expect(keptKeys()).toEqual([]);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith(PENDING_KEY_PREFIX))).toEqual([]);
  });
});

describe('kept answers: which language', () => {
  const NOTES = { list: [{ id: 1, title: 'Hello' }], page: 1, size: 10, total: 1 };
  const notes = () => request('POST', '/user/notifications', { page: 1, size: 10 });
  const keptNotes = () => keptAnswer('POST', '/user/notifications', { page: 1, size: 10 });
  beforeAll(() => initI18n('en'));
  afterEach(() => setLanguage('en'));

  it("the answers with the server's text are kept per language; the figures are the same in all", async () => {
    answers.push(ok(NOTES), ok(PROPERTY));
    await notes();
    await api.property();
    await setLanguage('th');
    // the English notifications are not the Thai page's; the wallet's figures have no text
    expect(keptNotes()).toBeNull();
    expect(api.property.kept()).toMatchObject({ data: PROPERTY });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(notes()).rejects.toBeInstanceOf(OfflineError);
    // back in English, its own answer is still there
    await setLanguage('en');
    expect(keptNotes()).toMatchObject({ data: NOTES });
    expect(ANSWER_RULES.filter((r) => r.text).map((r) => r.path)).toEqual([
      '/plan/order/list',
      '/transaction_flow/list',
      '/user/notifications',
    ]);
  });

  it('an answer is kept under the language its call asked in, not the one on screen when it came', async () => {
    let answer: (r: Response) => void = () => {};
    answers.push(() => new Promise<Response>((r) => (answer = r)));
    const call = notes();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await setLanguage('th');
    answer(json({ code: 200, msg: 'ok', data: NOTES }));
    await call;
    expect(keptNotes()).toBeNull();
    expect(keptKeys()).toEqual([
      `${ANSWER_KEY_PREFIX}7:en:POST /user/notifications?page=1&size=10`,
    ]);
  });
});

describe('kept answers: money screens', () => {
  it('`fresh` is never answered from the kept answers, even with no network', async () => {
    answers.push(ok(PROPERTY));
    await api.property();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(api.property({ fresh: true })).rejects.toBeInstanceOf(OfflineError);
    await expect(api.property()).resolves.toEqual(PROPERTY);
  });
});

describe('what this page fetched', () => {
  it('follows a kept call: under way, then fresh, or failed', async () => {
    expect(answerStatus('GET', '/user/info')).toMatchObject({ pending: false, failed: false });
    let answer: (r: Response) => void = () => {};
    answers.push(() => new Promise<Response>((r) => (answer = r)));
    const call = api.userInfo();
    expect(answerStatus('GET', '/user/info').pending).toBe(true);
    answer(json({ code: 200, msg: 'ok', data: { id: 7 } }));
    await call;
    const fresh = answerStatus('GET', '/user/info');
    expect(fresh.pending).toBe(false);
    expect(fresh.freshAt).toEqual(expect.any(Number));
    // no answer at all: the kept one serves, and this page still has nothing fresher
    await expect(api.userInfo()).resolves.toEqual({ id: 7 });
    expect(answerStatus('GET', '/user/info')).toMatchObject({ pending: false, failed: true });
    clearKeptState();
    expect(answerStatus('GET', '/user/info').freshAt).toBeUndefined();
  });
});

describe('money actions awaiting an answer', () => {
  it('are kept in the tab with their id for this session, no longer than 30 minutes', () => {
    const now = Date.UTC(2026, 10, 25, 9, 0);
    savePending('withdraw', 'r-9', { amount: '5.00', method: 'bank_card' }, now);
    expect(readPending('withdraw', now + 1000)).toEqual({
      request_id: 'r-9',
      form: { amount: '5.00', method: 'bank_card' },
      at: now,
    });
    // sent again: the first time stays
    savePending('withdraw', 'r-9', { amount: '5.00', method: 'bank_card' }, now + 5000);
    expect(readPending('withdraw', now + 6000)?.at).toBe(now);
    expect(readPending('withdraw', now + PENDING_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(`${PENDING_KEY_PREFIX}withdraw`)).toBeNull();
    expect(Object.keys(localStorage).some((k) => k.startsWith(PENDING_KEY_PREFIX))).toBe(false);
  });

  it('another session is not offered this one’s, and nothing is kept without a session', () => {
    savePending('put', 'r-3', { planId: 4 });
    merchant(7, 'a-later-token');
    expect(readPending('put')).toBeNull();
    store.set(tokenAtom, null);
    savePending('put', 'r-4', { planId: 4 });
    expect(sessionStorage.length).toBe(0);
  });

  it('the end of the session removes them', () => {
    savePending('bind-card', 'r-5', { method: 'bank_card' });
    clearKeptState();
    expect(readPending('bind-card')).toBeNull();
    expect(keptAnswer('GET', '/user/property', undefined)).toBeNull();
  });
});
