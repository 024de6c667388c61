import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVisibleInterval, type VisibilitySource } from './visible-interval';

/** A document whose visibility the test sets. */
function fakeDocument(initial: DocumentVisibilityState = 'visible') {
  const listeners = new Set<() => void>();
  const doc: VisibilitySource & { set(state: DocumentVisibilityState): void; count(): number } = {
    visibilityState: initial,
    addEventListener: (_type, l) => listeners.add(l),
    removeEventListener: (_type, l) => listeners.delete(l),
    set(state) {
      (this as { visibilityState: DocumentVisibilityState }).visibilityState = state;
      for (const l of [...listeners]) l();
    },
    count: () => listeners.size,
  };
  return doc;
}

describe('startVisibleInterval', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every interval while the page is visible', () => {
    const run = vi.fn();
    const doc = fakeDocument();
    startVisibleInterval({ interval: 30_000, run, doc });
    vi.advanceTimersByTime(29_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('does not run while hidden, however long', () => {
    const run = vi.fn();
    const doc = fakeDocument();
    startVisibleInterval({ interval: 30_000, run, doc });
    vi.advanceTimersByTime(10_000);
    doc.set('hidden');
    vi.advanceTimersByTime(10 * 60_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs at once when shown again after a full interval, then every interval', () => {
    const run = vi.fn();
    const doc = fakeDocument();
    startVisibleInterval({ interval: 30_000, run, doc });
    doc.set('hidden');
    vi.advanceTimersByTime(45_000);
    doc.set('visible');
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('waits only the rest of the interval when shown again sooner', () => {
    const run = vi.fn();
    const doc = fakeDocument();
    startVisibleInterval({ interval: 30_000, run, doc });
    vi.advanceTimersByTime(10_000);
    doc.set('hidden');
    vi.advanceTimersByTime(5_000);
    doc.set('visible');
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(14_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not start counting while the page starts hidden', () => {
    const run = vi.fn();
    const doc = fakeDocument('hidden');
    startVisibleInterval({ interval: 30_000, run, doc });
    vi.advanceTimersByTime(120_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('restart counts a full interval from now', () => {
    const run = vi.fn();
    const doc = fakeDocument();
    const handle = startVisibleInterval({ interval: 30_000, run, doc });
    vi.advanceTimersByTime(20_000);
    handle.restart();
    vi.advanceTimersByTime(20_000);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stop ends the runs and removes its listener', () => {
    const run = vi.fn();
    const doc = fakeDocument();
    const handle = startVisibleInterval({ interval: 30_000, run, doc });
    expect(doc.count()).toBe(1);
    handle.stop();
    expect(doc.count()).toBe(0);
    vi.advanceTimersByTime(120_000);
    doc.set('visible');
    expect(run).not.toHaveBeenCalled();
  });

  it('awaits a run that returns a promise before counting the next interval', async () => {
    let settle: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((r) => (settle = r)));
    const doc = fakeDocument();
    startVisibleInterval({ interval: 30_000, run, doc });
    vi.advanceTimersByTime(30_000);
    expect(run).toHaveBeenCalledTimes(1);
    // a slow answer: nothing piles up behind it, even across a hide and show
    vi.advanceTimersByTime(90_000);
    doc.set('hidden');
    doc.set('visible');
    expect(run).toHaveBeenCalledTimes(1);
    settle();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps its schedule after a run that fails', async () => {
    const run = vi.fn(() => Promise.reject(new Error('offline')));
    const doc = fakeDocument();
    startVisibleInterval({ interval: 30_000, run, doc });
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
