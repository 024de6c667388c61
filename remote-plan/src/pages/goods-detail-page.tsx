/**
 * /plan/goods-detail?id=N: the advertised product under a transparent header: cover at the
 * top, then the video, or the landing page framed when its origin is the API's (sandboxed,
 * scripts only) and otherwise offered as a link opened through the hybrid bridge.
 */
import { ApiError } from '@adnet/shared';
import { EmptyState, ErrorState, LoadingState } from '@adnet/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PlanDetail } from '../features/plans/api';
import { parsePlanId } from '../features/plans/plan-id';
import { productApi } from '../features/product/api';
import { ProductMedia } from '../features/product/components/product-media';
import { ProductSummary } from '../features/product/components/product-summary';
import './goods-detail-page.css';

export function GoodsDetailPage() {
  const { t } = useTranslation('plan');
  const [params] = useSearchParams();
  const id = parsePlanId(params.get('id'));
  const [plan, setPlan] = useState<PlanDetail | null>(null);
  const [failed, setFailed] = useState<'error' | 'not_found' | false>(false);

  const load = useCallback(async () => {
    if (id === null) return;
    setFailed(false);
    try {
      // silent: the page shows its own not-found and retry states
      setPlan(await productApi.planAppDetail({ id }, { silent: true }));
    } catch (e) {
      setFailed(e instanceof ApiError && e.reason === 'not_found' ? 'not_found' : 'error');
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  if (id === null || failed === 'not_found') {
    return (
      <div className="goods-page goods-page-empty">
        <EmptyState text={t('detail.notFound')} />
      </div>
    );
  }
  if (failed) {
    return (
      <div className="goods-page goods-page-empty">
        <ErrorState onRetry={() => void load()} />
      </div>
    );
  }
  if (!plan) {
    return (
      <div className="goods-page goods-page-empty">
        <LoadingState />
      </div>
    );
  }

  const { product } = plan;
  return (
    <div className="goods-page" data-testid="goods-detail" data-type={product.type}>
      <ProductSummary product={product} />
      <ProductMedia product={product} />
    </div>
  );
}
