/** The optional coupon of a put: a cell that opens a bottom sheet of the unused coupons. */
import { type Coupon, compareMoney, type Format, useFormat } from '@adnet/shared';
import { Cell } from '@adnet/shared/arco';
import { Sheet } from '@adnet/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponApplies } from '../put-amount';
import './coupon-picker.css';

/** A deduction coupon's face value (a percentage) reads "… off"; the others are money. */
function couponValueText(coupon: Coupon, format: Format, percentText: (rate: string) => string) {
  const face = format.couponFace(coupon);
  return coupon.kind === 'deduction' ? percentText(face) : face;
}

interface Props {
  coupons: Coupon[] | null;
  selected: Coupon | null;
  amount: string;
  disabled?: boolean;
  onSelect: (coupon: Coupon | null) => void;
}

export function CouponPicker({ coupons, selected, amount, disabled, onSelect }: Props) {
  const { t } = useTranslation('plan');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const rate = (r: string) => t('coupon.rate', { rate: r });

  let text: string;
  if (coupons === null) text = t('common:state.loading');
  else if (selected) text = `${selected.name} · ${couponValueText(selected, format, rate)}`;
  else if (coupons.length === 0) text = t('coupon.none');
  else text = t('coupon.available', { count: coupons.length });

  const pick = (c: Coupon | null) => {
    onSelect(c);
    setOpen(false);
  };

  return (
    <>
      <div data-testid="coupon-cell">
        <Cell
          className="plan-coupon-cell"
          bordered={false}
          label={t('coupon.label')}
          text={text}
          showArrow={Boolean(coupons?.length)}
          onClick={() => {
            if (!disabled && coupons?.length) setOpen(true);
          }}
        />
      </div>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('coupon.title')}
        className="plan-sheet"
        data-testid="coupon-sheet"
      >
        <ul className="plan-coupon-list">
          <li>
            <button
              type="button"
              className={`plan-coupon${selected === null ? ' is-selected' : ''}`}
              onClick={() => pick(null)}
              aria-pressed={selected === null}
            >
              <span className="plan-coupon-name">{t('coupon.noCoupon')}</span>
            </button>
          </li>
          {coupons?.map((c) => {
            const usable = couponApplies(c, amount);
            return (
              <li key={c.id}>
                <button
                  type="button"
                  className={`plan-coupon${selected?.id === c.id ? ' is-selected' : ''}`}
                  onClick={() => pick(c)}
                  aria-pressed={selected?.id === c.id}
                  data-testid="coupon-option"
                  data-id={c.id}
                >
                  <span className="plan-coupon-value">{couponValueText(c, format, rate)}</span>
                  <span className="plan-coupon-body">
                    <span className="plan-coupon-name">{c.name}</span>
                    <span className={`plan-coupon-rule${usable ? '' : ' is-unmet'}`}>
                      {compareMoney(c.min_amount, '0') > 0
                        ? t('coupon.minAmount', { amount: format.money(c.min_amount) })
                        : t('coupon.noMinimum')}
                    </span>
                    <span className="plan-coupon-rule">
                      {t('coupon.expires', { date: format.date(c.expires_at) })}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </Sheet>
    </>
  );
}
