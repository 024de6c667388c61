/** Notifications: list, mark read, unread count. Read state is per user. */

import type { AppNotification, NotificationCategory } from '@adnet/remote-messaging/contract';
import type { Page, UnreadCount } from '@adnet/shared/wire';
import { localize } from '../content/localize';
import { paginate, unreadTotal } from '../domain';
import { badParams } from '../errors';
import { type Ctx, me, optBool, optEnum, paging, type Route } from '../http';

const CATEGORIES: NotificationCategory[] = ['announcement', 'maintenance', 'activity'];
const STATUSES = ['unread', 'read'] as const;

function list(ctx: Ctx): Page<AppNotification> {
  const u = me(ctx);
  const category = optEnum(ctx.body, 'category', CATEGORIES);
  const status = optEnum(ctx.body, 'status', STATUSES);
  const { page, size } = paging(ctx.body);
  const items = u.notifications
    .filter((n) => !category || n.category === category)
    .filter((n) => !status || (status === 'read') === n.read)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
    .map((n) => ({
      ...n,
      title: localize(n.title, ctx.lang),
      content: localize(n.content, ctx.lang),
    }));
  return paginate(items, page, size);
}

function read(ctx: Ctx): UnreadCount {
  const u = me(ctx);
  const all = optBool(ctx.body, 'all');
  const ids = ctx.body.ids;
  if (all) {
    for (const n of u.notifications) n.read = true;
  } else {
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > 500 ||
      !ids.every((i) => Number.isInteger(i))
    ) {
      throw badParams('ids or all is required');
    }
    const wanted = new Set(ids as number[]);
    for (const n of u.notifications) if (wanted.has(n.id)) n.read = true;
  }
  return { unread_total: unreadTotal(u) };
}

function unread(ctx: Ctx): UnreadCount {
  return { unread_total: unreadTotal(me(ctx)) };
}

export const notificationRoutes: Route[] = [
  { method: 'POST', path: '/user/notifications', auth: 'user', handler: list },
  { method: 'POST', path: '/user/notifications/read', auth: 'user', handler: read },
  { method: 'POST', path: '/user/notifications/unread_count', auth: 'user', handler: unread },
];
