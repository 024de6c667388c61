import { beforeEach, describe, expect, it, vi } from 'vitest';

const unreadCount = vi.fn();
vi.mock('../api/endpoints', () => ({ api: { unreadCount: () => unreadCount() } }));

const { badgeText, decreaseUnread, refreshUnreadCount, resetUnread, setUnread, unreadCountAtom } =
  await import('./unread');
const { store } = await import('../session/atoms');

beforeEach(() => {
  unreadCount.mockReset();
  setUnread(0);
});

describe('unread count (docs/product/messaging.md#messaging.bell)', () => {
  it('caps the badge at 99+', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(-3)).toBe('0');
  });

  it('never goes below 0', () => {
    setUnread(2);
    decreaseUnread(5);
    expect(store.get(unreadCountAtom)).toBe(0);
    setUnread(3);
    resetUnread();
    expect(store.get(unreadCountAtom)).toBe(0);
  });

  it('runs one fetch at a time', async () => {
    let resolve: (v: { unread_total: number }) => void = () => {};
    unreadCount.mockReturnValue(new Promise((r) => (resolve = r)));
    const a = refreshUnreadCount();
    const b = refreshUnreadCount();
    expect(unreadCount).toHaveBeenCalledTimes(1);
    resolve({ unread_total: 7 });
    await expect(Promise.all([a, b])).resolves.toEqual([7, 7]);
    expect(store.get(unreadCountAtom)).toBe(7);
  });

  it('only logs a failure and keeps the count', async () => {
    setUnread(4);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    unreadCount.mockRejectedValue(new Error('down'));
    await expect(refreshUnreadCount()).resolves.toBe(4);
    expect(warn).toHaveBeenCalled();
  });
});
