import { formatDateTime, type PlanOrder, paths, useMoney } from '@adnet/shared';
import { Image } from '@arco-design/mobile-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlanProgress } from './plan-progress';
import { StatusTag } from './status-tag';

/** One row of the plan list; the whole card opens the plan's detail. */
export function PlanCard({ plan }: { plan: PlanOrder }) {
  const { t, i18n } = useTranslation('plan');
  const money = useMoney();
  return (
    <Link
      to={`${paths.planDetail}?id=${plan.id}`}
      className="plan-card"
      data-testid="plan-row"
      data-id={plan.id}
      data-status={plan.status}
    >
      <header className="plan-card-head">
        <span className="plan-no" data-testid="plan-no">
          {plan.plan_no}
        </span>
        <StatusTag status={plan.status} />
      </header>
      <div className="plan-card-product">
        <Image
          className="plan-thumb"
          src={plan.product.cover}
          alt=""
          width={48}
          height={48}
          fit="cover"
          radius={8}
        />
        <div className="plan-card-product-text">
          <span className="plan-product-name">{plan.product.name}</span>
          <span className="plan-tags">
            {plan.official_push && (
              <span className="plan-push" data-testid="official-push-mark">
                {t('field.officialPushTag')}
              </span>
            )}
            <span className="plan-type">{t(`productType.${plan.product.type}`)}</span>
          </span>
        </div>
      </div>
      <PlanProgress value={plan.progress} status={plan.status} />
      <dl className="plan-card-figures">
        <div>
          <dt>{t('field.putAmount')}</dt>
          <dd data-testid="plan-put-amount">{money(plan.put_amount)}</dd>
        </div>
        <div>
          <dt>{t('field.createdAt')}</dt>
          <dd>{formatDateTime(plan.created_at, i18n.language)}</dd>
        </div>
      </dl>
    </Link>
  );
}
