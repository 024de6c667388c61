// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from '../api/errors';
import { i18n, initI18n } from '../i18n/instance';
import { store, tokenAtom } from '../session/atoms';
import { resource, useRequest, useResource } from './resource';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  store.set(tokenAtom, null);
});

describe('resource', () => {
  it('starts the request at once when a session exists, and not without one', () => {
    const load = vi.fn(() => Promise.resolve(1));
    expect(resource(load).first).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    store.set(tokenAtom, 't');
    expect(resource(load).first).toBeInstanceOf(Promise);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not leave the started request as an unhandled rejection', async () => {
    store.set(tokenAtom, 't');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    resource(() => Promise.reject(new Error('down')));
    await new Promise((r) => setTimeout(r, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('useResource', () => {
  it('uses the request the loader started instead of sending another', async () => {
    store.set(tokenAtom, 't');
    const load = vi.fn(() => Promise.resolve('data'));
    const res = resource(load);
    const { result } = renderHook(() => useResource(res));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('data'));
    expect(result.current.loading).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again, not from the loader, when the language changes', async () => {
    await initI18n('en');
    store.set(tokenAtom, 't');
    const load = vi.fn(() => Promise.resolve(i18n.language));
    const res = resource(load);
    const { result } = renderHook(() => useResource(res));
    await waitFor(() => expect(result.current.data).toBe('en'));
    expect(load).toHaveBeenCalledTimes(1);
    try {
      await act(async () => {
        await i18n.changeLanguage('ja');
      });
      await waitFor(() => expect(result.current.data).toBe('ja'));
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });

  it('sends the request itself when the loader could not', async () => {
    const res = resource(() => Promise.resolve(7));
    const { result } = renderHook(() => useResource(res));
    await waitFor(() => expect(result.current.data).toBe(7));
  });

  it('keeps the error and clears it on a successful reload', async () => {
    store.set(tokenAtom, 't');
    let fail = true;
    const res = resource(() => (fail ? Promise.reject(new Error('500')) : Promise.resolve('ok')));
    const { result } = renderHook(() => useResource(res));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.data).toBeUndefined();
    fail = false;
    await act(async () => {
      expect(await result.current.reload()).toBe('ok');
    });
    expect(result.current.error).toBeNull();
    expect(result.current.data).toBe('ok');
  });

  it('never lets an older answer overwrite a newer one', async () => {
    store.set(tokenAtom, 't');
    const slow = deferred<string>();
    const fast = deferred<string>();
    const answers = [slow.promise, fast.promise];
    const res = resource(() => answers.shift() ?? Promise.resolve('x'));
    const { result } = renderHook(() => useResource(res));
    let reloaded: Promise<unknown> = Promise.resolve();
    act(() => {
      reloaded = result.current.reload();
    });
    await act(async () => {
      fast.resolve('new');
      await reloaded;
      slow.resolve('old');
      await slow.promise;
    });
    expect(result.current.data).toBe('new');
  });

  it('starts over when the loader hands a new resource', async () => {
    store.set(tokenAtom, 't');
    const a = resource(() => Promise.resolve('a'));
    const b = resource(() => new Promise<string>(() => {}));
    const { result, rerender } = renderHook(({ r }) => useResource(r), { initialProps: { r: a } });
    await waitFor(() => expect(result.current.data).toBe('a'));
    rerender({ r: b });
    expect(result.current.data).toBeUndefined();
    expect(result.current.loading).toBe(true);
  });

  it('set replaces the data and wins over a request under way', async () => {
    store.set(tokenAtom, 't');
    const pending = deferred<string>();
    const res = resource(() => pending.promise);
    const { result } = renderHook(() => useResource(res));
    act(() => result.current.set('mine'));
    await act(async () => {
      pending.resolve('theirs');
      await pending.promise;
    });
    expect(result.current.data).toBe('mine');
  });
});

describe('useResource: show, then confirm', () => {
  it('shows the kept answer at once with its time, then the fresh one without it', async () => {
    store.set(tokenAtom, 't');
    const pending = deferred<{ n: number }>();
    const res = resource(
      () => pending.promise,
      () => ({ at: 1_000, data: { n: 1 } }),
    );
    const { result } = renderHook(() => useResource(res));
    // the first render already has it: no loading frame
    expect(result.current).toMatchObject({ data: { n: 1 }, asOf: 1_000, loading: true });
    await act(async () => {
      pending.resolve({ n: 2 });
      await pending.promise;
    });
    expect(result.current).toMatchObject({ data: { n: 2 }, asOf: undefined, loading: false });
  });

  it('a failed refresh keeps the kept answer and its time, no longer loading', async () => {
    store.set(tokenAtom, 't');
    const pending = deferred<{ n: number }>();
    const res = resource(
      () => pending.promise,
      () => ({ at: 1_000, data: { n: 1 } }),
    );
    const { result } = renderHook(() => useResource(res));
    await act(async () => {
      pending.reject(new Error('502'));
      await pending.promise.catch(() => {});
    });
    expect(result.current).toMatchObject({ data: { n: 1 }, asOf: 1_000, loading: false });
    expect(result.current.error).toBeInstanceOf(Error);
  });

  it('reads no kept answer without a session', () => {
    const kept = vi.fn(() => ({ at: 1, data: 1 }));
    expect(resource(() => Promise.resolve(2), kept).kept).toBeUndefined();
    expect(kept).not.toHaveBeenCalled();
  });
});

describe('useRequest', () => {
  it('sends again when its deps change, with the latest load', async () => {
    const load = vi.fn((n: number) => Promise.resolve(n * 2));
    const { result, rerender } = renderHook(({ n }) => useRequest(() => load(n), [n]), {
      initialProps: { n: 1 },
    });
    await waitFor(() => expect(result.current.data).toBe(2));
    rerender({ n: 2 });
    await waitFor(() => expect(result.current.data).toBe(4));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useResource when the network comes back (docs/offline.md)', () => {
  it('asks again by itself after a failure for want of the network, not after a refusal', async () => {
    let offline = true;
    const load = vi.fn(async () => {
      if (offline) throw new OfflineError('/x');
      return 'fresh';
    });
    const { result } = renderHook(() => useRequest(load, []));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(OfflineError));
    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.data).toBe('fresh'));
    expect(load).toHaveBeenCalledTimes(2);

    // the server's refusal is its word: the network coming back changes nothing
    const refused = vi.fn(async () => {
      throw new ApiError(405, 'no', null, '/y');
    });
    const other = renderHook(() => useRequest(refused, []));
    await waitFor(() => expect(other.result.current.error).toBeInstanceOf(ApiError));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(refused).toHaveBeenCalledTimes(1);
  });
});

describe('said once (docs/product/api.md#api.client.silent)', () => {
  it('the first load and a reload with nothing shown are silent; a reload of shown data is not', async () => {
    const { configureApi, installErrorHandler, request } = await import('../api/client');
    configureApi({ baseURL: 'https://api.example.test' });
    const flags: unknown[] = [];
    installErrorHandler((_e, o) => flags.push(o.silent));
    let code = 500;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code, msg: 'x', data: code === 200 ? 'ok' : null }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    store.set(tokenAtom, 't');
    const res = resource(() => request<string>('GET', '/user/property'));
    const { result } = renderHook(() => useResource(res));
    await waitFor(() => expect(result.current.error).toBeTruthy());
    // the retry of the error state: still nothing shown
    await act(async () => {
      await result.current.reload();
    });
    code = 200;
    await act(async () => {
      await result.current.reload();
    });
    expect(result.current.data).toBe('ok');
    code = 500;
    await act(async () => {
      await result.current.reload();
    });
    // the data stays; the failed reload is the toast's to tell
    expect(result.current.data).toBe('ok');
    expect(flags).toEqual([true, true, undefined]);
    vi.unstubAllGlobals();
    installErrorHandler(() => {});
  });
});
