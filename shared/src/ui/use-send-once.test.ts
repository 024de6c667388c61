// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSendOnce } from './use-send-once';

describe('useSendOnce', () => {
  it('sends once while a send is under way, and stays set after a success', async () => {
    const { result } = renderHook(() => useSendOnce());
    let finish!: () => void;
    const send = vi.fn(
      () =>
        new Promise<void>((r) => {
          finish = r;
        }),
    );
    let first!: Promise<void>;
    act(() => {
      first = result.current.sendOnce(send);
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.sendOnce(send));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    // the page is leaving: a late Enter sends nothing
    await act(() => result.current.sendOnce(send));
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.isSending()).toBe(true);
    expect(result.current.busy).toBe(true);
  });

  it('releases the guard after a failure and hands the error on', async () => {
    const { result } = renderHook(() => useSendOnce());
    const error = new Error('401');
    await act(async () => {
      await expect(result.current.sendOnce(() => Promise.reject(error))).rejects.toBe(error);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.isSending()).toBe(false);
    const again = vi.fn(() => Promise.resolve());
    await act(() => result.current.sendOnce(again));
    expect(again).toHaveBeenCalledTimes(1);
  });
});
