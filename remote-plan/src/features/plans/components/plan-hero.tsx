/**
 * The top of a plan's detail: number, status, put amount (a waiting plan: its budget range,
 * docs/product/plans.md#plans.detail.waiting), progress, and the coupon's credit of its put.
 */

import { useFormat } from '@adnet/shared';
import { cardClass } from '@adnet/shared/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanNo } from './plan-no';
import { PlanProgress } from './plan-progress';
import { StatusTag } from './status-tag';
import './plan-hero.css';
import type { PlanOrder } from '../api';

export function PlanHero({ plan, heroRef }: { plan: PlanOrder; heroRef?: Ref<HTMLElement> }) {
  const { t } = useTranslation('plan');
  const format = useFormat();
  const waiting = plan.status === 'wait_put';
  return (
    <section
      className={cardClass('plan-hero', { tone: 'brand' })}
      ref={heroRef}
      tabIndex={-1}
      data-testid="plan-hero"
    >
      <div className="plan-hero-top">
        <PlanNo no={plan.plan_no} />
        <StatusTag status={plan.status} />
      </div>
      {waiting ? (
        <>
          <p className="plan-hero-label">{t('field.budgetRange')}</p>
          <p className="plan-hero-amount is-range" data-testid="detail-budget">
            {format.moneyRange(plan.lowest_amount, plan.highest_amount)}
          </p>
        </>
      ) : (
        <>
          <p className="plan-hero-label">{t('field.putAmount')}</p>
          <p className="plan-hero-amount" data-testid="detail-put-amount">
            {format.money(plan.put_amount)}
          </p>
        </>
      )}
      {plan.coupon && (
        <p className="plan-hero-coupon" data-testid="hero-coupon">
          {t('field.couponCredit')}:{' '}
          {t(`coupon.credit.${plan.coupon.state}`, {
            credit: format.signedMoney(plan.coupon.credit),
          })}
        </p>
      )}
      <PlanProgress value={plan.progress} status={plan.status} />
    </section>
  );
}
