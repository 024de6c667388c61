// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, calls, headersOf } from '../../testing/fake-fetch';
import { i18n, initI18n } from '../i18n/instance';
import { configureApi, endpoint, installErrorHandler, request } from './client';
import { api } from './endpoints';
import { ApiError, HttpError, NetworkError } from './errors';

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  configureApi({ baseURL: 'https://api.example.test/' });
  installErrorHandler(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('API client (docs/product/api.md#api.client.headers)', () => {
  it('sends the token in X-CT, the zone in X-TZ and JSON content type', async () => {
    localStorage.setItem('fb_token', 'tok_abcdefgh');
    answer({ code: 200, msg: 'ok', data: { unread_total: 3 } });
    await expect(api.unreadCount()).resolves.toEqual({ unread_total: 3 });
    const h = headersOf();
    expect(h.get('X-CT')).toBe('tok_abcdefgh');
    expect(h.get('X-TZ')).toMatch(/^\S+ GMT[+-]\d{2}:\d{2}$/);
    expect(h.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.url).toBe('https://api.example.test/user/notifications/unread_count');
  });

  it("asks for the server's own content in the app's language", async () => {
    await initI18n('en');
    answer({ code: 200, msg: 'ok', data: null });
    await api.unreadCount();
    expect(headersOf().get('Accept-Language')).toBe('en');
    await i18n.changeLanguage('zh-CN');
    try {
      await api.unreadCount();
      expect(headersOf(1).get('Accept-Language')).toBe('zh-CN');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('sends no X-CT without a token', async () => {
    answer({ code: 200, msg: 'ok', data: null });
    await api.basicConfig('en');
    expect(headersOf().has('X-CT')).toBe(false);
  });

  it('POST sends a JSON body, GET a query string', async () => {
    answer({ code: 200, msg: 'ok', data: { token: 't' } });
    await api.login({ username: 'a', password: 'b' });
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ username: 'a', password: 'b' });
    await request('GET', '/plan/order/list', { page: 2, size: 10, status: 'matching' });
    expect(calls[1]?.url).toBe(
      'https://api.example.test/plan/order/list?page=2&size=10&status=matching',
    );
    expect(calls[1]?.init.body).toBeUndefined();
  });

  it('endpoint() declares a call: GET input as the query, POST input as the body, options passed on', async () => {
    const seen: unknown[] = [];
    installErrorHandler((_e, o) => seen.push(o.silent));
    const list = endpoint<{ list: number[] }, { page: number; status?: string }>(
      'GET',
      '/plan/order/list',
    );
    const detail = endpoint<{ id: number }, { id: number }>('POST', '/plan/order/detail');
    answer({ code: 200, msg: 'ok', data: { list: [1] } });
    await expect(list({ page: 3, status: 'putting' })).resolves.toEqual({ list: [1] });
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.url).toBe('https://api.example.test/plan/order/list?page=3&status=putting');
    answer({ code: 7, msg: 'no such plan', data: null });
    await expect(detail({ id: 9 }, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(calls[1]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ id: 9 });
    expect(seen).toEqual([true]);
  });

  it('sends FormData as is, without a JSON content type', async () => {
    answer({ code: 200, msg: 'ok', data: { url: 'u' } });
    await api.upload(new Blob(['x'], { type: 'image/png' }));
    expect(calls[0]?.init.body).toBeInstanceOf(FormData);
    expect(headersOf().get('Content-Type')).not.toBe('application/json');
  });

  it('turns a non-200 code into a typed ApiError and hands it to the handler, with silent', async () => {
    const seen: unknown[] = [];
    const silentFlags: unknown[] = [];
    installErrorHandler((e, o) => {
      seen.push(e);
      silentFlags.push(o.silent);
    });
    answer({ code: 405, msg: 'Insufficient balance', data: { error: 'insufficient_balance' } });
    const error = await api.property().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(405);
    expect((error as ApiError).reason).toBe('insufficient_balance');
    expect(seen).toHaveLength(1);
    await api.property({ silent: true }).catch(() => {});
    expect(seen).toHaveLength(2);
    expect(silentFlags).toEqual([undefined, true]);
  });

  it('recognizes the reason of a refusal that sends the message alone, before the handler runs', async () => {
    const seen: (string | undefined)[] = [];
    installErrorHandler((e) => seen.push(e instanceof ApiError ? e.reason : 'other'));
    answer({ code: 405, msg: '余额不足。', data: null });
    const error = (await api.property().catch((e: unknown) => e)) as ApiError;
    expect(error.reason).toBe('insufficient_balance');
    expect(error.data).toBeNull();
    expect(seen).toEqual(['insufficient_balance']);
    // a reason the answer names wins over its words
    answer({ code: 405, msg: 'insufficient balance', data: { error: 'not_found' } });
    expect(((await api.property().catch((e: unknown) => e)) as ApiError).reason).toBe('not_found');
    // words no reason has: no reason, the message kept
    answer({ code: 405, msg: 'Quota exceeded', data: null });
    const unknown = (await api.property().catch((e: unknown) => e)) as ApiError;
    expect(unknown.reason).toBeUndefined();
    expect(unknown.msg).toBe('Quota exceeded');
  });

  it('quietly(): the calls a page starts to draw their failure in place are silent', async () => {
    const { quietly } = await import('./client');
    const flags: unknown[] = [];
    installErrorHandler((_e, o) => flags.push(o.silent));
    answer({ code: 500, msg: 'boom', data: null });
    await quietly(() => api.property()).catch(() => {});
    await api.property().catch(() => {});
    // only what starts inside: a call after an await inside the scope is not
    await quietly(async () => {
      await Promise.resolve();
      return api.property();
    }).catch(() => {});
    expect(flags).toEqual([true, undefined, undefined]);
  });

  it('carries the account language of a 402', async () => {
    answer({ code: 402, msg: 'not activated', data: { lang: 'zh-TW' } });
    const error = (await api.userInfo().catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(402);
    expect(error.lang).toBe('zh-TW');
  });

  it('raises the status text on a non-OK HTTP status', async () => {
    answer('nope', 502, 'Bad Gateway');
    const error = await request('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Bad Gateway');
  });

  it('reports a server that does not answer as a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(request('GET', '/x')).rejects.toBeInstanceOf(NetworkError);
  });
});
