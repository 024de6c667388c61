/** /ad-center/coupons: unused, used and expired coupons; an unused one is used on a plan. */
import {
  api,
  type Coupon,
  couponFaceValue,
  formatDate,
  paths,
  useAccountCurrency,
  useMoney,
} from '@adnet/shared';
import { InfiniteList, useTabsA11y } from '@adnet/shared/ui';
import { Button, Tabs } from '@arco-design/mobile-react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { COUPON_TABS, hasRequirement, isCouponTab, isUsable } from '../lib/coupon-view';

export function CouponsPage() {
  const { t } = useTranslation('adcenter');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isCouponTab(raw) ? raw : 'unused';
  const index = COUPON_TABS.indexOf(status);

  const fetchPage = useCallback(
    (page: number, size: number) => api.couponList({ page, size, status }),
    [status],
  );

  const pageRef = useRef<HTMLDivElement>(null);
  useTabsA11y(pageRef, undefined, index, (i) =>
    setParams({ status: COUPON_TABS[i] ?? 'unused' }, { replace: true }),
  );

  return (
    <div className="adc-coupons" ref={pageRef}>
      <Tabs
        tabs={COUPON_TABS.map((s) => ({ title: t(`coupons.tab.${s}`) }))}
        activeTab={index}
        onChange={(_tab, i) => setParams({ status: COUPON_TABS[i] ?? 'unused' }, { replace: true })}
        useCaterpillar
      >
        {COUPON_TABS.map((s) => (
          <div key={s} />
        ))}
      </Tabs>
      <p className="adc-coupon-rule" data-testid="coupon-rule">
        {t('coupons.rule')}
      </p>
      <InfiniteList<Coupon>
        resetKey={status}
        fetchPage={fetchPage}
        itemKey={(c) => c.id}
        emptyText={t(`coupons.empty.${status}`)}
        renderItem={(c) => <CouponCard coupon={c} />}
      />
    </div>
  );
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t, i18n } = useTranslation('adcenter');
  const money = useMoney();
  const currency = useAccountCurrency();
  const navigate = useNavigate();
  const usable = isUsable(coupon);
  const face = couponFaceValue(coupon, i18n.language, currency);

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
            ? t('coupons.minAmount', { amount: money(coupon.min_amount) })
            : t('coupons.noMinimum')}
        </span>
      </div>
      <div className="adc-coupon-body">
        <span className="adc-coupon-kind">{t(`coupons.kind.${coupon.kind}`)}</span>
        <h2>{coupon.name}</h2>
        <p className="adc-muted">
          {t('coupons.expires', { date: formatDate(coupon.expires_at, i18n.language) })}
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
          <span className="adc-coupon-stamp">{t(`coupons.tab.${coupon.status}`)}</span>
        )}
      </div>
    </article>
  );
}
