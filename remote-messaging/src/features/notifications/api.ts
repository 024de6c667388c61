/**
 * The notification calls (docs/product/api.md#api.calls.notifications) and their wire types, owned
 * by the messaging remote.
 */
import {
  endpoint,
  type Page,
  type PageQuery,
  type Timestamp,
  type UnreadCount,
} from '@adnet/shared';

export type NotificationCategory = 'announcement' | 'maintenance' | 'activity';

export interface AppNotification {
  id: number;
  category: NotificationCategory;
  title: string;
  /** may hold simple markup; always sanitized before display */
  content: string;
  created_at: Timestamp;
  read: boolean;
}

export interface NotificationQuery extends PageQuery {
  category?: NotificationCategory;
  status?: 'unread' | 'read';
}

export interface NotificationReadBody {
  ids?: number[];
  all?: boolean;
}

export const notificationsApi = {
  list: endpoint<Page<AppNotification>, NotificationQuery>('POST', '/user/notifications'),
  /** answers the unread total after the read, which the header's bell takes */
  read: endpoint<UnreadCount, NotificationReadBody>('POST', '/user/notifications/read'),
};
