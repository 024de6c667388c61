/**
 * The controller's session count read through a store's `parts` is the count it always took
 * from the events (`sessionsOf`, verdict/sessions.ts): the same on a made-up replay, for every
 * remote, version and step start, sessions still going at the start included.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAY_REMOTES, replay, replaySpanMs } from '../clickhouse/replay';
import { decodeLogs, decodeMetrics } from '../ingest/otlp';
import { createStore, type Db, openDb, readFacts } from '../ingest/store';
import { sessionsOf } from '../verdict/sessions';
import { canarySessionsSince, SESSION_LOOK_BACK_MS } from './release';
import { sqliteStore } from './stores';

const SESSIONS = 1_000;
const START = Date.parse('2026-03-02T09:00:00Z');
let dir: string;
let db: Db;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'adnet-sessions-'));
  db = openDb(join(dir, 'telemetry.sqlite'));
  const store = createStore(db);
  for (const batch of replay({ sessions: SESSIONS, startMs: START })) {
    store.insert(
      decodeLogs(JSON.stringify(batch.logs)),
      decodeMetrics(JSON.stringify(batch.metrics)),
    );
  }
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The count as it was taken from the events: a session's first canary event of the version. */
function fromEvents(remote: string, version: string, sinceMs: number): number {
  const { events } = readFacts(db, sinceMs - SESSION_LOOK_BACK_MS, remote);
  let n = 0;
  for (const s of sessionsOf(events).get(remote)?.values() ?? []) {
    if (!s.canaries.has(version)) continue;
    const first = Math.min(
      ...[...s.parts.values()]
        .filter((p) => p.key.track === 'canary' && p.key.version === version)
        .map((p) => p.first),
    );
    if (first >= sinceMs) n++;
  }
  return n;
}

describe("the controller's session count, from a store's parts", () => {
  it('is the count of the events on a replay, whatever the step start', async () => {
    const span = replaySpanMs(SESSIONS);
    const edges = [0, 0.5, 1.1].map((f) => START + Math.round(f * span));
    const sessions = sessionsOf(readFacts(db, 0).events);
    const store = sqliteStore(db);
    let compared = 0;
    let withCanary = 0;
    for (const r of REPLAY_REMOTES) {
      // canary sessions' own first events: a step that starts as one begins (it counts) or
      // just after (a session still going: it does not)
      const firsts = [...(sessions.get(r.name)?.values() ?? [])]
        .flatMap((s) => [...s.parts.values()].filter((p) => p.key.track === 'canary'))
        .map((p) => p.first)
        .filter((_, i) => i % 8 === 0);
      if (firsts.length) withCanary++;
      const starts = [...edges, ...firsts.flatMap((t) => [t, t + 5])];
      for (const version of [r.canary, r.stable]) {
        for (const sinceMs of starts) {
          const q = { remote: r.name, version, sinceMs };
          const expected = fromEvents(r.name, version, sinceMs);
          expect({ ...q, n: await canarySessionsSince(store, q) }).toEqual({ ...q, n: expected });
          compared += expected;
        }
      }
    }
    // the replay has canary sessions to count, and none on a stable version
    expect(compared).toBeGreaterThan(50);
    expect(withCanary).toBeGreaterThanOrEqual(2);
    expect(
      await canarySessionsSince(store, { remote: 'wallet', version: '1.8.0', sinceMs: 0 }),
    ).toBe(0);
  });
});
