/** The messaging remote's routes, mounted by the host under /notification and /customer. */
import { paths, type RouteHandle, registerNamespace } from '@adnet/shared';
import type { RouteObject } from 'react-router';

export const NAMESPACE = 'messaging';

void registerNamespace(NAMESPACE, (lng) => import(`./locales/${lng}.json`));

export const routes: RouteObject[] = [
  {
    path: paths.notification,
    lazy: async () => ({
      Component: (await import('./features/notifications/notification-page')).NotificationPage,
    }),
    handle: { title: 'notification.title', ns: NAMESPACE } satisfies RouteHandle,
  },
  {
    path: paths.customer,
    lazy: async () => ({
      Component: (await import('./features/customer/customer-page')).CustomerPage,
    }),
    // Login required (not public); no language switch, logout or bell (SPEC §2).
    handle: {
      title: 'customer.title',
      ns: NAMESPACE,
      icons: { lang: false, logout: false, bell: false },
    } satisfies RouteHandle,
  },
];

/** A preview build's label (ADNET_BUILD_LABEL at build time), shown by the host; '' for a release. */
export const buildLabel: string = process.env.ADNET_BUILD_LABEL ?? '';
