/**
 * The health agent (docs/release.md), loaded when the browser is idle after the start: it
 * takes the start buffer's records (recorder.ts) and every later one, turns them into
 * OpenTelemetry logs, adds the Core Web Vitals of each route (the `web-vitals` library's
 * attribution build) as metrics, and sends both to `telemetry.endpoint` of app-config.json
 * as OTLP/HTTP JSON (outbox.ts). Nothing is recorded or sent without an endpoint, with
 * `enabled: false`, or for a page session outside `sampleRate`.
 */

import type { LogRecord } from '@adnet/shared/telemetry';
import { ATTR, OTLP_PATHS, type VitalKey } from '@adnet/shared/telemetry';
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { TelemetryConfig } from './config';
import {
  type Common,
  loadOutcomes,
  logsRequest,
  metricsRequest,
  type Session,
  toLogRecord,
  type VitalSample,
} from './encode';
import { browserTransport, Outbox, type Transport } from './outbox';
import { attach, type Rec, stop } from './recorder';
import { stackUrls } from './scrub';

export interface AgentOptions {
  telemetry: TelemetryConfig | undefined;
  hostVersion: string;
  shell: Session['shell'];
  language: () => string;
  /** The stored token: removed from anything sent, wherever it shows. */
  token: () => string | null;
  /** The route pattern now shown. */
  route: () => string;
  /** The app a route belongs to ('host' or a remote). */
  ownerOf: (route: string) => string;
  /** An app's version and track now, and on a canary the merchant's key for it. */
  tagOf: (app: string) => Tag;
  /** Origin → remote, for errors whose stack points into a remote's files. */
  remoteOrigins: () => Map<string, string>;
  /** The remotes on canary for this session, comma-separated. */
  canaries: () => string;
  transport?: Transport;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  random?: () => number;
}

const SESSION_KEY = 'adnet:telemetry-session';
const FLUSH_EVERY_MS = 5_000;

interface StoredSession {
  id: string;
  sampled: boolean;
}

function randomId(random: () => number): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return Array.from({ length: 4 }, () => Math.floor(random() * 2 ** 32).toString(16)).join('');
}

/**
 * This page session's id and whether it is sampled, decided once per tab session (kept in
 * sessionStorage so a reload stays in or out): never the merchant's id.
 */
export function sessionOf(
  rate: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  random: () => number,
): StoredSession {
  try {
    const raw = storage?.getItem(SESSION_KEY);
    const had = raw ? (JSON.parse(raw) as Partial<StoredSession>) : null;
    if (had && typeof had.id === 'string' && typeof had.sampled === 'boolean') {
      return { id: had.id, sampled: had.sampled };
    }
  } catch {
    // unreadable: a new session
  }
  const fresh = { id: randomId(random), sampled: random() < rate };
  try {
    storage?.setItem(SESSION_KEY, JSON.stringify(fresh));
  } catch {
    // no storage: decided for this page only
  }
  return fresh;
}

/** The remote whose files an error's stack points to first, if any. */
export function remoteOfStack(error: unknown, origins: Map<string, string>): string | undefined {
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (typeof stack !== 'string') return undefined;
  for (const url of stackUrls(stack)) {
    try {
      const remote = origins.get(new URL(url).origin);
      if (remote) return remote;
    } catch {
      // not a URL after all
    }
  }
  return undefined;
}

function connectionType(): string {
  const c = (navigator as { connection?: { effectiveType?: string } }).connection;
  return c?.effectiveType ?? 'unknown';
}

export interface Agent {
  logs: Outbox<LogRecord>;
  vitals: Outbox<VitalSample>;
  flush(): Promise<void>;
}

const isHttpUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\//.test(v);

type Tag = { version: string; track: string; key?: string };

/**
 * The app an event is filed under, with its tag: a remote whose build this page has not resolved
 * yet ran none of its code here, so what happened on its route is the host's (no `unknown` rows
 * in `pnpm health`).
 */
export function attributed(app: string, tagOf: (app: string) => Tag): Tag & { app: string } {
  const tag = tagOf(app);
  if (app !== 'host' && !tag.version) return { app: 'host', ...tagOf('host') };
  return { app, ...tag };
}

/**
 * The `telemetry` block of app-config.json, checked: one that cannot be used switches telemetry
 * off (with a warning), never the app.
 */
