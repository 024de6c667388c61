/**
 * The messaging remote's wire contract: the bodies, queries and answers of the notification calls
 * (docs/product/api.md#api.calls.notifications), types only. The features' `api.ts` declare the
 * calls with these types; anything outside the remote (the sandbox API) reads them here, through
 * `@adnet/remote-messaging/contract`, never from a feature's files.
 */
import type { PageQuery, Timestamp } from '@adnet/shared/wire';

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
