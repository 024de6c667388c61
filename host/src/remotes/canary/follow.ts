/**
 * Open tabs follow a canary's release (docs/release.md "When the canary fails"): while the
 * run-time config offers a canary, the page reads `app-config.json` again every minute and
 * when it becomes visible, with a conditional request (If-None-Match with the ETag of the last
 * answer): an unchanged config answers 304, a few hundred bytes, and nothing else is done. A
 * changed one is checked as at the start and handed over (./tracks.ts
 * `adoptRemotes`). Once a read shows no canary left, the page stops following.
 *
 * Loaded when the browser is idle after the first render (bootstrap.tsx), never on the start
 * path. A read that fails (offline, a server error, a config that does not parse) changes
 * nothing: the next one tries again.
 */
import { type RuntimeConfig, readRuntimeConfig } from '../runtime-config';

/** How often a visible page reads the config again while it follows. */
export const FOLLOW_EVERY_MS = 60_000;

/** What a read did: nothing new (304, or the same text), a new config, or no answer to use. */
export type ReadOutcome = 'same' | 'changed' | 'failed';

export interface FollowOptions {
  /** The config's URL (`app-config.json` beside index.html). */
  url: string;
  /** The ETag of the page's own read of it, if it had one: the first read can be a 304. */
  etag: string | null;
  /** A new config, read and checked. */
  apply: (config: RuntimeConfig) => void;
  /** True while `config` holds something to follow (a canary). */
  follows: (config: RuntimeConfig) => boolean;
  everyMs?: number;
  fetch?: typeof fetch;
  doc?: Document;
}

export interface Follower {
  /** Reads the config now (a Retry does, before it decides). */
  check(): Promise<ReadOutcome>;
  stop(): void;
}

export function followConfig(o: FollowOptions): Follower {
  const doc = o.doc ?? document;
  const get = o.fetch ?? ((input, init) => fetch(input, init));
  let etag = o.etag;
  let lastText: string | null = null;
  let inFlight: Promise<ReadOutcome> | null = null;

  const read = async (): Promise<ReadOutcome> => {
    const res = await get(o.url, {
      cache: 'no-store',
      headers: etag ? { 'If-None-Match': etag } : {},
    });
    if (res.status === 304) return 'same';
    if (!res.ok) return 'failed';
    const text = await res.text();
    etag = res.headers.get('ETag');
    // a server without ETags, or the service worker's copy offline: the same text is no news
    if (text === lastText) return 'same';
    const config = readRuntimeConfig(JSON.parse(text));
    lastText = text;
    o.apply(config);
    if (!o.follows(config)) stop();
    return 'changed';
  };

  const check = () => {
    inFlight ??= read()
      .catch((e: unknown) => {
        console.warn('app-config.json: read again, not used', e);
        return 'failed' as const;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const onVisible = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  const timer = setInterval(onVisible, o.everyMs ?? FOLLOW_EVERY_MS);
  doc.addEventListener('visibilitychange', onVisible);
  function stop() {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  }
  return { check, stop };
}

/** True when some remote of `config` offers a canary. */
export function hasCanary(config: Pick<RuntimeConfig, 'remotes'>): boolean {
  return config.remotes.some((r) => r.canary !== undefined);
}
