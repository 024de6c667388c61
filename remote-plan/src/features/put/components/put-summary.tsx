/**
 * What a put does to the balance, said before Put (docs/product/plans.md#plans.put.amount-due):
 * the full amount is charged now; a coupon's credit comes back with the settlement. The server
 * does the same (docs/product/api.md#api.server.put-money).
 */
import { type Coupon, useFormat } from '@adnet/shared';
import { useTranslation } from 'react-i18next';
import { couponCredit } from '../put-amount';

interface Props {
  /** the amount as it will be sent (exact) */
  amount: string;
  /** the chosen coupon when it applies to this amount */
  coupon: Coupon | null;
}

export function PutSummary({ amount, coupon }: Props) {
  const { t } = useTranslation('plan');
  const format = useFormat();
  const credit = coupon ? couponCredit(coupon, amount) : null;
  return (
    <div className="plan-put-summary" data-testid="put-summary">
      <dl>
        <div className="is-charged">
          <dt>{t('put.summary.charged')}</dt>
          <dd data-testid="put-charged">{format.money(amount)}</dd>
        </div>
        {coupon && credit && (
          <div>
            <dt>{t('put.summary.credit')}</dt>
            <dd className="is-credit" data-testid="put-credit">
              {format.signedMoney(credit)}
            </dd>
          </div>
        )}
      </dl>
      {coupon && credit && (
        <p className="adn-field-hint plan-put-summary-note" data-testid="put-summary-note">
          {t('put.summary.note', { credit: format.money(credit), name: coupon.name })}
        </p>
      )}
    </div>
  );
}
