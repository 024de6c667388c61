// @vitest-environment node

import type { AppNotification } from '@adnet/remote-messaging/contract';
import type { Page, UnreadCount } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../test-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('notifications', () => {
  it('has every category, read and unread, with markup to sanitize', async () => {
    const token = await t.login('demo');
    const page = await t.ok<Page<AppNotification>>(
      'POST',
      '/user/notifications',
      { page: 1, size: 50 },
      token,
    );
    expect(new Set(page.list.map((n) => n.category))).toEqual(
      new Set(['announcement', 'maintenance', 'activity']),
    );
    expect(new Set(page.list.map((n) => n.read))).toEqual(new Set([true, false]));
    const html = page.list.map((n) => n.content).join('');
    expect(html).toContain('<b>');
    expect(html).toContain('<script>');
    expect(html).toContain('onerror=');
    const times = page.list.map((n) => Date.parse(n.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const maint = await t.ok<Page<AppNotification>>(
      'POST',
      '/user/notifications',
      { category: 'maintenance', status: 'unread', page: 1, size: 10 },
      token,
    );
    expect(maint.list.every((n) => n.category === 'maintenance' && !n.read)).toBe(true);
  });

  it('gives busy 150 unread', async () => {
    const token = await t.login('busy');
    expect(await t.ok('POST', '/user/notifications/unread_count', {}, token)).toEqual({
      unread_total: 150,
    });
  });

  it('marks read singly and all at once, never below 0, per user', async () => {
    const { token } = await t.fresh('note');
    const other = await t.login('demo');
    const otherBefore = await t.ok<UnreadCount>(
      'POST',
      '/user/notifications/unread_count',
      {},
      other,
    );
    const start = (await t.ok<UnreadCount>('POST', '/user/notifications/unread_count', {}, token))
      .unread_total;
    const unread = await t.ok<Page<AppNotification>>(
      'POST',
      '/user/notifications',
      { status: 'unread', page: 1, size: 50 },
      token,
    );
    const id = unread.list[0]!.id;
    expect(await t.ok('POST', '/user/notifications/read', { ids: [id] }, token)).toEqual({
      unread_total: start - 1,
    });
    // reading the same one again, or someone else's, changes nothing
    expect(await t.ok('POST', '/user/notifications/read', { ids: [id, id, 1] }, token)).toEqual({
      unread_total: start - 1,
    });
    expect(await t.ok('POST', '/user/notifications/read', { all: true }, token)).toEqual({
      unread_total: 0,
    });
    expect(await t.ok('POST', '/user/notifications/read', { all: true }, token)).toEqual({
      unread_total: 0,
    });
    expect(await t.ok('POST', '/user/notifications/unread_count', {}, token)).toEqual({
      unread_total: 0,
    });
    expect(await t.ok('POST', '/user/notifications/unread_count', {}, other)).toEqual(otherBefore);
    expect((await t.call('POST', '/user/notifications/read', {}, token)).code).toBe(400);
  });

  it('sets an unread count through the test endpoint', async () => {
    const { token, username } = await t.fresh('set');
    await t.ok('POST', '/__test/set', { username, unread: 120 });
    expect(await t.ok('POST', '/user/notifications/unread_count', {}, token)).toEqual({
      unread_total: 120,
    });
    await t.ok('POST', '/__test/set', { username, unread: 2 });
    expect(await t.ok('POST', '/user/notifications/unread_count', {}, token)).toEqual({
      unread_total: 2,
    });
  });
});
