// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../runtime-config';
import { FOLLOW_EVERY_MS, followConfig, hasCanary } from './follow';

const URL_ = 'https://merchant.example/app-config.json';
const wallet = {
  name: 'wallet',
  manifest: 'https://cdn.example/v42/mf-manifest.json',
  prefixes: ['/wallet'],
};
const withCanary = (percent: number): RuntimeConfig => ({
  apiBase: 'https://api.example',
  remotes: [
    {
      ...wallet,
      canary: { manifest: 'https://cdn.example/v43/mf-manifest.json', percent, version: 'v43' },
    },
  ],
});

/** A server for app-config.json: its ETag is the text's; If-None-Match of it answers 304. */
function server(initial: RuntimeConfig) {
  let text = JSON.stringify(initial);
  const etag = () =>
    `"${text.length}-${[...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)}"`;
  const requests: { ifNoneMatch: string | null }[] = [];
  const bodiesRead: number[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const ifNoneMatch = new Headers(init?.headers).get('If-None-Match');
    requests.push({ ifNoneMatch });
    if (ifNoneMatch === etag()) return new Response(null, { status: 304 });
    const res = new Response(text, { status: 200, headers: { ETag: etag() } });
    const read = res.text.bind(res);
    res.text = () => {
      bodiesRead.push(requests.length);
      return read();
    };
    return res;
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    bodiesRead,
    etag,
    set(next: RuntimeConfig | string) {
      text = typeof next === 'string' ? next : JSON.stringify(next);
    },
  };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let stops: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const s of stops) s();
  stops = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function follow(srv: ReturnType<typeof server>, etag: string | null) {
  const apply = vi.fn();
  const follower = followConfig({ url: URL_, etag, apply, follows: hasCanary, fetch: srv.fetch });
  stops.push(follower.stop);
  return { apply, follower };
}

describe('reading the config again', () => {
  it('an unchanged config: a 304 for the ETag of the start, no body read, nothing applied', async () => {
    const srv = server(withCanary(10));
    const { apply, follower } = follow(srv, srv.etag());
    expect(await follower.check()).toBe('same');
    expect(srv.requests).toEqual([{ ifNoneMatch: srv.etag() }]);
    expect(srv.bodiesRead).toEqual([]);
    expect(apply).not.toHaveBeenCalled();
  });

  it('a changed config is checked and applied once, then asked for with its own ETag', async () => {
    const srv = server(withCanary(10));
    const { apply, follower } = follow(srv, srv.etag());
    srv.set(withCanary(0));
    expect(await follower.check()).toBe('changed');
    expect(apply).toHaveBeenCalledOnce();
    expect(apply.mock.calls[0]?.[0].remotes[0].canary.percent).toBe(0);
    expect(await follower.check()).toBe('same');
    expect(srv.requests.at(-1)?.ifNoneMatch).toBe(srv.etag());
    expect(apply).toHaveBeenCalledOnce();
  });

  it('every minute while the page is visible, and when it becomes visible; never while hidden', async () => {
    const srv = server(withCanary(10));
    follow(srv, srv.etag());
    await vi.advanceTimersByTimeAsync(FOLLOW_EVERY_MS - 1);
    expect(srv.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(srv.requests).toHaveLength(1);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(3 * FOLLOW_EVERY_MS);
    expect(srv.requests).toHaveLength(1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(srv.requests).toHaveLength(2);
  });

  it('stops once a read shows no canary left, after applying it', async () => {
    const srv = server(withCanary(10));
    const { apply } = follow(srv, srv.etag());
    srv.set({ apiBase: 'https://api.example', remotes: [wallet] });
    await vi.advanceTimersByTimeAsync(FOLLOW_EVERY_MS);
    expect(apply).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(5 * FOLLOW_EVERY_MS);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(srv.requests).toHaveLength(1);
  });

  it('without an ETag: the first read is a full one, the same text again is no news', async () => {
    const srv = server(withCanary(10));
    const { apply, follower } = follow(srv, null);
    expect(srv.requests).toHaveLength(0);
    expect(await follower.check()).toBe('changed');
    expect(srv.requests[0]?.ifNoneMatch).toBeNull();
    expect(apply).toHaveBeenCalledOnce();
  });

  it('a failed or unusable answer changes nothing', async () => {
    const srv = server(withCanary(10));
    const { apply, follower } = follow(srv, srv.etag());
    srv.set('{ not json');
    expect(await follower.check()).toBe('failed');
    srv.set({ apiBase: 1 } as unknown as RuntimeConfig);
    expect(await follower.check()).toBe('failed');
    const offline = followConfig({
      url: URL_,
      etag: null,
      apply,
      follows: hasCanary,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    stops.push(offline.stop);
    expect(await offline.check()).toBe('failed');
    const error = followConfig({
      url: URL_,
      etag: null,
      apply,
      follows: hasCanary,
      fetch: async () => new Response('oops', { status: 503 }),
    });
    stops.push(error.stop);
    expect(await error.check()).toBe('failed');
    expect(apply).not.toHaveBeenCalled();
  });

  it('one read at a time: a Retry during the minute read shares it', async () => {
    const srv = server(withCanary(10));
    const { follower } = follow(srv, srv.etag());
    const [a, b] = [follower.check(), follower.check()];
    expect(await a).toBe('same');
    expect(await b).toBe('same');
    expect(srv.requests).toHaveLength(1);
  });
});
