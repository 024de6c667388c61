/** The messaging remote's routes, mounted by the host under /notification and /customer. */
import { type RouteHandle, registerNamespace, resource } from '@adnet/shared';
import type { RouteObject } from 'react-router';
import { notificationsApi } from './features/notifications/api';
import { filtersOf, notificationQuery, PAGE_SIZE } from './features/notifications/categories';
import type { NotificationRouteData } from './pages/notification-page';
import { paths } from './paths';

/** This remote's i18n namespace: its federation name (registered here, named by every `t`). */
const NAMESPACE = 'messaging';

void registerNamespace(NAMESPACE, (lng) => import(`./locales/${lng}.json`));

export const routes: RouteObject[] = [
  {
    path: paths.notification,
    // Page 1 for the URL's filters, in parallel with the page's code; a filter change in the
    // URL runs it again for the new filters (docs/remote.md).
    loader: ({ request }): NotificationRouteData => {
      const filters = filtersOf(new URL(request.url).searchParams);
      const query = notificationQuery(filters, 1, PAGE_SIZE);
      // the merchant's kept first page shows at once, labelled with its age (docs/offline.md)
      const page1 = resource(
        () => notificationsApi.list(query),
        () => notificationsApi.list.kept(query),
      );
      return { firstPage: page1.first, kept: page1.kept };
    },
    lazy: async () => ({
      Component: (await import('./pages/notification-page')).NotificationPage,
    }),
    handle: { title: 'notification.title', ns: NAMESPACE } satisfies RouteHandle,
  },
  {
    path: paths.customer,
    lazy: async () => ({
      Component: (await import('./pages/customer-page')).CustomerPage,
    }),
    // Login required (not public); no language switch, logout or bell
    // (docs/product/routes.md#routes.table.customer).
    handle: {
      title: 'customer.title',
      ns: NAMESPACE,
      icons: { lang: false, logout: false, bell: false },
    } satisfies RouteHandle,
  },
];

/** A preview build's label (ADNET_BUILD_LABEL at build time), shown by the host; '' for a release. */
export const buildLabel: string = process.env.ADNET_BUILD_LABEL ?? '';
