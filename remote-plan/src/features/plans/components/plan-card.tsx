import { useFormat } from '@adnet/shared';
import { Image } from '@adnet/shared/arco';
import { cardClass, Tag } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductType } from '#components/product-type.tsx';
import { planDetailHref } from '#paths';
import type { PlanOrder } from '../api';
import { PlanNo } from './plan-no';
import { PlanProgress } from './plan-progress';
import { ProductName, ProductText } from './product-name';
import { StatusTag } from './status-tag';
import './plan-card.css';

/** One row of the plan list; the whole card opens the plan's detail. */
export function PlanCard({ plan }: { plan: PlanOrder }) {
  const { t } = useTranslation('plan');
  const format = useFormat();
  return (
    <Link
      to={planDetailHref(plan.id)}
      className={cardClass('plan-card', { item: true })}
      data-testid="plan-row"
      data-id={plan.id}
      data-status={plan.status}
    >
      <header className="plan-card-head">
        <PlanNo no={plan.plan_no} />
        <StatusTag status={plan.status} />
      </header>
      <div className="plan-card-product">
        <Image
          className="plan-thumb"
          src={plan.product.cover}
          alt=""
          width={64}
          height={36}
          fit="contain"
          radius={8}
        />
        <ProductText>
          <ProductName name={plan.product.name} />
          <span className="plan-tags">
            {plan.official_push && (
              <Tag tone="warning" data-testid="official-push-mark">
                {t('field.officialPushTag')}
              </Tag>
            )}
            <ProductType type={plan.product.type} />
          </span>
        </ProductText>
      </div>
      <PlanProgress value={plan.progress} status={plan.status} />
      <dl className="plan-card-figures">
        {/* a waiting plan has no put amount yet: its budget range (plans.list.row) */}
        {plan.status === 'wait_put' ? (
          <div>
            <dt>{t('field.budgetRange')}</dt>
            <dd data-testid="plan-budget">
              {format.moneyRange(plan.lowest_amount, plan.highest_amount)}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('field.putAmount')}</dt>
            <dd data-testid="plan-put-amount">{format.money(plan.put_amount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('field.createdAt')}</dt>
          <dd>{format.dateTime(plan.created_at)}</dd>
        </div>
      </dl>
    </Link>
  );
}
