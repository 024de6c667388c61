/**
 * The start path's part of the health events (docs/release.md): a tiny buffer, the error
 * listeners, the federation runtime's load hooks and the page views. Everything else — the
 * wire format, outcomes, scrubbing, batching, web vitals — is the agent (agent.ts), loaded
 * when the browser is idle, which then takes the buffer and every later record. Kept small on
 * purpose (the start pays for every byte here): short internal kinds and raw fields, the
 * wire's names in the agent.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { DataRouter } from 'react-router';

/** What a record is about; the agent maps each to an OTLP event (schema.ts EVENTS). */
export type Kind = 'view' | 'load' | 'error' | 'contract' | 'fallback';

export interface Rec {
  t: number;
  kind: Kind;
  /** The route pattern when it was recorded. */
  route: string;
  /** Which app ('' when the agent is to tell, from the stack or the route), its version and
   * track when it was recorded (tagOf). */
  app: string;
  version: string;
  track: string;
  /** On a canary: the merchant's random key for it on this device (remotes/canary/memory.ts). */
  key?: string;
  data: Record<string, unknown>;
}

type Tag = { version: string; track: string; key?: string };

const early: Rec[] = [];
let sink: ((r: Rec) => void) | null = null;
let off = false;
let route = '';
let tagOf: (app: string) => Tag = () => ({ version: '', track: 'stable' });
let exit: () => Promise<unknown> = async () => {};

/** How an app's version, track and canary key are read at the moment of a record (bootstrap.tsx). */
export function setTagger(fn: (app: string) => Tag) {
  tagOf = fn;
}

export function record(kind: Kind, app: string, data: Record<string, unknown>) {
  if (off) return;
  const r: Rec = { t: Date.now(), kind, route, app, ...tagOf(app), data };
  if (sink) sink(r);
  else if (early.length < 100) early.push(r);
}

/** The agent takes over: what was buffered first, then each record as it comes. */
export function attach(next: (r: Rec) => void) {
  sink = next;
  for (const r of early.splice(0)) next(r);
}

/** Telemetry is off (no endpoint, switched off, not sampled): keep nothing. */
export function stop() {
  off = true;
  sink = null;
  early.length = 0;
}

/** How the page sends what it holds before it reloads itself (bootstrap: start the agent, flush). */
export function setExit(fn: () => Promise<unknown>) {
  exit = fn;
}

/** The page is about to reload itself: what is buffered leaves first (1.5 s at most). */
export function flushBeforeExit(): Promise<unknown> {
  return off ? Promise.resolve() : Promise.race([exit().catch(() => {}), wait(1_500)]);
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Uncaught errors and unhandled rejections from the first script on; the agent attributes
 * them (the remote whose chunk the stack points to, else the route's owner). */
export function listenForErrors() {
  addEventListener('error', (e) => {
    // a failed <script>/<link> fires here too, without an error object: the loaders report it
    if (e.error !== undefined || e.message)
      record('error', '', { source: 'error', error: e.error ?? e.message });
  });
  addEventListener('unhandledrejection', (e) => {
    record('error', '', { source: 'unhandledrejection', error: e.reason });
  });
}

/**
 * Each remote load of the host as the federation runtime reports it: `beforeRequest` starts
 * the clock, `loadEntryError` notes an entry that would not load, `afterLoadRemote` (once per
 * `loadRemote`, failed or not) ends it. The agent tells loaded, recovered and failed apart.
 */
export function loadHooks(): ModuleFederationRuntimePlugin {
  const started = new Map<string, number>();
  const entryFailed = new Set<string>();
  return {
    name: 'adnet-load-telemetry',
    async beforeRequest(a) {
      started.set(a.id, performance.now());
      return a;
    },
    async loadEntryError(a) {
      entryFailed.add(a.remoteInfo.name);
      return undefined;
    },
    async afterLoadRemote(a) {
      if (a.origin.options.name !== 'host') return;
      const name = a.remote?.name ?? a.id.split('/')[0] ?? a.id;
      record('load', name, {
        ms: performance.now() - (started.get(a.id) ?? performance.now()),
        error: a.error,
        recovered: a.recovered,
        entry: entryFailed.delete(name),
      });
    },
  };
}

/** A page view per navigation, filed under the route's pattern and the app that owns it. */
export function recordViews(router: DataRouter, ownerOf: (path: string) => string) {
  let last = '';
  const follow = (s: DataRouter['state']) => {
    // a hash changed outside the router (typed, or set by the shell) brings no history key: every
    // such entry is "default", so the path tells it from the one before
    const at = `${s.location.key} ${s.location.pathname}${s.location.search}`;
    if (s.navigation.state !== 'idle' || !s.initialized || at === last) return;
    last = at;
    route = s.matches.at(-1)?.route.path ?? s.location.pathname;
    record('view', ownerOf(s.location.pathname), {});
  };
  router.subscribe(follow);
  follow(router.state);
}
