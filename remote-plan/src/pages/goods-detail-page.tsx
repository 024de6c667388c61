/**
 * /plan/goods-detail?id=N: the advertised product under a transparent header: cover at the
 * top, then the video, or the landing page framed when its origin is the API's (sandboxed,
 * scripts only) and otherwise offered as a link opened through the hybrid bridge.
 */
import {
  ApiError,
  allowedFrameUrl,
  api,
  bridge,
  compareMoney,
  getApiBase,
  type PlanDetail,
  parseSafeHttpUrl,
  useMoney,
} from '@adnet/shared';
import { EmptyState, ErrorState, LoadingState, toast } from '@adnet/shared/ui';
import { Button } from '@arco-design/mobile-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parsePlanId } from '../lib/plan-id';
import './plan.css';

export function GoodsDetailPage() {
  const { t } = useTranslation('plan');
  const money = useMoney();
  const [params] = useSearchParams();
  const id = parsePlanId(params.get('id'));
  const [plan, setPlan] = useState<PlanDetail | null>(null);
  const [failed, setFailed] = useState<'error' | 'not_found' | false>(false);

  const load = useCallback(async () => {
    if (id === null) return;
    setFailed(false);
    try {
      // silent: the page shows its own not-found and retry states
      setPlan(await api.planAppDetail({ id }, { silent: true }));
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
      <div className="goods-cover">
        {parseSafeHttpUrl(product.cover) && (
          <img src={product.cover} alt="" className="goods-cover-image" decoding="async" />
        )}
      </div>
      <section className="goods-card">
        <h2 className="goods-name">{product.name}</h2>
        <div className="goods-meta">
          <span className="plan-type">{t(`productType.${product.type}`)}</span>
          <span className="goods-price" data-testid="goods-price">
            {compareMoney(product.price, '0') > 0 ? money(product.price) : t('goods.free')}
          </span>
        </div>
        {product.description && <p className="goods-description">{product.description}</p>}
      </section>
      <section className="goods-card" aria-labelledby="goods-media-title">
        <h2 id="goods-media-title" className="plan-section-title">
          {product.type === 'video' ? t('goods.video') : t('goods.landing')}
        </h2>
        {product.type === 'video' ? (
          <ProductVideo url={product.url} poster={product.cover} />
        ) : (
          <LandingPage url={product.url} title={product.name} />
        )}
      </section>
    </div>
  );
}

function ProductVideo({ url, poster }: { url: string; poster: string }) {
  const { t } = useTranslation('plan');
  const src = parseSafeHttpUrl(url);
  if (!src) return <p className="plan-muted">{t('goods.unavailable')}</p>;
  return (
    // biome-ignore lint/a11y/useMediaCaption: product videos come without caption tracks
    <video
      className="goods-video"
      src={src.href}
      poster={parseSafeHttpUrl(poster)?.href}
      controls
      playsInline
      preload="metadata"
      data-testid="goods-video"
    />
  );
}

function LandingPage({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('plan');
  const framed = allowedFrameUrl(url, [getApiBase()]);
  const open = () => {
    if (!bridge.openWindow(url)) toast.fail(t('goods.blocked'));
  };
  return (
    <>
      {framed && (
        <iframe
          className="goods-frame"
          src={framed.href}
          title={title}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          loading="lazy"
          data-testid="goods-frame"
        />
      )}
      <Button type="ghost" className="goods-open" onClick={open}>
        {t('goods.openLanding')}
      </Button>
    </>
  );
}
