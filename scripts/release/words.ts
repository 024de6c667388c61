/**
 * The words of a release, written once: every decision the controller or a person makes is an
 * audit line (`AuditLine`: action, from, to, reason, who), and this is the one sentence each
 * kind of line is said with — in the controller's log, in `pnpm release status --timeline` and
 * in the webhook's `text`.
 */
import type { AuditLine } from '@adnet/collector/audit';

/** `canary v2 25 %` → `canary v2 0 %` is said `canary v2 25 % → 0 %`. */
export function change(from: string, to: string): string {
  const head = (s: string) => s.replace(/\d+(?:\.\d+)? %$/, '');
  const same = head(from) && head(from) === head(to);
  return `${from} → ${same ? to.slice(head(to).length) : to}`;
}

/** A plan in words: `25 → 50 → approve → 100 %, each ≥ 1 min and ≥ 3 canary sessions`. */
export function planWords(p: {
  steps: readonly number[];
  gates?: readonly number[];
  stepMinutes: number;
  minSessions: number;
}): string {
  const parts = p.steps.flatMap((s, i) => (p.gates?.includes(i) ? ['approve', `${s}`] : [`${s}`]));
  return `${parts.join(' → ')} %, each ≥ ${p.stepMinutes} min and ≥ ${p.minSessions} canary sessions`;
}

type Said = Pick<AuditLine, 'action' | 'from' | 'to' | 'reason'>;

const SENTENCES: Record<AuditLine['action'], (l: Said) => string> = {
  ship: (l) => `shipped ${l.to} (${l.reason})`,
  step: (l) => `step: ${change(l.from, l.to)}. ${l.reason}`,
  pause: (l) => `paused: ${l.to}. ${l.reason}`,
  resume: (l) => `resumed: ${l.to}. ${l.reason}`,
  approve: (l) => `approved: ${l.to}. ${l.reason}`,
  deadline: (l) => `deadline: ${change(l.from, l.to)}. ${l.reason}`,
  rollback: (l) => `rolled back: ${change(l.from, l.to)}. ${l.reason}`,
  promote: (l) => `promoted: ${l.to}`,
  restore: (l) => `restored: ${change(l.from, l.to)}. ${l.reason}`,
  refuse: (l) => `refused, nobody exposed. ${l.reason}`,
};

/** The one sentence an audit line is said with. */
export const sentence = (l: Said) => SENTENCES[l.action](l);
