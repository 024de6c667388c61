/**
 * The bank card's long free-text fields (branch, bank address) with the server's limit and a
 * counter.
 */
import { FIELD_LIMITS, FieldMessage, submitOnEnter, Textarea } from '@adnet/shared/ui';
import '../../forms/components/field.css';

/** The long free-text fields show a counter (this app's choice, sandbox README "Field limits"). */
export const COUNTED = new Set<string>(['branch_name', 'bank_address']);

interface CountedFieldProps {
  name: 'branch_name' | 'bank_address' | (string & {});
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** localized */
  error: string | null;
}

/**
 * One line with the server's limit and a counter: Arco's Input has no counter, its Textarea
 * has (`showStatistics`); line breaks become spaces, and Enter submits as in a one-line input. Same markup hooks as the shared Field.
 */
export function CountedField({
  name,
  label,
  placeholder,
  value,
  onChange,
  error,
}: CountedFieldProps) {
  const id = `field-${name}`;
  const max = FIELD_LIMITS[name as keyof typeof FIELD_LIMITS];
  return (
    <div className={`adn-field${error ? ' adn-field-error' : ''}`} data-testid={`field-${name}`}>
      <label htmlFor={id} className="adn-field-label">
        {label}
      </label>
      <Textarea
        id={id}
        name={name}
        value={value}
        placeholder={placeholder}
        onChange={(_e, v) => onChange(v.replace(/[\r\n]+/g, ' '))}
        rows={1}
        autosize
        maxLength={max}
        showStatistics
        statisticsMaxlength={max}
        border="none"
        onKeyDown={submitOnEnter}
        nativeProps={{
          autoComplete: 'off',
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${id}-error` : undefined,
        }}
      />
      <FieldMessage id={id} name={name} error={error} />
    </div>
  );
}
