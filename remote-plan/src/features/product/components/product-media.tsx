/**
 * The product's video, or its landing page framed when its origin is the API's (sandboxed,
 * scripts only) and otherwise offered as a link opened through the hybrid bridge.
 */
import { allowedFrameUrl, bridge, getApiBase, parseSafeHttpUrl } from '@adnet/shared';
import { Button } from '@adnet/shared/arco';
import { SectionTitle, toast } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import type { PlanDetail } from '#contract';
import { GoodsCard } from './goods-card';
import './product-media.css';

export function ProductMedia({ product }: { product: PlanDetail['product'] }) {
  const { t } = useTranslation('plan');
  return (
    <GoodsCard aria-labelledby="goods-media-title">
      <SectionTitle id="goods-media-title">
        {product.type === 'video' ? t('goods.video') : t('goods.landing')}
      </SectionTitle>
      {product.type === 'video' ? (
        <ProductVideo url={product.url} poster={product.cover} />
      ) : (
        <LandingPage url={product.url} title={product.name} />
      )}
    </GoodsCard>
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
