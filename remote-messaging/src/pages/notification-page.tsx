/**
 * /notification (docs/product/messaging.md#messaging.notifications): the notification centre, its
 * first page started by the loader.
 */
import type { KeptAnswer, Page } from '@adnet/shared';
import { useLoaderData } from 'react-router';
import type { AppNotification } from '../features/notifications/api';
import { NotificationCenter } from '../features/notifications/components/notification-center';

export interface NotificationRouteData {
  firstPage: Promise<Page<AppNotification>> | undefined;
  /** the merchant's kept page 1 for the same filters, shown until `firstPage` answers */
  kept?: KeptAnswer<Page<AppNotification>>;
}

export function NotificationPage() {
  const { firstPage, kept } = useLoaderData() as NotificationRouteData;
  return <NotificationCenter firstPage={firstPage} kept={kept} />;
}
