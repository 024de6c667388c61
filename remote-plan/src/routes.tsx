/** The plan remote's routes, mounted by the host under /plan. */
import { paths, type RouteHandle, registerNamespace } from '@adnet/shared';
import type { RouteObject } from 'react-router';
import { planPaths } from './paths';

void registerNamespace('plan', (lng) => import(`./locales/${lng}.json`));

export const routes: RouteObject[] = [
  {
    path: planPaths.plan,
    lazy: async () => ({ Component: (await import('./pages/plan-list-page')).PlanListPage }),
    handle: {
      title: 'list.title',
      ns: 'plan',
      back: paths.adCenter,
      icons: { logout: true },
    } satisfies RouteHandle,
  },
  {
    path: planPaths.planDetail,
    lazy: async () => ({ Component: (await import('./pages/plan-detail-page')).PlanDetailPage }),
    handle: { title: 'detail.title', ns: 'plan' } satisfies RouteHandle,
  },
  {
    path: planPaths.goodsDetail,
    lazy: async () => ({ Component: (await import('./pages/goods-detail-page')).GoodsDetailPage }),
    handle: {
      title: 'goods.title',
      ns: 'plan',
      transparent: true,
      whiteText: true,
    } satisfies RouteHandle,
  },
];

/** A preview build's label (ADNET_BUILD_LABEL at build time), shown by the host; '' for a release. */
export const buildLabel: string = process.env.ADNET_BUILD_LABEL ?? '';
