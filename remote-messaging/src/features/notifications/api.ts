/**
 * The notification calls (docs/product/api.md#api.calls.notifications); their wire types are the
 * remote's contract.
 */
import { endpoint, type Page, type UnreadCount } from '@adnet/shared';
import type { AppNotification, NotificationQuery, NotificationReadBody } from '../../contract';

export type { AppNotification, NotificationCategory, NotificationQuery } from '../../contract';

export const notificationsApi = {
  list: endpoint<Page<AppNotification>, NotificationQuery>('POST', '/user/notifications'),
  /** answers the unread total after the read, which the header's bell takes */
  read: endpoint<UnreadCount, NotificationReadBody>('POST', '/user/notifications/read'),
};
