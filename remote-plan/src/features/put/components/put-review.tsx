/**
 * The review before a put is sent (docs/product/plans.md#plans.put.review): what leaves the
 * available balance now and what it leaves there, then what comes back with the settlement
 * (the budget, the profit the delivery earns, a coupon's credit), and what a failed delivery
 * gives back. Nothing is charged until "Confirm put"; Back, Escape and a tap outside leave the
 * amount as it was.
 */
import { type Coupon, subtractMoney, useFormat } from '@adnet/shared';
import { ModalDialog } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { couponCredit } from '../put-amount';
import './put-review.css';

export interface PutReviewing {
  /** the amount as it will be sent (exact) */
  amount: string;
  /** the chosen coupon when it applies to this amount */
  coupon: Coupon | null;
  /** the available balance the amount was checked against; null when it was not (a retry) */
  balance: string | null;
}

interface Props {
  review: PutReviewing | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function PutReview({ review, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('plan');
  const format = useFormat();
  const amount = review?.amount ?? '0';
  const coupon = review?.coupon ?? null;
  const credit = coupon ? couponCredit(coupon, amount) : null;
  const balance = review?.balance ?? null;
  return (
    <ModalDialog
      open={review !== null}
      title={t('put.review.title')}
      cancelText={t('common:action.back')}
      onCancel={onCancel}
      actionText={t('put.review.confirm')}
      onAction={onConfirm}
      className="plan-put-review"
      data-testid="put-review"
    >
      <dl className="plan-review-list">
        <div className="is-charged">
          <dt>{t('put.summary.charged')}</dt>
          <dd data-testid="review-charged">{format.money(amount)}</dd>
        </div>
        {balance !== null && (
          <div>
            <dt>{t('put.review.balanceAfter')}</dt>
            <dd data-testid="review-balance-after">
              {format.money(subtractMoney(balance, amount))}
            </dd>
          </div>
        )}
      </dl>
      <p className="plan-review-head">{t('put.review.settlement')}</p>
      <dl className="plan-review-list">
        <div>
          <dt>{t('put.review.returned')}</dt>
          <dd className="is-credit" data-testid="review-returned">
            {format.signedMoney(amount)}
          </dd>
        </div>
        <div>
          <dt>{t('put.review.profit')}</dt>
          <dd data-testid="review-profit">{t('put.review.profitValue')}</dd>
        </div>
        {credit && (
          <div>
            <dt>{t('put.review.credit')}</dt>
            <dd className="is-credit" data-testid="review-credit">
              {format.signedMoney(credit)}
            </dd>
          </div>
        )}
      </dl>
      <p className="adn-field-hint plan-review-note" data-testid="review-note">
        {credit ? t('put.review.refundCoupon') : t('put.review.refund')}
      </p>
    </ModalDialog>
  );
}
