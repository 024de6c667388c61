/**
 * A fake network for the API client's tests (shared/src/api/client*.test.ts): `fetch` stubbed
 * to answer with a body, or to never answer, and every call it saw kept in `calls`.
 */
import { vi } from 'vitest';

export const calls: { url: string; init: RequestInit }[] = [];

export function answer(body: unknown, status = 200, statusText = 'OK') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify(body), {
        status,
        statusText,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

/** A server that never answers: the fetch ends only when its signal aborts. */
export function hang() {
  const fetch = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        calls.push({ url: String(url), init });
        const signal = init.signal;
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export function headersOf(i = 0) {
  return new Headers(calls[i]?.init.headers);
}
