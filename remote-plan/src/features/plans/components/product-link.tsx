/** The plan's product as a row that opens its product detail. */
import { type PlanDetail, paths } from '@adnet/shared';
import { Image } from '@arco-design/mobile-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ProductLink({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation('plan');
  return (
    <Link
      className="plan-section plan-product-link"
      to={`${paths.goodsDetail}?id=${plan.id}`}
      data-testid="product-link"
    >
      <Image src={plan.product.cover} alt="" width={56} height={56} fit="cover" radius={8} />
      <span className="plan-card-product-text">
        <span className="plan-field-label">{t('field.product')}</span>
        <span className="plan-product-name">{plan.product.name}</span>
        <span className="plan-type">{t(`productType.${plan.product.type}`)}</span>
      </span>
      <span className="plan-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
