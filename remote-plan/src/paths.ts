/**
 * The plan remote's own paths, under its prefix (`paths.plan` of `@adnet/shared`, from the apps
 * table; the host's app-config.json gives the same). Links to another app's routes use `paths`
 * of `@adnet/shared` too.
 */
import { paths } from '@adnet/shared';

export const planPaths = {
  plan: paths.plan,
  planDetail: `${paths.plan}/detail`,
  goodsDetail: `${paths.plan}/goods-detail`,
} as const;

/** A plan's detail. */
export const planDetailHref = (id: number) =>
  `${planPaths.planDetail}?id=${encodeURIComponent(id)}`;

/** A plan's product detail. */
export const goodsDetailHref = (id: number) =>
  `${planPaths.goodsDetail}?id=${encodeURIComponent(id)}`;
