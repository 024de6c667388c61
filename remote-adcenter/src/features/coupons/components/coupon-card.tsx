/** One coupon: face value, requirement, kind, expiry; an unused one is used on a plan. */
import { type Coupon, paths, useFormat } from '@adnet/shared';
import { Button } from '@adnet/shared/arco';
import { StatusTag } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasRequirement, isUsable } from '../coupon-view';
import './coupon-card.css';

export function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const usable = isUsable(coupon);
  const format = useFormat();
  const face = format.couponFace(coupon);

  return (
    <article
      className={`adc-coupon adc-coupon-${coupon.kind}${usable ? '' : ' adc-coupon-disabled'}`}
      aria-disabled={!usable}
      data-testid="coupon"
      data-status={coupon.status}
      data-kind={coupon.kind}
    >
      <div className="adc-coupon-value">
        <strong>
          {coupon.kind === 'deduction' ? t('coupons.percentOff', { value: face }) : face}
        </strong>
        <span>
          {hasRequirement(coupon)
            ? t('coupons.minAmount', { amount: format.money(coupon.min_amount) })
            : t('coupons.noMinimum')}
        </span>
      </div>
      <div className="adc-coupon-main">
        <div className="adc-coupon-body">
          <span className="adc-coupon-kind">{t(`coupons.kind.${coupon.kind}`)}</span>
          <h2>{coupon.name}</h2>
          <p className="adn-muted">
            {t('coupons.expires', { date: format.date(coupon.expires_at) })}
          </p>
        </div>
        <div className="adc-coupon-action">
          {usable ? (
            <Button
              size="mini"
              type="primary"
              inline
              onClick={() => navigate(`${paths.plan}?status=wait_put`)}
            >
              {t('coupons.use')}
            </Button>
          ) : (
            <StatusTag tone="neutral" data-testid="coupon-status">
              {t(`coupons.tab.${coupon.status}`)}
            </StatusTag>
          )}
        </div>
      </div>
    </article>
  );
}
