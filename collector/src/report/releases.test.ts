/** A release's window and percent, read from the audit: what the report judges a canary by. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ATTR, EVENTS } from '@adnet/shared/telemetry';
import { afterAll, describe, expect, it } from 'vitest';
import { type AuditLine, appendAudit } from '../audit';
import { about, logsBatch } from '../ingest/batches';
import { decodeLogs } from '../ingest/otlp';
import { createStore, openDb } from '../ingest/store';
import { releasesOf } from './releases';
import { healthReport } from './report';

const MIN = 60_000;
const NOW = Date.parse('2026-03-02T10:00:00Z');
const line = (tsMs: number, action: AuditLine['action'], to: string, version = 'v2') => ({
  tsMs,
  remote: 'wallet',
  version,
  action,
  actor: 'test',
  from: '',
  to,
  reason: '',
});

describe('releasesOf', () => {
  const audit = [
    line(NOW - 90 * MIN, 'ship', 'canary v2 1 %'),
    line(NOW - 60 * MIN, 'step', 'canary v2 5 %'),
    line(NOW - 30 * MIN, 'step', 'canary v2 25 %'),
    line(NOW - 10 * MIN, 'rollback', 'canary v2 0 %'),
    line(NOW - 5 * MIN, 'ship', 'canary v3 50 %', 'v3'),
  ];

  it("gives a canary's ship time and its percent at each moment, a roll back 0", () => {
    const r = releasesOf(audit, NOW).of('wallet', 'v2');
    expect(r?.shippedMs).toBe(NOW - 90 * MIN);
    expect(r?.shareAt(NOW - 100 * MIN)).toBeUndefined();
    expect(r?.shareAt(NOW - 90 * MIN)).toBe(0.01);
    expect(r?.shareAt(NOW - 45 * MIN)).toBe(0.05);
    expect(r?.shareAt(NOW - 20 * MIN)).toBe(0.25);
    expect(r?.shareAt(NOW)).toBe(0);
    expect(releasesOf(audit, NOW).of('wallet', 'v3')?.shareAt(NOW)).toBe(0.5);
  });

  it('reads from the earliest ship still looked for, and forgets a release a week old', () => {
    expect(releasesOf(audit, NOW).earliest(NOW - 60 * MIN)).toBe(NOW - 90 * MIN);
    expect(releasesOf(audit, NOW).earliest(NOW - 200 * MIN)).toBe(NOW - 200 * MIN);
    const later = NOW + 8 * 86_400_000;
    expect(releasesOf(audit, later).of('wallet', 'v2')).toBeUndefined();
    expect(releasesOf(audit, later).earliest(later - 60 * MIN)).toBe(later - 60 * MIN);
  });

  it('leaves the percent unknown when the words carry none, and a version shipped again anew', () => {
    const again = [...audit, line(NOW, 'ship', 'canary v2 at some percent')];
    const r = releasesOf(again, NOW).of('wallet', 'v2');
    expect(r?.shippedMs).toBe(NOW);
    expect(r?.shareAt(NOW)).toBeUndefined();
  });
});

describe("a shipped canary's window", () => {
  const dir = mkdtempSync(join(tmpdir(), 'collector-release-window-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'telemetry.sqlite');
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);
  const db = openDb(file);
  const store = createStore(db);
  const canary = about('wallet', '1.9.0', 'canary');
  const load = (session: string, key: string, tsMs: number, outcome: string) =>
    store.insert(
      decodeLogs(
        JSON.stringify(
          logsBatch(
            [
              {
                name: EVENTS.remoteLoad,
                tsMs,
                attrs: { ...canary, [ATTR.canaryKey]: key, [ATTR.loadOutcome]: outcome },
              },
            ],
            session,
          ),
        ),
      ),
      [],
    );
  // five failed canary sessions on five merchants 50 minutes ago, one clean one 5 minutes ago
  for (let s = 0; s < 5; s++) load(`early-${s}`, `k${s}`, now - 50 * 60_000 + s, 'failed');
  load('late', 'k9', now - 5 * 60_000, 'loaded');
  db.close();

  it('is the window asked for when no release shipped it, its ship time when one did', () => {
    const verdict = () =>
      healthReport({ db: file, since: '30m', now }).remotes.find((r) => r.track === 'canary')
        ?.verdict;
    expect(verdict()).toBe('hold');
    const writable = openDb(file);
    appendAudit(writable, {
      tsMs: now - 55 * 60_000,
      remote: 'wallet',
      version: '1.9.0',
      action: 'ship',
      actor: 'test',
      from: 'stable 1.8.0',
      to: 'canary 1.9.0 25 %',
      reason: 'pre-flight passed',
    });
    writable.close();
    expect(verdict()).toBe('roll back');
  });
});
