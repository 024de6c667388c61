/**
 * The plan remote's routes, mounted by the host under /plan. Each route's `loader` starts the
 * page's first requests beside the lazy import of its code (docs/remote.md "Data").
 */
import { api, type RouteHandle, registerNamespace, resource, paths as shared } from '@adnet/shared';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { planApi } from './features/plans/api';
import { keptPlanRow, type ShownPlan } from './features/plans/kept-row';
import { parsePlanId } from './features/plans/plan-id';
import {
  filterToQuery,
  PLAN_PAGE_SIZE,
  PUSH_SCAN_SIZE,
  parseFilter,
} from './features/plans/plan-status';
import { productApi } from './features/product/api';
import type { GoodsDetailData } from './pages/goods-detail-page';
import type { PlanDetailData } from './pages/plan-detail-page';
import type { PlanListData } from './pages/plan-list-page';
import { paths } from './paths';

/** This remote's i18n namespace: its federation name (registered here, named by every `t`). */
const NAMESPACE = 'plan';

void registerNamespace(NAMESPACE, (lng) => import(`./locales/${lng}.json`));

const searchOf = (request: Request) => new URL(request.url).searchParams;

/** /plan?status=: the first page of the tab, the waiting count, the official-push scan. */
function planListLoader({ request }: LoaderFunctionArgs): PlanListData {
  const filter = parseFilter(searchOf(request).get('status'));
  const page1 = { page: 1, size: PLAN_PAGE_SIZE, status: filterToQuery(filter) };
  return {
    // the merchant's kept first page shows at once, labelled with its age (docs/offline.md)
    firstPage: resource(
      () => planApi.list(page1),
      () => planApi.list.kept(page1),
    ),
    waiting: resource(() => api.waitingPlanCount({ silent: true }), api.waitingPlanCount.kept),
    // a separate look at the waiting plans, whatever the tab shows
    pushScan: resource(() =>
      planApi.list({ page: 1, size: PUSH_SCAN_SIZE, status: 'wait_put' }, { silent: true }),
    ),
  };
}

/** A tab change only rewrites ?status=: the list reloads itself, the scan is not repeated. */
const sameList: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/** /plan/detail?id=N: the plan. */
function planDetailLoader({ request }: LoaderFunctionArgs): PlanDetailData {
  const id = parsePlanId(searchOf(request).get('id'));
  return {
    id,
    // offline, the row of a kept list shows until the plan answers
    plan:
      id === null
        ? null
        : resource<ShownPlan>(
            () => planApi.detail({ id }),
            () => keptPlanRow(id),
          ),
  };
}

/** /plan/goods-detail?id=N: the plan with its product (silent: the page has its own states). */
function goodsDetailLoader({ request }: LoaderFunctionArgs): GoodsDetailData {
  const id = parsePlanId(searchOf(request).get('id'));
  return {
    id,
    plan: id === null ? null : resource(() => productApi.planAppDetail({ id }, { silent: true })),
  };
}

export const routes: RouteObject[] = [
  {
    path: paths.plan,
    loader: planListLoader,
    shouldRevalidate: sameList,
    lazy: async () => ({ Component: (await import('./pages/plan-list-page')).PlanListPage }),
    handle: {
      title: 'list.title',
      ns: NAMESPACE,
      back: shared.adCenter,
      icons: { logout: true },
    } satisfies RouteHandle,
  },
  {
    path: paths.planDetail,
    loader: planDetailLoader,
    lazy: async () => ({ Component: (await import('./pages/plan-detail-page')).PlanDetailPage }),
    handle: { title: 'detail.title', ns: NAMESPACE } satisfies RouteHandle,
  },
  {
    path: paths.goodsDetail,
    loader: goodsDetailLoader,
    lazy: async () => ({ Component: (await import('./pages/goods-detail-page')).GoodsDetailPage }),
    handle: {
      title: 'goods.title',
      ns: NAMESPACE,
      transparent: true,
      whiteText: true,
    } satisfies RouteHandle,
  },
];

/** A preview build's label (ADNET_BUILD_LABEL at build time), shown by the host; '' for a release. */
export const buildLabel: string = process.env.ADNET_BUILD_LABEL ?? '';
