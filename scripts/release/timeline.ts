/**
 * `pnpm release status <remote> --timeline [--version <v>]`: one release's story from the audit,
 * a line per decision — when, how long after the ship, what, who — in the words of words.ts.
 * The release is the remote's last one (the version of its last ship or refusal), or `--version`.
 */
import type { AuditLine } from '@adnet/collector/audit';
import { sentence } from './words';

/** The lines of one release of `remote`: from the last ship (or refusal) of that version on. */
export function releaseLines(
  audit: readonly AuditLine[],
  remote: string,
  version?: string,
): AuditLine[] {
  const mine = audit.filter((l) => l.remote === remote);
  const starts = mine.filter((l) => l.action === 'ship' || l.action === 'refuse');
  const chosen = version ?? starts.at(-1)?.version;
  if (chosen === undefined) return [];
  const start = starts.filter((l) => l.version === chosen).at(-1);
  return mine.filter((l) => l.version === chosen && (!start || l.tsMs >= start.tsMs));
}

const clock = (ms: number) => {
  const s = Math.max(0, Math.round(ms / 1_000));
  const h = Math.floor(s / 3_600);
  const m = Math.floor((s % 3_600) / 60);
  return `+${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export function formatTimeline(lines: readonly AuditLine[], remote: string): string {
  if (!lines.length) return `${remote}: no release recorded\n`;
  const first = lines[0]?.tsMs ?? 0;
  const out = [`${remote} ${lines[0]?.version}: ${lines.length} decisions`];
  for (const l of lines) {
    const at = new Date(l.tsMs).toISOString().slice(0, 19).replace('T', ' ');
    out.push(`${at}  ${clock(l.tsMs - first)}  ${sentence(l)} (by ${l.actor})`);
  }
  return `${out.join('\n')}\n`;
}
