/**
 * What a person runs besides the controller:
 *
 * - `pnpm release <remote> --rollback`: a canary above 0 % (a release running, or one left
 *   at a step) goes to 0 %, the stable build untouched; with no canary out, the previous stable
 *   build (kept by the last promotion) is restored. One write, one audit line. It does not wait
 *   for the controller's lock: it writes if-unchanged, and a running controller sees its canary
 *   withdrawn at its next reading and stops.
 * - `pnpm release status`: every remote's builds, its release's step, percent and since when,
 *   and the last decision of the audit.
 */
import type { AuditLine } from '@adnet/collector/audit';
import type { RemoteSnapshot } from '../../host/src/remotes/federation/snapshot';
import {
  canaryWords,
  isLive,
  type ReleaseConfig,
  remoteIn,
  restore,
  stableVersionOf,
  stableWords,
  withdraw,
} from './config-edit';
import { type ConfigWriter, updateConfig } from './config-writer';
import type { Watch } from './lease';

export interface OperatorDeps {
  writer: ConfigWriter;
  /** records a decision: the audit line, the log, the webhook */
  record: (line: AuditLine) => void;
  actor: string;
  now: () => number;
  log: (line: string) => void;
  snapshot: (manifest: string) => Promise<RemoteSnapshot | undefined>;
}

export async function rollback(name: string, deps: OperatorDeps): Promise<number> {
  const { writer, log } = deps;
  const config = (await writer.read()).config as ReleaseConfig;
  const remote = remoteIn(config, name);
  if (!remote) {
    log(`${writer.where} has no remote "${name}"`);
    return 2;
  }
  const line = (l: Omit<AuditLine, 'tsMs' | 'remote' | 'actor'>) =>
    deps.record({ ...l, tsMs: deps.now(), remote: name, actor: deps.actor });
  const canary = remote.canary;
  if (canary && (canary.percent > 0 || isLive(canary.release))) {
    const done = await updateConfig(
      writer,
      withdraw(name, null, new Date(deps.now()).toISOString()),
    );
    const after = done && remoteIn(done.after, name)?.canary;
    if (!after) {
      log(`${name}'s canary changed meanwhile; run the command again`);
      return 2;
    }
    line({
      version: canary.version,
      action: 'rollback',
      from: canaryWords(canary),
      to: canaryWords(after),
      reason: `operator: pnpm release --rollback; ${stableWords(remote)} unchanged`,
    });
    return 0;
  }
  const previous = remote.previous;
  if (!previous) {
    log(`${name}: nothing to roll back (no canary above 0 %, no previous stable build kept)`);
    return 2;
  }
  const snapshot = (await deps.snapshot(previous.manifest)) ?? previous.snapshot;
  const done = await updateConfig(writer, restore(name, snapshot));
  if (!done) {
    log(`${name}'s previous build changed meanwhile; run the command again`);
    return 2;
  }
  line({
    version: stableVersionOf(remote),
    action: 'restore',
    from: stableWords(remote),
    to: stableWords(previous),
    reason: 'operator: pnpm release --rollback',
  });
  return 0;
}

export interface StatusRow {
  remote: string;
  stable: string;
  previous: string | null;
  canary: string | null;
  state: 'running' | 'paused' | 'rolled back' | null;
  /** "2/5" */
  step: string | null;
  percent: number | null;
  /** ISO: when the canary reached its step (or was rolled back) */
  since: string | null;
  /** a live release's controller: who, or unwatched since when (null: no live release) */
  controller: Watch | null;
  lastDecision: AuditLine | null;
}

export function statusRows(
  config: ReleaseConfig,
  audit: readonly AuditLine[],
  watch: (remote: string) => Watch | null = () => null,
): StatusRow[] {
  return config.remotes.map((r) => {
    const c = r.canary;
    const s = c?.release;
    const lines = audit.filter((l) => l.remote === r.name);
    return {
      remote: r.name,
      stable: stableVersionOf(r),
      previous: r.previous ? stableVersionOf(r.previous) : null,
      canary: c ? c.version || c.manifest : null,
      state: s?.state ?? null,
      step: s ? `${s.step + 1}/${s.steps.length}` : null,
      percent: c ? c.percent : null,
      since: s ? (s.pausedAt ?? s.endedAt ?? s.stepSince) : null,
      controller: isLive(s) ? watch(r.name) : null,
      lastDecision: lines.at(-1) ?? null,
    };
  });
}

const ago = (iso: string, nowMs: number) => {
  const sec = Math.max(0, Math.round((nowMs - Date.parse(iso)) / 1_000));
  if (sec < 60) return `${sec} s ago`;
  const min = Math.round(sec / 60);
  return min < 60 ? `${min} min ago` : `${(min / 60).toFixed(1)} h ago`;
};

const when = (iso: string) => iso.slice(0, 19).replace('T', ' ');

export function formatStatus(rows: readonly StatusRow[], nowMs: number): string {
  const head = ['remote', 'stable', 'previous', 'canary', 'state', 'step', 'percent', 'since'];
  const cells = rows.map((r) => [
    r.remote,
    r.stable,
    r.previous ?? '–',
    r.canary ?? '–',
    r.state ?? '–',
    r.step ?? '–',
    r.percent === null ? '–' : `${r.percent} %`,
    r.since ? `${r.since.slice(0, 19).replace('T', ' ')} (${ago(r.since, nowMs)})` : '–',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const row = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [row(head), row(widths.map((w) => '-'.repeat(w))), ...cells.map(row), ''];
  for (const r of rows) {
    const w = r.controller;
    if (w?.watched) {
      const h = w.holder;
      out.push(
        `${r.remote}: watched by pid ${h.pid} on ${h.host} (${h.user}), last heard ${ago(h.heartbeat, nowMs)}`,
      );
    } else if (w) {
      out.push(
        w.since
          ? `${r.remote}: UNWATCHED since ${when(w.since)} (${ago(w.since, nowMs)}): a canary out and no controller; run the release's command again to resume it`
          : `${r.remote}: UNWATCHED: a canary out and no controller; run the release's command again to resume it`,
      );
    }
    const d = r.lastDecision;
    out.push(
      d
        ? `${r.remote}: last decision ${new Date(d.tsMs).toISOString().slice(0, 19).replace('T', ' ')}: ${d.action} ${d.from} → ${d.to} (${d.reason}; by ${d.actor})`
        : `${r.remote}: no release decision recorded`,
    );
  }
  return `${out.join('\n')}\n`;
}
