import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENTS } from '@adnet/shared/telemetry';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore, type Db, openDb } from '../ingest/store';
import { canarySessionsSince as canarySessions, releaseVerdict as judgeCanary } from './release';
import { sqliteStore } from './stores';

const MIN = 60_000;
const NOW = Date.parse('2026-03-02T10:00:00Z');
let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'adnet-verdict-'));
  db = openDb(join(dir, 'telemetry.sqlite'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A session's events: a load (failed or not) and a page view, at `tsMs`. */
function session(
  id: string,
  track: 'stable' | 'canary',
  version: string,
  tsMs: number,
  failed = false,
) {
  const base = {
    remote: 'wallet',
    version,
    track,
    route: '/wallet',
    session: id,
    errorCode: null,
    phase: null,
    durationMs: 10,
    attrs: {},
  };
  createStore(db).insert(
    [
      { ...base, tsMs, event: EVENTS.remoteLoad, outcome: failed ? 'failed' : 'loaded' },
      { ...base, tsMs: tsMs + 1, event: EVENTS.pageView, outcome: null },
    ],
    [],
  );
}

describe("the controller's reading of the collector", () => {
  it("takes the canary row of the collector's report, this version only", async () => {
    expect(
      await judgeCanary(sqliteStore(db), {
        remote: 'wallet',
        version: 'v2',
        sinceMs: NOW - 5 * MIN,
        nowMs: NOW,
      }),
    ).toMatchObject({ verdict: 'hold', reasons: ['no canary sessions yet'] });
    for (let i = 0; i < 5; i++) session(`c${i}`, 'canary', 'v2', NOW - MIN, true);
    for (let i = 0; i < 5; i++) session(`o${i}`, 'canary', 'v0', NOW - MIN);
    const judged = await judgeCanary(sqliteStore(db), {
      remote: 'wallet',
      version: 'v2',
      sinceMs: NOW - 5 * MIN,
      nowMs: NOW,
    });
    expect(judged.verdict).toBe('roll back');
    expect(judged.reasons.join(' ')).toMatch(/5 sessions in a row failed, on 5 merchants/);
    // the same events before the window are not judged
    expect(
      await judgeCanary(sqliteStore(db), {
        remote: 'wallet',
        version: 'v2',
        sinceMs: NOW,
        nowMs: NOW + 3 * MIN,
      }),
    ).toMatchObject({ verdict: 'hold', reasons: ['no canary sessions yet'] });
  });

  it('counts the canary sessions of this version that began since a time', async () => {
    session('early', 'canary', 'v2', NOW - 10 * MIN);
    session('early', 'canary', 'v2', NOW); // the same session, still going
    session('a', 'canary', 'v2', NOW - MIN);
    session('b', 'canary', 'v2', NOW);
    session('s', 'stable', 'v1', NOW);
    session('x', 'canary', 'v3', NOW);
    expect(
      await canarySessions(sqliteStore(db), {
        remote: 'wallet',
        version: 'v2',
        sinceMs: NOW - 2 * MIN,
      }),
    ).toBe(2);
    expect(
      await canarySessions(sqliteStore(db), { remote: 'wallet', version: 'v2', sinceMs: 0 }),
    ).toBe(3);
  });

  it('promotes on fewer sessions only when asked to (--promote-sessions), and rolls back alike', async () => {
    for (let i = 0; i < 4; i++) session(`s${i}`, 'stable', 'v1', NOW - MIN);
    for (let i = 0; i < 3; i++) session(`c${i}`, 'canary', 'v2', NOW - MIN);
    const q = { remote: 'wallet', version: 'v2', sinceMs: NOW - 5 * MIN, nowMs: NOW };
    expect((await judgeCanary(sqliteStore(db), q)).verdict).toBe('hold');
    expect((await judgeCanary(sqliteStore(db), q, { promoteSessions: 3 })).verdict).toBe('promote');
    expect((await judgeCanary(sqliteStore(db), q, { promoteSessions: 4 })).verdict).toBe('hold');
    for (let i = 0; i < 5; i++) session(`f${i}`, 'canary', 'v2', NOW - MIN, true);
    expect((await judgeCanary(sqliteStore(db), q, { promoteSessions: 3 })).verdict).toBe(
      'roll back',
    );
  });

  it('never widens a canary whose every session failed, whatever a trial asks', async () => {
    for (let i = 0; i < 3; i++) session(`s${i}`, 'stable', 'v1', NOW - MIN);
    for (let i = 0; i < 3; i++) session(`c${i}`, 'canary', 'v2', NOW - MIN, true);
    const q = { remote: 'wallet', version: 'v2', sinceMs: NOW - 5 * MIN, nowMs: NOW };
    const judged = await judgeCanary(sqliteStore(db), q, { promoteSessions: 3 });
    expect(judged.verdict).toBe('hold');
    expect(judged.evidence).toMatch(/its failed share 100 % is above stable's 0 %: not promoted/);
  });
});