export function readTelemetry(t: unknown): TelemetryConfig | undefined {
  if (t === undefined) return undefined;
  const c = t as TelemetryConfig;
  const ok =
    Boolean(t) &&
    typeof t === 'object' &&
    (c.endpoint === undefined || isHttpUrl(c.endpoint)) &&
    (c.sampleRate === undefined ||
      (typeof c.sampleRate === 'number' && c.sampleRate >= 0 && c.sampleRate <= 1)) &&
    (c.enabled === undefined || typeof c.enabled === 'boolean');
  if (ok) return c;
  console.warn(
    'app-config.json: telemetry needs an http(s) endpoint, a sampleRate from 0 to 1 and a boolean enabled; nothing is sent',
  );
  return undefined;
}

export function startAgent(o: AgentOptions): Agent | null {
  const t = readTelemetry(o.telemetry);
  const endpoint = t?.endpoint?.replace(/\/+$/, '');
  const storage = o.storage ?? globalThis.sessionStorage;
  const random = o.random ?? Math.random;
  if (!t || t.enabled === false || !endpoint) {
    stop();
    return null;
  }
  const session = sessionOf(t.sampleRate ?? 1, storage, random);
  if (!session.sampled) {
    stop();
    return null;
  }
  const info: Session = { hostVersion: o.hostVersion, sessionId: session.id, shell: o.shell };
  const transport = o.transport ?? browserTransport();
  const secrets = () => [o.token() ?? ''].filter(Boolean);
  const logs = new Outbox<LogRecord>(
    `${endpoint}${OTLP_PATHS.logs}`,
    (items) => JSON.stringify(logsRequest(info, items)),
    transport,
  );
  const vitals = new Outbox<VitalSample>(
    `${endpoint}${OTLP_PATHS.metrics}`,
    (items) => JSON.stringify(metricsRequest(info, items)),
    transport,
  );
  const common = (): Common => ({
    language: o.language(),
    connection: connectionType(),
    canaries: o.canaries(),
  });

  const outcome = loadOutcomes();
  attach((rec: Rec) => {
    let r = outcome(rec);
    if (!r.app) {
      // an uncaught error: the remote whose chunk threw, else the owner of the route
      const app = remoteOfStack(r.data.error, o.remoteOrigins()) ?? o.ownerOf(r.route);
      r = { ...r, ...attributed(app, o.tagOf) };
    }
    logs.push(toLogRecord(r, common(), secrets()));
  });

  // Core Web Vitals: LCP and TTFB belong to the route the page was loaded on; INP and CLS to
  // the route shown when they are reported.
  const loadRoute = o.route();
  const vital = (key: VitalKey, value: number, rating: string, target: string, route: string) => {
    const { app, ...tag } = attributed(o.ownerOf(route), o.tagOf);
    const c = common();
    vitals.push({
      key,
      value,
      t: Date.now(),
      attributes: {
        [ATTR.route]: route,
        [ATTR.remote]: app,
        [ATTR.remoteVersion]: tag.version,
        [ATTR.track]: tag.track,
        [ATTR.language]: c.language,
        [ATTR.connection]: c.connection,
        [ATTR.canaries]: c.canaries,
        [ATTR.vitalRating]: rating,
        [ATTR.vitalTarget]: target.slice(0, 120),
        ...(tag.key ? { [ATTR.canaryKey]: tag.key } : {}),
      },
    });
  };
  onLCP((m) => vital('lcp', m.value, m.rating, m.attribution.target ?? '', loadRoute));
  onTTFB((m) => vital('ttfb', m.value, m.rating, '', loadRoute));
  onINP((m) => vital('inp', m.value, m.rating, m.attribution.interactionTarget ?? '', o.route()));
  onCLS((m) => vital('cls', m.value, m.rating, m.attribution.largestShiftTarget ?? '', o.route()));

  const flush = async () => {
    await Promise.all([logs.flush(), vitals.flush()]);
  };
  const exit = () => {
    logs.flushOnExit();
    vitals.flushOnExit();
  };
  setInterval(() => void flush(), FLUSH_EVERY_MS);
  addEventListener('online', () => void flush());
  addEventListener('pagehide', exit);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') exit();
  });
  return { logs, vitals, flush };
}
