/**
 * The plan's facts (the coupon of its put and its credit among them,
 * docs/product/plans.md#plans.coupon-credit) and its server texts (content, rules, targeting,
 * game description).
 */

import { useFormat } from '@adnet/shared';
import { Card, SectionTitle } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import './plan-info.css';
import type { PlanDetail, PlanOrder } from '../api';

/** A plan's own answer, or a row of a kept list (no server texts: they wait for its answer). */
type PlanFacts = PlanOrder &
  Partial<Pick<PlanDetail, 'content' | 'rules' | 'user_targeting' | 'game_description'>>;

export function PlanInfo({ plan }: { plan: PlanFacts }) {
  const { t } = useTranslation('plan');
  const format = useFormat();
  return (
    <Card aria-labelledby="plan-info-title">
      <SectionTitle id="plan-info-title">{t('detail.info')}</SectionTitle>
      <dl className="plan-facts">
        <div>
          <dt>{t('field.planNo')}</dt>
          <dd>{plan.plan_no}</dd>
        </div>
        <div>
          <dt>{t('field.createdAt')}</dt>
          <dd>{format.dateTime(plan.created_at)}</dd>
        </div>
        <div>
          <dt>{t('field.officialPush')}</dt>
          <dd data-testid="official-push-value">
            {plan.official_push ? t('field.yes') : t('field.no')}
          </dd>
        </div>
        {plan.coupon && (
          <>
            <div>
              <dt>{t('field.coupon')}</dt>
              <dd data-testid="plan-coupon">{plan.coupon.name}</dd>
            </div>
            <div>
              <dt>{t('field.couponCredit')}</dt>
              <dd data-testid="plan-coupon-credit" data-state={plan.coupon.state}>
                {t(`coupon.credit.${plan.coupon.state}`, {
                  credit: format.signedMoney(plan.coupon.credit),
                })}
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('field.lowest')}</dt>
          <dd data-testid="lowest-amount">{format.money(plan.lowest_amount)}</dd>
        </div>
        <div>
          <dt>{t('field.highest')}</dt>
          <dd data-testid="highest-amount">{format.money(plan.highest_amount)}</dd>
        </div>
      </dl>
      <TextBlock title={t('field.content')} text={plan.content} />
      <TextBlock title={t('field.rules')} text={plan.rules} />
      <TextBlock title={t('field.targeting')} text={plan.user_targeting} />
      <TextBlock title={t('field.gameDescription')} text={plan.game_description} />
    </Card>
  );
}

/** Server text shown as plain text (never as HTML), line breaks kept. */
function TextBlock({ title, text }: { title: string; text: string | undefined }) {
  if (!text?.trim()) return null;
  return (
    <div className="plan-text">
      <h3>{title}</h3>
      <p>{text}</p>
    </div>
  );
}
