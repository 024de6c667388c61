/**
 * /notification (docs/product/messaging.md#messaging.notifications): the notification centre, its
 * first page started by the loader.
 */
import type { Page } from '@adnet/shared';
import { useLoaderData } from 'react-router';
import type { AppNotification } from '../features/notifications/api';
import { NotificationCenter } from '../features/notifications/components/notification-center';

export interface NotificationRouteData {
  firstPage: Promise<Page<AppNotification>> | undefined;
}

export function NotificationPage() {
  const { firstPage } = useLoaderData() as NotificationRouteData;
  return <NotificationCenter firstPage={firstPage} />;
}
