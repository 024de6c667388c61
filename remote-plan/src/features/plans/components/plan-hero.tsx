/** The top of a plan's detail: number, status, put amount and progress. */

import { useMoney } from '@adnet/shared';
import { cardClass } from '@adnet/shared/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanNo } from './plan-no';
import { PlanProgress } from './plan-progress';
import { StatusTag } from './status-tag';
import './plan-hero.css';
import type { PlanDetail } from '../api';

export function PlanHero({ plan, heroRef }: { plan: PlanDetail; heroRef?: Ref<HTMLElement> }) {
  const { t } = useTranslation('plan');
  const money = useMoney();
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
      <p className="plan-hero-label">{t('field.putAmount')}</p>
      <p className="plan-hero-amount" data-testid="detail-put-amount">
        {money(plan.put_amount)}
      </p>
      <PlanProgress value={plan.progress} status={plan.status} />
    </section>
  );
}
