/**
 * The amount field of the put panel: the amount with "Max" in it, the plan's range under it and
 * the line that says what is wrong with the amount (docs/product/plans.md#plans.put). The panel
 * reads and checks the amount; this draws it.
 */
import { useFormat } from '@adnet/shared';
import { Input } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import type { PlanDetail } from '#contract';

export interface PutAmountFieldProps {
  plan: PlanDetail;
  amount: string;
  /** what is wrong with the amount, or null */
  error: string | null;
  sending: boolean;
  onChange: (text: string) => void;
  /** a paste into the field: the amount reader then takes the text as pasted */
  onPaste: () => void;
  /** "Max": the most that can be put */
  onMax: () => void;
  amountRef?: React.RefObject<HTMLDivElement | null>;
}

export function PutAmountField({
  plan,
  amount,
  error,
  sending,
  onChange,
  onPaste,
  onMax,
  amountRef,
}: PutAmountFieldProps) {
  const { t } = useTranslation('plan');
  const format = useFormat();
  const money = format.money;
  return (
    <div ref={amountRef} className={`adn-field plan-put-field${error ? ' adn-field-error' : ''}`}>
      <label htmlFor="plan-put-amount" className="adn-field-label">
        {t('put.amount')}
      </label>
      <Input
        id="plan-put-amount"
        className="plan-put-input"
        value={amount}
        placeholder={format.moneyRange(plan.lowest_amount, plan.highest_amount)}
        border="none"
        ariaLabel={t('put.amount')}
        clearable
        disabled={sending}
        onChange={(_e, v) => onChange(v)}
        onClear={() => onChange('')}
        nativeProps={{
          onPaste,
          inputMode: 'decimal',
          autoComplete: 'off',
          enterKeyHint: 'done',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': 'plan-put-hint plan-put-error',
        }}
        suffix={
          <button type="button" className="plan-link" disabled={sending} onClick={onMax}>
            {t('put.max')}
          </button>
        }
      />
      <p id="plan-put-hint" className="adn-field-hint">
        {t('put.range', {
          lowest: money(plan.lowest_amount),
          highest: money(plan.highest_amount),
        })}
      </p>
      <p
        id="plan-put-error"
        className="adn-field-message plan-put-error"
        role="alert"
        data-testid="put-error"
      >
        {error ?? ''}
      </p>
    </div>
  );
}
