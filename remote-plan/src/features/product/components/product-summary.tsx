/** The product under the transparent header: its cover, then name, type, price, description. */
import { compareMoney, parseSafeHttpUrl, useMoney } from '@adnet/shared';
import { useTranslation } from 'react-i18next';
import { ProductType } from '#components/product-type.tsx';
import type { PlanDetail } from '#contract';
import { GoodsCard } from './goods-card';
import './product-summary.css';

export function ProductSummary({ product }: { product: PlanDetail['product'] }) {
  const { t } = useTranslation('plan');
  const money = useMoney();
  return (
    <>
      {/* The cover runs under the transparent header: there it is the picture blurred, with a
          scrim, so the back arrow and icons stay legible and never sit on the cover's own text
          or badge; the picture itself starts below the header. */}
      <div className="goods-cover">
        {parseSafeHttpUrl(product.cover) && (
          <>
            <img
              src={product.cover}
              alt=""
              aria-hidden="true"
              className="goods-cover-backdrop"
              decoding="async"
            />
            <img src={product.cover} alt="" className="goods-cover-image" decoding="async" />
          </>
        )}
      </div>
      <GoodsCard>
        <h2 className="goods-name">{product.name}</h2>
        <div className="goods-meta">
          <ProductType type={product.type} />
          <span className="goods-price" data-testid="goods-price">
            {compareMoney(product.price, '0') > 0 ? money(product.price) : t('goods.free')}
          </span>
        </div>
        {product.description && <p className="goods-description">{product.description}</p>}
      </GoodsCard>
    </>
  );
}
