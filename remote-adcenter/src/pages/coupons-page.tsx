/** /ad-center/coupons: unused, used and expired coupons; an unused one is used on a plan. */

import { api, type Coupon, type Page } from '@adnet/shared';
import { Tabs } from '@adnet/shared/arco';
import { InfiniteList, toneClass, useTabsA11y } from '@adnet/shared/ui';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import { CouponCard } from '../features/coupons/components/coupon-card';
import { COUPON_PAGE_SIZE, COUPON_TABS, isCouponTab } from '../features/coupons/coupon-view';
import './coupons-page.css';

export interface CouponsData {
  /** page 1 of the URL's tab, started by the route's loader */
  firstPage: Promise<Page<Coupon>> | undefined;
}

export function CouponsPage() {
  const { t } = useTranslation('adcenter');
  const { firstPage } = useLoaderData() as CouponsData;
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
      <p className={toneClass('warning', 'adc-coupon-rule')} data-testid="coupon-rule">
        {t('coupons.rule')}
      </p>
      <InfiniteList<Coupon>
        resetKey={status}
        fetchPage={fetchPage}
        pageSize={COUPON_PAGE_SIZE}
        first={firstPage}
        itemKey={(c) => c.id}
        emptyText={t(`coupons.empty.${status}`)}
        renderItem={(c) => <CouponCard coupon={c} />}
      />
    </div>
  );
}
