/** The plan remote's routes, mounted by the host under /plan. */
import { paths, type RouteHandle, registerNamespace } from '@adnet/shared';
import type { RouteObject } from 'react-router-dom';

void registerNamespace('plan', (lng) => import(`./locales/${lng}.json`));

export const routes: RouteObject[] = [
  {
    path: paths.plan,
    lazy: async () => ({ Component: (await import('./pages/plan-list-page')).PlanListPage }),
    handle: {
      title: 'list.title',
      ns: 'plan',
      back: paths.adCenter,
      icons: { logout: true },
    } satisfies RouteHandle,
  },
];
