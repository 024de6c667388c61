// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisibleInterval } from './use-visible-interval';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useVisibleInterval', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls the latest callback every interval and stops on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ fn }) => useVisibleInterval(fn, 30_000), {
      initialProps: { fn: first },
    });
    rerender({ fn: second });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    act(() => {
      vi.advanceTimersByTime(90_000);
    });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('pauses while the document is hidden', () => {
    const fn = vi.fn();
    renderHook(() => useVisibleInterval(fn, 30_000));
    act(() => setVisibility('hidden'));
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(fn).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('returns a restart that pushes the next run a full interval away', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useVisibleInterval(fn, 30_000));
    act(() => {
      vi.advanceTimersByTime(25_000);
      result.current();
      vi.advanceTimersByTime(25_000);
    });
    expect(fn).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does nothing while not active, and starts when it becomes active', () => {
    const fn = vi.fn();
    const { rerender } = renderHook(({ on }) => useVisibleInterval(fn, 30_000, on), {
      initialProps: { on: false },
    });
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(fn).not.toHaveBeenCalled();
    rerender({ on: true });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
