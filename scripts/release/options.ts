/** `pnpm release` arguments: the command, its options and their defaults; bad input throws. */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { settingsFromEnv } from '@adnet/collector/config';
import { type StoreKind, storeKind } from '@adnet/collector/store-settings';
import { appOrigin, portBase } from '../../shared/workspace/ports';
import {
  OBJECT_OPTIONS,
  OBJECT_USAGE,
  type ObjectTarget,
  objectTarget,
} from './config-writer-target';
import { DEFAULT_DEADLINE_MINUTES, DEFAULT_STEPS, type OnDeadline, parsePlan } from './steps';

export const USAGE = `usage:
  pnpm release <remote> --manifest <url> --version <v> [--steps 1,5,25,50,100]
      [--step-minutes 10] [--min-sessions 40] [--interval 30s] [--host <origin>]
      [--promote-sessions <n>] [--step-deadline 60] [--on-deadline pause|rollback]
      [--webhook <url>] [--config <app-config.json>] [--db <telemetry.sqlite>]
      [--store sqlite|clickhouse]   (RELEASE_STORE; clickhouse reads CLICKHOUSE_URL,
        CLICKHOUSE_DATABASE, CLICKHOUSE_USER, CLICKHOUSE_PASSWORD)
  pnpm release <remote> --rollback [--config <file>] [--db <file>]
  pnpm release <remote> pause | resume | promote (or approve) [--reason <words>] [--config <file>]
  pnpm release status [--json] [--config <file>]
  pnpm release status <remote> --timeline [--version <v>] [--json] [--config <file>]
  any of them with the config in an object store instead of --config <file>:
      ${OBJECT_USAGE}
exit: 0 promoted to stable (or the command done), 1 rolled back or refused, 2 bad input`;

export class UsageError extends Error {}

/** What a person may do to a live release besides rolling it back (`approve` is `promote`). */
export const GATES = ['pause', 'resume', 'promote'] as const;
export type Gate = (typeof GATES)[number];

/** The poll interval's ceiling: a roll back lands within 60 s of the verdict that asks for it. */
const MAX_INTERVAL_MS = 30_000;
export const DEFAULT_STEP_MINUTES = 10;
export const DEFAULT_MIN_SESSIONS = 40;

interface Common {
  /** app-config.json; with `object`, the anchor file the lease and audit are named by */
  config: string;
  /** the config as an object in a store behind a CDN (`--config-url`) */
  object?: ObjectTarget;
  /** the collector's database (telemetry and audit) */
  db: string;
  /** where the verdict's telemetry is read: that database, or ClickHouse (`--store`) */
  store: StoreKind;
  /** where every release event is POSTed (`--webhook`, else RELEASE_WEBHOOK) */
  webhook?: string;
}

export type Command =
  | (Common & {
      kind: 'run';
      remote: string;
      manifest: string;
      version: string;
      steps: number[];
      /** approval steps: index `i` waits for an approval before step `i` */
      gates: number[];
      stepMinutes: number;
      minSessions: number;
      /**
       * The canary sessions the verdict needs before it says "promote"; default the collector's
       * (computed from β). Fewer, for a local trial or a test, gives up that guarantee; the
       * roll-back rules are the same.
       */
      promoteSessions?: number;
      /** the longest a step may wait (minutes, at least the step's minimum), then what */
      deadlineMinutes: number;
      onDeadline: OnDeadline;
      intervalMs: number;
      host: string;
    })
  | (Common & { kind: 'rollback'; remote: string })
  | (Common & { kind: 'gate'; remote: string; gate: Gate; reason?: string })
  | (Common & { kind: 'status'; json: boolean })
  | (Common & { kind: 'timeline'; remote: string; version?: string; json: boolean })
  | { kind: 'help' };

/** `30s`, `500ms`, `1m` → ms. */
export function parseInterval(text: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(text.trim());
  if (!m) throw new UsageError(`--interval: expected a duration like 30s or 500ms, got "${text}"`);
  const ms = Number(m[1]) * { ms: 1, s: 1_000, m: 60_000 }[m[2] as 'ms' | 's' | 'm'];
  if (!(ms > 0) || ms > MAX_INTERVAL_MS) {
    throw new UsageError('--interval: above 0 and at most 30s (a roll back must land within 60 s)');
  }
  return ms;
}

function positive(name: string, text: string | undefined, fallback: number, whole = false) {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || (whole && !Number.isInteger(n))) {
    throw new UsageError(`--${name}: expected a ${whole ? 'whole ' : ''}number ≥ 0, got "${text}"`);
  }
  return n;
}

