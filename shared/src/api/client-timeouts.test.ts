// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, calls, hang } from '../../testing/fake-fetch';
import {
  configureApi,
  DEFAULT_TIMEOUT_MS,
  getApiTimeout,
  installErrorHandler,
  request,
} from './client';
import { api } from './endpoints';
import { NetworkError, OfflineError, TimeoutError } from './errors';

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

describe('API client: every call ends', () => {
  it('times out after 15 s by default, or what the run-time config says', () => {
    expect(getApiTimeout()).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    configureApi({ baseURL: 'https://api.example.test', timeoutMs: 1500 });
    expect(getApiTimeout()).toBe(1500);
    configureApi({ baseURL: 'https://api.example.test', timeoutMs: Number.NaN });
    expect(getApiTimeout()).toBe(DEFAULT_TIMEOUT_MS);
  });

  it('reports a call without an answer as a TimeoutError, to the handler too', async () => {
    configureApi({ baseURL: 'https://api.example.test', timeoutMs: 40 });
    const seen: unknown[] = [];
    installErrorHandler((e) => seen.push(e));
    hang();
    const started = Date.now();
    const error = await request('POST', '/user/withdraw', {
      amount: '1.00',
      password: 'x',
      method: 'bank_card',
      request_id: 'r1',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as TimeoutError).timeoutMs).toBe(40);
    expect((error as TimeoutError).path).toBe('/user/withdraw');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(seen).toEqual([error]);
  });

  it('does not time out an answer that comes in time', async () => {
    configureApi({ baseURL: 'https://api.example.test', timeoutMs: 1000 });
    answer({ code: 200, msg: 'ok', data: 7 });
    await expect(request('GET', '/x')).resolves.toBe(7);
    // the timer was cleared: nothing fires after the answer
    await new Promise((r) => setTimeout(r, 20));
    expect(calls[0]?.init.signal?.aborted).toBe(false);
  });

  it("a caller's abort is not a timeout", async () => {
    configureApi({ baseURL: 'https://api.example.test', timeoutMs: 5000 });
    hang();
    const controller = new AbortController();
    const pending = request('GET', '/x', undefined, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(TimeoutError);
  });

  it('fails at once with an OfflineError while the browser is offline, sending nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const seen: unknown[] = [];
    installErrorHandler((e) => seen.push(e));
    const fetch = hang();
    const error = await api.login({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect((error as OfflineError).path).toBe('/auth/v2/login');
    expect(fetch).not.toHaveBeenCalled();
    expect(seen).toEqual([error]);
  });

  it('a call that fails because the connection went away reports offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        online.mockReturnValue(false);
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(request('GET', '/x')).rejects.toBeInstanceOf(OfflineError);
  });

  it('sends again once back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answer({ code: 200, msg: 'ok', data: 'sent' });
    await expect(request('GET', '/x')).rejects.toBeInstanceOf(OfflineError);
    online.mockReturnValue(true);
    await expect(request('GET', '/x')).resolves.toBe('sent');
    expect(calls).toHaveLength(1);
  });

  it('an upload times out only when it stops moving', async () => {
    configureApi({ baseURL: 'https://api.example.test', timeoutMs: 400 });
    const sent: FakeXhr[] = [];
    class FakeXhr {
      upload: {
        onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
      } = {};
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      aborted = false;
      open() {}
      setRequestHeader() {}
      send() {
        sent.push(this);
      }
      abort() {
        this.aborted = true;
        this.onabort?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const pending = api
      .upload(new Blob(['x'], { type: 'image/png' }), (p) => progress.push(p))
      .catch((e: unknown) => e);
    // progress every 50 ms for 600 ms: longer than the timeout, never idle for as long
    for (let i = 1; i <= 12; i++) {
      await new Promise((r) => setTimeout(r, 50));
      sent[0]?.upload.onprogress?.({ lengthComputable: true, loaded: i, total: 12 });
    }
    expect(sent[0]?.aborted).toBe(false);
    const error = await pending;
    expect(progress).toHaveLength(12);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(sent[0]?.aborted).toBe(true);
  });
});
