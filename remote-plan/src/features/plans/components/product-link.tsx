/** The plan's product as a row that opens its product detail. */

import { Image } from '@adnet/shared/arco';
import { cardClass } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductType } from '#components/product-type.tsx';
import { goodsDetailHref } from '#paths';
import type { PlanOrder } from '../api';
import { ProductName, ProductText } from './product-name';
import './product-link.css';

export function ProductLink({ plan }: { plan: PlanOrder }) {
  const { t } = useTranslation('plan');
  return (
    <Link
      className={cardClass('plan-product-link')}
      to={goodsDetailHref(plan.id)}
      data-testid="product-link"
    >
      <Image src={plan.product.cover} alt="" width={56} height={56} fit="cover" radius={8} />
      <ProductText>
        <span className="adn-caption">{t('field.product')}</span>
        <ProductName name={plan.product.name} />
        <ProductType type={plan.product.type} />
      </ProductText>
      <span className="plan-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
