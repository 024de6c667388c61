/**
 * The plan remote's own paths, under its prefix (`paths.plan` of `@adnet/shared`, from the apps
 * table; the host's app-config.json gives the same). Links to another app's routes use `paths`
 * of `@adnet/shared` too.
 */
import { paths as shared } from '@adnet/shared';

export const paths = {
  plan: shared.plan,
  planDetail: `${shared.plan}/detail`,
  goodsDetail: `${shared.plan}/goods-detail`,
} as const;

/** A plan's detail. */
export const planDetailHref = (id: number) => `${paths.planDetail}?id=${encodeURIComponent(id)}`;

/** A plan's product detail. */
export const goodsDetailHref = (id: number) => `${paths.goodsDetail}?id=${encodeURIComponent(id)}`;
