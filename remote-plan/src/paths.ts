/**
 * The plan remote's own paths, under its prefix `/plan` (the host's app-config.json). Links to
 * another app's routes use `paths` of `@adnet/shared`.
 */
export const planPaths = {
  plan: '/plan',
  planDetail: '/plan/detail',
  goodsDetail: '/plan/goods-detail',
} as const;

/** A plan's detail. */
export const planDetailHref = (id: number) =>
  `${planPaths.planDetail}?id=${encodeURIComponent(id)}`;

/** A plan's product detail. */
export const goodsDetailHref = (id: number) =>
  `${planPaths.goodsDetail}?id=${encodeURIComponent(id)}`;
