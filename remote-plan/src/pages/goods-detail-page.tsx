/**
 * /plan/goods-detail?id=N: the advertised product under a transparent header: cover at the
 * top, then the video, or the landing page framed when its origin is the API's (sandboxed,
 * scripts only) and otherwise offered as a link opened through the hybrid bridge. The loader
 * starts the request; without a product the page keeps a dark band under the white header.
 */
import { ApiError, type Resource, useResource } from '@adnet/shared';
import { EmptyState, Loaded } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { PlanDetail } from '../features/plans/api';
import { ProductMedia } from '../features/product/components/product-media';
import { ProductSummary } from '../features/product/components/product-summary';
import './goods-detail-page.css';

/** /plan/goods-detail?id=N: the plan with its product (null: no valid id). */
export interface GoodsDetailData {
  id: number | null;
  plan: Resource<PlanDetail> | null;
}

export function GoodsDetailPage() {
  const { id, plan } = useLoaderData() as GoodsDetailData;
  if (id === null || plan === null) return <NotFound />;
  return <GoodsDetail key={id} plan={plan} />;
}

function GoodsDetail({ plan: res }: { plan: Resource<PlanDetail> }) {
  const state = useResource(res);
  const { data } = state;
  if (!data && state.error instanceof ApiError && state.error.reason === 'not_found') {
    return <NotFound />;
  }
  if (!data) {
    return (
      <div className="goods-page goods-page-empty">
        <Loaded state={state}>{() => null}</Loaded>
      </div>
    );
  }
  const { product } = data;
  return (
    <div className="goods-page" data-testid="goods-detail" data-type={product.type}>
      <ProductSummary product={product} />
      <ProductMedia product={product} />
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('plan');
  return (
    <div className="goods-page goods-page-empty">
      <EmptyState text={t('detail.notFound')} />
    </div>
  );
}
