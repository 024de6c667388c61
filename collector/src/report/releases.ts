/**
 * What the release audit tells the report about a canary a release shipped: when it was
 * shipped (the report judges it from then on, not from the start of a sliding window) and its
 * percent at each moment (the canary's share ρ by the assignment: the host puts each merchant
 * on the canary with that probability, by a hash of the merchant, whatever the merchant does).
 *
 * The percent is read from the audit's words for the state after each change (`canary v2
 * 25 %`, config-edit.ts `canaryWords`); a roll back is 0 %. A line whose words carry no percent
 * leaves the share unknown from then on, and the monitor estimates it (sequential.ts).
 */
import type { AuditLine } from '../audit';

/** How far back a shipped canary is still looked for: a release older than this is over. */
const LOOK_BACK_MS = 7 * 86_400_000;

export interface Release {
  shippedMs: number;
  /** the canary's share (0 to 1) by the assignment at `tsMs`, undefined when not known */
  shareAt: (tsMs: number) => number | undefined;
}

const PERCENT = /(\d+(?:\.\d+)?) %$/;

/** The releases of the audit, by remote and version: each one's last shipping and its steps. */
export function releasesOf(lines: readonly AuditLine[], nowMs: number) {
  const byKey = new Map<string, { shippedMs: number; steps: [number, number | undefined][] }>();
  for (const l of lines) {
    const key = `${l.remote}\u0000${l.version}`;
    if (l.action === 'ship') byKey.set(key, { shippedMs: l.tsMs, steps: [] });
    const r = byKey.get(key);
    if (!r) continue;
    if (l.action === 'ship' || l.action === 'step') {
      const m = PERCENT.exec(l.to);
      r.steps.push([l.tsMs, m ? Number(m[1]) / 100 : undefined]);
    } else if (l.action === 'rollback' || l.action === 'restore') r.steps.push([l.tsMs, 0]);
  }
  const of = (remote: string, version: string): Release | undefined => {
    const r = byKey.get(`${remote}\u0000${version}`);
    if (!r || r.shippedMs < nowMs - LOOK_BACK_MS) return undefined;
    return {
      shippedMs: r.shippedMs,
      shareAt: (tsMs) => {
        let share: number | undefined;
        for (const [at, s] of r.steps) if (at <= tsMs) share = s;
        return share;
      },
    };
  };
  /** the earliest shipping still looked for, if before `fromMs` (else `fromMs`) */
  const earliest = (fromMs: number) => {
    let out = fromMs;
    for (const r of byKey.values()) {
      if (r.shippedMs >= nowMs - LOOK_BACK_MS) out = Math.min(out, r.shippedMs);
    }
    return out;
  };
  return { of, earliest };
}
