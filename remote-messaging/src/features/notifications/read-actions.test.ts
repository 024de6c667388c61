// @vitest-environment happy-dom
import { ApiError, setUnread, store, unreadCountAtom } from '@adnet/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsApi } from './api';
import { applyAllRead, applySingleRead, markAllRead, markOneRead } from './read-actions';

const count = () => store.get(unreadCountAtom);

beforeEach(() => setUnread(5));
afterEach(() => vi.restoreAllMocks());

describe('the bell count after reading (docs/product/messaging.md#messaging.bell)', () => {
  it('takes the server total after a single read', () => {
    applySingleRead(true, { unread_total: 3 });
    expect(count()).toBe(3);
  });

  it('decreases by one only when the notification was unread and no total came back', () => {
    applySingleRead(true, null);
    expect(count()).toBe(4);
    applySingleRead(false, null);
    expect(count()).toBe(4);
  });

  it('never goes below 0', () => {
    setUnread(0);
    applySingleRead(true, null);
    expect(count()).toBe(0);
    applySingleRead(true, { unread_total: -2 });
    expect(count()).toBe(0);
  });

  it('resets to 0 after all read, or keeps what arrived since', () => {
    applyAllRead({ unread_total: 0 });
    expect(count()).toBe(0);
    setUnread(120);
    applyAllRead(null);
    expect(count()).toBe(0);
    applyAllRead({ unread_total: 1 });
    expect(count()).toBe(1);
  });
});

describe('mark read calls', () => {
  it('sends the id silently and follows the answer', async () => {
    const spy = vi.spyOn(notificationsApi, 'read').mockResolvedValue({ unread_total: 4 });
    await markOneRead(42, true);
    expect(spy).toHaveBeenCalledWith({ ids: [42] }, { silent: true });
    expect(count()).toBe(4);
  });

  it('sends all: true and resets the count', async () => {
    const spy = vi.spyOn(notificationsApi, 'read').mockResolvedValue({ unread_total: 0 });
    await markAllRead();
    expect(spy).toHaveBeenCalledWith({ all: true }, { silent: true });
    expect(count()).toBe(0);
  });

  it('leaves the count alone when the call fails', async () => {
    vi.spyOn(notificationsApi, 'read').mockRejectedValue(new ApiError(500, 'boom', null, '/x'));
    await expect(markOneRead(1, true)).rejects.toBeInstanceOf(ApiError);
    await expect(markAllRead()).rejects.toBeInstanceOf(ApiError);
    expect(count()).toBe(5);
  });
});
