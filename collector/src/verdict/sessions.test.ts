/** Events → sessions: what makes a session failed or an error one, and whose it is. */
import { EVENTS, VITALS } from '@adnet/shared/telemetry';
import { describe, expect, it } from 'vitest';
import type { EventFact, VitalFact } from '../ingest/store';
import { canaryStream, feed, sessionCounts, sessionsOf } from './sessions';
import { THRESHOLDS as T } from './thresholds';

let clock = 0;
function ev(session: string, event: string, over: Partial<EventFact> = {}): EventFact {
  return {
    tsMs: ++clock,
    event,
    remote: 'wallet',
    version: '1.0.0',
    track: 'stable',
    session,
    outcome: null,
    errorCode: null,
    canaryKey: null,
    errorSource: null,
    fallbackReason: null,
    ...over,
  };
}
const canary = (over: Partial<EventFact> = {}): Partial<EventFact> => ({
  version: '1.1.0',
  track: 'canary',
  ...over,
});
const failedLoad = { outcome: 'failed', errorCode: 'RUNTIME-008' };

function counts(events: EventFact[]) {
  const c = sessionCounts(sessionsOf(events));
  return {
    stable: c.get('wallet\u00001.0.0\u0000stable'),
    canary: c.get('wallet\u00001.1.0\u0000canary'),
  };
}

describe('sessions', () => {
  it('counts a session that failed on the canary and went on on stable once, as a failed canary session', () => {
    const { stable, canary: c } = counts([
      ev('a', EVENTS.remoteLoad, canary({ ...failedLoad, canaryKey: 'k1' })),
      ev('a', EVENTS.canaryFallback, canary({ fallbackReason: 'chunk', canaryKey: 'k1' })),
      ev('a', EVENTS.remoteLoad, { outcome: 'recovered' }),
      ev('a', EVENTS.pageView),
      ev('b', EVENTS.remoteLoad, { outcome: 'loaded' }),
    ]);
    expect(c).toMatchObject({ sessions: 1, failedSessions: 1, merchants: 1, merchantsLeft: 1 });
    // session a is the canary's: stable has b only
    expect(stable).toMatchObject({ sessions: 1, failedSessions: 0, merchants: null });
  });

  it('fails a session on a failed load, a contract refusal, a render error or a fallback', () => {
    const { stable } = counts([
      ev('load', EVENTS.remoteLoad, failedLoad),
      ev('contract', EVENTS.contract),
      ev('render', EVENTS.error, { errorSource: 'boundary' }),
      ev('uncaught', EVENTS.error, { errorSource: 'error' }),
      ev('fine', EVENTS.pageView),
      // twice in one session: still one failed session
      ev('twice', EVENTS.remoteLoad, failedLoad),
      ev('twice', EVENTS.remoteLoad, failedLoad),
    ]);
    expect(stable).toMatchObject({ sessions: 6, failedSessions: 4, errorSessions: 2 });
  });

  it("counts a canary's render fallback as failed and as an error, like stable's error screen", () => {
    const { canary: c } = counts([
      ev('a', EVENTS.canaryFallback, canary({ fallbackReason: 'render', canaryKey: 'k' })),
      ev('b', EVENTS.canaryFallback, canary({ fallbackReason: 'load', canaryKey: 'k2' })),
    ]);
    expect(c).toMatchObject({ sessions: 2, failedSessions: 2, errorSessions: 1 });
  });

  it('counts merchants by canary key, a session without one as a merchant of its own', () => {
    const { canary: c } = counts([
      ev('a', EVENTS.pageView, canary({ canaryKey: 'k1' })),
      ev('b', EVENTS.pageView, canary({ canaryKey: 'k1' })),
      ev('c', EVENTS.remoteLoad, canary({ ...failedLoad, canaryKey: 'k2' })),
      ev('d', EVENTS.pageView, canary()),
      ev('e', EVENTS.canaryFallback, canary({ canaryKey: 'k3', fallbackReason: 'load' })),
    ]);
    // k1, k2, k3 and session d; left: only k3 fell back (c failed without leaving)
    expect(c).toMatchObject({ sessions: 5, failedSessions: 2, merchants: 4, merchantsLeft: 1 });
  });
});

describe('canaryStream and feed', () => {
  const vital = (tsMs: number, value: number, track = 'stable', version = '1.0.0'): VitalFact => ({
    tsMs,
    name: VITALS.lcp,
    value,
    remote: 'wallet',
    version,
    track,
    session: null,
  });

  it("orders the canary's and stable's sessions, failures and vitals, and leaves other canaries out", () => {
    clock = 100;
    const events = [
      ev('s1', EVENTS.pageView),
      ev('c1', EVENTS.pageView, canary({ canaryKey: 'k' })),
      ev('other', EVENTS.pageView, { version: '1.2.0', track: 'canary' }),
      ev('c1', EVENTS.remoteLoad, canary({ ...failedLoad, canaryKey: 'k' })),
      ev('s1', EVENTS.error, { errorSource: 'error' }),
    ];
    const items = canaryStream('wallet', '1.1.0', sessionsOf(events).get('wallet'), [
      vital(103, 2000, 'canary', '1.1.0'),
      vital(50, 1500),
      vital(104, 2500, 'canary', '1.2.0'),
    ]);
    expect(items.map((i) => [i.t, i.kind, i.arm])).toEqual([
      [50, 3, 'stable'],
      [101, 0, 'stable'],
      [102, 0, 'canary'],
      [103, 3, 'canary'],
      [104, 1, 'canary'],
      [105, 2, 'stable'],
    ]);
    expect(items.find((i) => i.arm === 'canary' && i.kind === 0)?.merchant).toBe('k');
  });

  it('feeds a monitor and samples its evidence at the end of each bucket', () => {
    clock = 0;
    const events = [
      ...Array.from({ length: 30 }, (_, i) => ev(`s${i}`, EVENTS.pageView)),
      ev('c', EVENTS.pageView, canary()),
      ev('c', EVENTS.remoteLoad, canary(failedLoad)),
    ];
    const items = canaryStream('wallet', '1.1.0', sessionsOf(events).get('wallet'), []);
    const { monitor, trace } = feed(items, T, [0, 20, 40], 20);
    expect(monitor.failures.state.sessions).toEqual({ canary: 1, stable: 0 });
    // nothing before the canary: stable sessions of buckets 0 and 1 are not compared
    expect(trace.failures).toEqual([null, 1, 1]);
  });
});
