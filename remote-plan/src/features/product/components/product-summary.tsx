/** The product under the transparent header: its cover, then name, type, price, description. */
import { compareMoney, formatMoney, type PlanDetail, parseSafeHttpUrl } from '@adnet/shared';
import { useTranslation } from 'react-i18next';

export function ProductSummary({ product }: { product: PlanDetail['product'] }) {
  const { t, i18n } = useTranslation('plan');
  return (
    <>
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
            {compareMoney(product.price, '0') > 0
              ? formatMoney(product.price, i18n.language)
              : t('goods.free')}
          </span>
        </div>
        {product.description && <p className="goods-description">{product.description}</p>}
      </section>
    </>
  );
}
