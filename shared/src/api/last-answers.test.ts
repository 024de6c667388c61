// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store, tokenAtom, userInfoAtom } from '../session/atoms';
import type { UserInfo } from '../wire/types';
import { configureApi, installErrorHandler, request } from './client';
import { api } from './endpoints';
import { OfflineError, TimeoutError } from './errors';
import {
  ANSWER_KEY_PREFIX,
  ANSWER_RULES,
  clearLastAnswers,
  keptAnswer,
  lastAnswer,
  MONEY_MAX_AGE_MS,
  OTHER_MAX_AGE_MS,
  storedAt,
} from './last-answers';

const PROPERTY = { total_assets: '120.50', available_balance: '100.00', currency: 'USD' };
const NOTIFICATIONS = { list: [{ id: 1, title: 'Hello' }], page: 1, size: 10, total: 1 };

let served: unknown = PROPERTY;
const sent: string[] = [];

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      sent.push(String(url));
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: served }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function offline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

function merchant(id: number) {
  store.set(tokenAtom, `token-of-${id}`);
  store.set(userInfoAtom, { id, username: `m${id}` } as UserInfo);
}

/** Every key and value the two storages hold, as text. */
function everythingStored(): string {
  const all: string[] = [];
  for (const s of [localStorage, sessionStorage]) {
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i) ?? '';
      all.push(`${key}=${s.getItem(key)}`);
    }
  }
  return all.join('\n');
}

const keysIn = (s: Storage) =>
  Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').filter((k) =>
    k.startsWith(ANSWER_KEY_PREFIX),
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sent.length = 0;
  served = PROPERTY;
  configureApi({ baseURL: 'https://api.example.test' });
  installErrorHandler(() => {});
  merchant(7);
  serve();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  store.set(tokenAtom, null);
  store.set(userInfoAtom, null);
});

describe('last answers: which calls', () => {
  it('answers a kept read offline with its last answer, marked with the time it was fetched', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 25, 4, 3));
    const fresh = await api.property();
    expect(storedAt(fresh)).toBeUndefined();

    offline();
    const seen: unknown[] = [];
    installErrorHandler((e) => seen.push(e));
    const kept = await api.property();
    expect(kept).toEqual(PROPERTY);
    expect(storedAt(kept)).toBe(Date.UTC(2026, 10, 25, 4, 3));
    // nothing was sent, and no fail toast: the page shows the figures with their time
    expect(sent).toHaveLength(1);
    expect(seen).toEqual([]);
  });

  it('answers a read that timed out (a dead network) the same way', async () => {
    await api.property();
    configureApi({ baseURL: 'https://api.example.test', timeoutMs: 30 });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_r, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const kept = await api.property();
    expect(kept).toEqual(PROPERTY);
    expect(storedAt(kept)).toEqual(expect.any(Number));
  });

  it('keeps the first page of a list only, per query', async () => {
    served = NOTIFICATIONS;
    await request('POST', '/user/notifications', { page: 1, size: 10, category: 'system' });
    await request('POST', '/user/notifications', { page: 2, size: 10, category: 'system' });
    expect(
      lastAnswer('POST', '/user/notifications', { size: 10, page: 1, category: 'system' }),
    ).toMatchObject({ data: NOTIFICATIONS });
    expect(
      lastAnswer('POST', '/user/notifications', { page: 2, size: 10, category: 'system' }),
    ).toBeNull();
    expect(
      lastAnswer('POST', '/user/notifications', { page: 1, size: 10, category: 'plan' }),
    ).toBeNull();
  });

  it('never keeps a write or a call outside the list, and refuses a write offline at once', async () => {
    served = { id: 1 };
    await request('POST', '/user/withdraw', { amount: '1.00', request_id: 'r1' });
    await request('POST', '/plan/order/put', { id: 3, amount: '5.00', request_id: 'r2' });
    await request('GET', '/bank_card/detail');
    await request('POST', '/auth/v2/login', { username: 'a', password: 'b' });
    expect(keysIn(localStorage)).toEqual([]);
    expect(keysIn(sessionStorage)).toEqual([]);

    offline();
    await expect(
      request('POST', '/user/withdraw', { amount: '1.00', request_id: 'r1' }),
    ).rejects.toBeInstanceOf(OfflineError);
    await expect(request('GET', '/bank_card/detail')).rejects.toBeInstanceOf(OfflineError);
  });

  it('an answer with an error code is not replaced by a kept one', async () => {
    await api.property();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 500, msg: 'down', data: null }))),
    );
    await expect(api.property()).rejects.toMatchObject({ code: 500 });
  });
});

