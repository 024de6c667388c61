import { useTranslation } from 'react-i18next';
import './product-type.css';
import type { PlanDetail } from '../contract';

/** The product's type (video, landing page) as a small grey tag. */
export function ProductType({ type }: { type: PlanDetail['product']['type'] }) {
  const { t } = useTranslation('plan');
  return <span className="plan-type">{t(`productType.${type}`)}</span>;
}
