/**
 * Six cells that show how many digits of a transaction password are typed. A transparent
 * input over them takes a physical keyboard or a paste (non-digits are stripped by the
 * caller); on touch screens the Arco number keyboard types instead (inputMode none).
 */
import { rules } from '@adnet/shared';

export interface PayCellsProps {
  value: string;
  label: string;
  onInput: (text: string) => void;
  onOpenKeyboard: () => void;
  invalid?: boolean;
  describedBy?: string;
}

export function PayCells({ value, label, onInput, onOpenKeyboard, invalid, describedBy }: PayCellsProps) {
  return (
    <div className={`adc-pay-cells${invalid ? ' adc-pay-cells-error' : ''}`}>
      {Array.from({ length: rules.PAY_PASSWORD_LENGTH }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the six cells are positions
          key={i}
          className={`adc-pay-cell${i < value.length ? ' adc-pay-cell-filled' : ''}${
            i === value.length ? ' adc-pay-cell-current' : ''
          }`}
          aria-hidden="true"
        />
      ))}
      <input
        className="adc-pay-input"
        type="password"
        inputMode="none"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        value={value}
        onChange={(e) => onInput(e.target.value)}
        onFocus={onOpenKeyboard}
        onClick={onOpenKeyboard}
        data-testid="pay-input"
      />
    </div>
  );
}