describe('last answers: where and for whom', () => {
  it('keeps every answer of the list in localStorage, so a new tab opens on them', async () => {
    await api.property();
    await request('GET', '/plan/order/list', { page: 1, size: 10 });
    await request('GET', '/ad/order/data_statistics/list', { type: 1, user_time_zone: 'UTC' });
    await request('GET', '/transaction_flow/list', { page: 1, size: 10 });
    served = NOTIFICATIONS;
    await request('POST', '/user/notifications', { page: 1, size: 10 });

    expect(keysIn(sessionStorage)).toEqual([]);
    expect(keysIn(localStorage)).toHaveLength(5);
    expect(keysIn(localStorage)).toContain(
      `${ANSWER_KEY_PREFIX}7:en:POST /user/notifications?page=1&size=10`,
    );
  });

  it('shows an answer no longer than its maximum age: a day for money, a week for the rest', async () => {
    const now = Date.UTC(2026, 10, 25, 9, 0);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    await api.property();
    served = NOTIFICATIONS;
    await request('POST', '/user/notifications', { page: 1, size: 10 });
    expect(
      ANSWER_RULES.every((r) => r.maxAgeMs === (r.money ? MONEY_MAX_AGE_MS : OTHER_MAX_AGE_MS)),
    ).toBe(true);

    clock.mockReturnValue(now + MONEY_MAX_AGE_MS);
    expect(keptAnswer('GET', '/user/property', undefined)).toMatchObject({ at: now });
    clock.mockReturnValue(now + MONEY_MAX_AGE_MS + 1);
    expect(keptAnswer('GET', '/user/property', undefined)).toBeNull();
    // an expired answer is removed when met, and is not served offline either
    expect(keysIn(localStorage).some((k) => k.includes('/user/property'))).toBe(false);
    offline();
    await expect(api.property()).rejects.toBeInstanceOf(OfflineError);
    expect(keptAnswer('POST', '/user/notifications', { page: 1, size: 10 })).not.toBeNull();
    clock.mockReturnValue(now + OTHER_MAX_AGE_MS + 1);
    expect(keptAnswer('POST', '/user/notifications', { page: 1, size: 10 })).toBeNull();
  });

  it('never stores the token', async () => {
    await api.property();
    served = NOTIFICATIONS;
    await request('POST', '/user/notifications', { page: 1, size: 10 });
    const kept = everythingStored()
      .split('\n')
      .filter((line) => line.startsWith(ANSWER_KEY_PREFIX));
    expect(kept).toHaveLength(2);
    expect(kept.join('\n')).not.toContain('token-of-7');
  });

  it("never answers one merchant with another's answers", async () => {
    await api.property();
    merchant(8);
    offline();
    await expect(api.property()).rejects.toBeInstanceOf(OfflineError);
  });

  it('keeps nothing while the merchant is not known', async () => {
    store.set(userInfoAtom, null);
    await api.property();
    expect(keysIn(sessionStorage)).toEqual([]);
  });

  it('the end of the session clears every kept answer, of every merchant', async () => {
    await api.property();
    served = NOTIFICATIONS;
    await request('POST', '/user/notifications', { page: 1, size: 10 });
    merchant(8);
    await request('POST', '/user/notifications', { page: 1, size: 10 });
    localStorage.setItem('lang', 'de');
    clearLastAnswers();
    expect(keysIn(localStorage)).toEqual([]);
    expect(keysIn(sessionStorage)).toEqual([]);
    expect(localStorage.getItem('lang')).toBe('de');
    offline();
    await expect(api.property()).rejects.toBeInstanceOf(OfflineError);
  });

  it('a caller that aborts gets its abort, not a kept answer', async () => {
    await api.property();
    configureApi({ baseURL: 'https://api.example.test', timeoutMs: 5000 });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_r, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const controller = new AbortController();
    const pending = request('GET', '/user/property', undefined, {
      signal: controller.signal,
    }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(storedAt(error)).toBeUndefined();
  });
});
