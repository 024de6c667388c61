import { describe, expect, it, vi } from 'vitest';
import { goodConnection, preloadWhenIdle, whenIdleAndQuiet } from './idle-preload';

const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('goodConnection', () => {
  it('is true without the Network Information API and on 3g/4g', () => {
    expect(goodConnection(nav())).toBe(true);
    expect(goodConnection(nav({ effectiveType: '4g' }))).toBe(true);
    expect(goodConnection(nav({ effectiveType: '3g', saveData: false }))).toBe(true);
  });

  it('is false when saving data or on 2g and slower', () => {
    expect(goodConnection(nav({ effectiveType: '4g', saveData: true }))).toBe(false);
    expect(goodConnection(nav({ effectiveType: '2g' }))).toBe(false);
    expect(goodConnection(nav({ effectiveType: 'slow-2g' }))).toBe(false);
  });
});

/** An idle scheduler run by hand: `idle.flush()` runs what is waiting. */
function manualIdle() {
  let waiting: (() => void)[] = [];
  const idle = (run: () => void) => {
    waiting.push(run);
    return () => {
      waiting = waiting.filter((r) => r !== run);
    };
  };
  const flush = async () => {
    const now = waiting;
    waiting = [];
    for (const run of now) run();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { idle, flush, pending: () => waiting.length };
}

describe('preloadWhenIdle', () => {
  it('preloads one remote per idle period, in order, skipping loaded ones', async () => {
    const { idle, flush } = manualIdle();
    const preload = vi.fn(() => Promise.resolve());
    preloadWhenIdle({
      names: ['adcenter', 'wallet', 'plan'],
      preload,
      skip: (n) => n === 'wallet',
      idle,
      connectionOk: () => true,
    });
    expect(preload).not.toHaveBeenCalled();
    await flush();
    expect(preload.mock.calls).toEqual([['adcenter']]);
    await flush(); // wallet: skipped, plan asks for the next idle period
    await flush();
    expect(preload.mock.calls).toEqual([['adcenter'], ['plan']]);
  });

  it('goes on after a failed preload and reports it', async () => {
    const { idle, flush } = manualIdle();
    const onError = vi.fn();
    const preload = vi.fn((n: string) =>
      n === 'wallet' ? Promise.reject(new Error('down')) : Promise.resolve(),
    );
    preloadWhenIdle({
      names: ['wallet', 'plan'],
      preload,
      idle,
      onError,
      connectionOk: () => true,
    });
    await flush();
    await flush();
    expect(onError).toHaveBeenCalledWith('wallet', expect.any(Error));
    expect(preload.mock.calls).toEqual([['wallet'], ['plan']]);
  });

  it('preloads nothing on a poor connection, and stops when told', async () => {
    const { idle, flush, pending } = manualIdle();
    const preload = vi.fn(() => Promise.resolve());
    preloadWhenIdle({ names: ['wallet'], preload, idle, connectionOk: () => false });
    await flush();
    expect(preload).not.toHaveBeenCalled();

    const stop = preloadWhenIdle({ names: ['wallet'], preload, idle, connectionOk: () => true });
    stop();
    expect(pending()).toBe(0);
    await flush();
    expect(preload).not.toHaveBeenCalled();
  });

  it('waits for the network while offline, then goes on', async () => {
    const { idle, flush } = manualIdle();
    const preload = vi.fn(() => Promise.resolve());
    let offline = true;
    const target = new EventTarget();
    const saved = globalThis.addEventListener;
    const savedRemove = globalThis.removeEventListener;
    globalThis.addEventListener = target.addEventListener.bind(target);
    globalThis.removeEventListener = target.removeEventListener.bind(target);
    try {
      preloadWhenIdle({ names: ['wallet'], preload, idle, offline: () => offline });
      await flush();
      expect(preload).not.toHaveBeenCalled();
      offline = false;
      target.dispatchEvent(new Event('online'));
      await flush();
      expect(preload).toHaveBeenCalledWith('wallet');
    } finally {
      globalThis.addEventListener = saved;
      globalThis.removeEventListener = savedRemove;
    }
  });
});

describe('whenIdleAndQuiet', () => {
  it('waits the quiet time from its start and from each input before asking for an idle period', async () => {
    vi.useFakeTimers();
    try {
      const t0 = Date.now(); // faked: it moves with the timers
      const clock = () => Date.now() - t0;
      let waiting: (() => void)[] = [];
      const idle = (run: () => void) => {
        waiting.push(run);
        return () => {
          waiting = waiting.filter((r) => r !== run);
        };
      };
      const idlePeriod = () => {
        const now = waiting;
        waiting = [];
        for (const run of now) run();
      };
      const at = (ms: number) => vi.advanceTimersByTimeAsync(ms - clock());
      const page = new EventTarget();
      const quiet = whenIdleAndQuiet(4_000, idle, clock, page);
      const run = vi.fn();
      quiet(run);
      // 3 s after the start: no idle period asked for yet
      await at(3_000);
      expect(waiting).toHaveLength(0);
      // a tap at 3 s moves the quiet time to 7 s
      page.dispatchEvent(new Event('pointerdown'));
      await at(6_900);
      expect(waiting).toHaveLength(0);
      await at(7_000);
      expect(waiting).toHaveLength(1);
      // a key while the idle period is awaited: when it comes, the wait starts again
      page.dispatchEvent(new Event('keydown'));
      idlePeriod();
      expect(run).not.toHaveBeenCalled();
      await at(11_000);
      idlePeriod();
      expect(run).toHaveBeenCalledTimes(1);
      // stopped: input no longer counts
      quiet.stop();
      page.dispatchEvent(new Event('pointerdown'));
      const later = vi.fn();
      await at(15_000);
      quiet(later);
      idlePeriod();
      expect(later).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