const isHttpUrl = (v: string) => /^https?:\/\/[^\s]+$/.test(v);

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: {
      manifest: { type: 'string' },
      version: { type: 'string' },
      steps: { type: 'string' },
      'step-minutes': { type: 'string' },
      'min-sessions': { type: 'string' },
      'promote-sessions': { type: 'string' },
      'step-deadline': { type: 'string' },
      'on-deadline': { type: 'string', default: 'pause' },
      interval: { type: 'string', default: '30s' },
      host: { type: 'string' },
      config: { type: 'string' },
      db: { type: 'string' },
      store: { type: 'string' },
      rollback: { type: 'boolean', default: false },
      reason: { type: 'string' },
      webhook: { type: 'string' },
      json: { type: 'boolean', default: false },
      timeline: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      ...OBJECT_OPTIONS,
    },
    allowPositionals: true,
    strict: true,
  });

/** `read()`, what it throws said as a usage error (exit 2, with the usage). */
function asUsage<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export function parseCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Command {
  const { values: v, positionals } = asUsage(() => parse(argv));
  if (v.help) return { kind: 'help' };
  const base = portBase(env);
  const object = asUsage(() => objectTarget(v, env));
  const store = asUsage(() => storeKind(v.store ?? env.RELEASE_STORE));
  const common: Common = {
    config:
      v.config ??
      env.APP_CONFIG ??
      join(import.meta.dirname, '../../deploy/local', `app-config.${base}.json`),
    db: v.db ?? settingsFromEnv(env).dbFile,
    ...object,
    store,
  };
  const webhook = v.webhook ?? env.RELEASE_WEBHOOK;
  if (webhook) {
    if (!isHttpUrl(webhook)) throw new UsageError('--webhook: an http(s) URL');
    common.webhook = webhook;
  }
  const [target, verb, ...extra] = positionals;
  if (!target || extra.length) throw new UsageError('name one remote, or "status"');
  if (target === 'status') {
    if (!v.timeline) {
      if (verb !== undefined) throw new UsageError('status names a remote with --timeline only');
      return { ...common, kind: 'status', json: v.json };
    }
    if (verb === undefined) throw new UsageError('--timeline: name the remote (status <remote>)');
    return {
      ...common,
      kind: 'timeline',
      remote: verb,
      json: v.json,
      ...(v.version ? { version: v.version } : {}),
    };
  }
  if (verb !== undefined) {
    const gate = verb === 'approve' ? 'promote' : verb;
    if (!GATES.includes(gate as Gate)) {
      throw new UsageError(`"${verb}": pause, resume, promote or approve`);
    }
    return {
      ...common,
      kind: 'gate',
      remote: target,
      gate: gate as Gate,
      ...(v.reason ? { reason: v.reason } : {}),
    };
  }
  if (v.rollback) {
    if (v.manifest || v.version)
      throw new UsageError('--rollback takes no --manifest or --version');
    return { ...common, kind: 'rollback', remote: target };
  }
  if (!v.manifest || !isHttpUrl(v.manifest)) {
    throw new UsageError("--manifest: the canary's mf-manifest.json, an http(s) URL");
  }
  if (!v.version || !/^[\w.+-]{1,64}$/.test(v.version)) {
    throw new UsageError(
      '--version: the name the canary is judged under (letters, digits, . _ + -)',
    );
  }
  let plan = { steps: DEFAULT_STEPS, gates: [] as number[] };
  try {
    if (v.steps) plan = parsePlan(v.steps);
  } catch (e) {
    throw new UsageError(`--steps: ${(e as Error).message}`);
  }
  const { steps, gates } = plan;
  const host = v.host ?? appOrigin('host', 'localhost', base);
  if (!isHttpUrl(host)) throw new UsageError("--host: the host's origin, an http(s) URL");
  const stepMinutes = positive('step-minutes', v['step-minutes'], DEFAULT_STEP_MINUTES);
  const deadlineMinutes = positive(
    'step-deadline',
    v['step-deadline'],
    Math.max(DEFAULT_DEADLINE_MINUTES, stepMinutes),
  );
  if (!(deadlineMinutes > 0) || deadlineMinutes < stepMinutes) {
    throw new UsageError('--step-deadline: minutes above 0, at least --step-minutes');
  }
  const onDeadline = v['on-deadline'];
  if (onDeadline !== 'pause' && onDeadline !== 'rollback') {
    throw new UsageError('--on-deadline: pause or rollback');
  }
  return {
    ...common,
    kind: 'run',
    remote: target,
    manifest: v.manifest,
    version: v.version,
    steps,
    gates,
    stepMinutes,
    deadlineMinutes,
    onDeadline,
    minSessions: positive('min-sessions', v['min-sessions'], DEFAULT_MIN_SESSIONS, true),
    ...(v['promote-sessions'] === undefined
      ? {}
      : { promoteSessions: positive('promote-sessions', v['promote-sessions'], 0, true) }),
    intervalMs: parseInterval(v.interval),
    host,
  };
}
