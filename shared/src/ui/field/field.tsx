/**
 * A labelled Arco input with its message below, for every form of every app, in the one look
 * of `field.css` (docs/design-tokens.md "Forms"). The message comes already localized; `className`
 * adds layout (a margin, a width), never another look.
 */
import { type ReactNode, useCallback, useState } from 'react';
import { submitOnEnter } from './form-keys';
import { Input, Textarea } from './text-input';
import './field.css';

export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** the localized message, or nothing */
  error?: string | null;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
  placeholder?: string;
  /** a line under the field while there is no error */
  hint?: ReactNode;
  suffix?: ReactNode;
  maxLength?: number;
  /** a clear button (off when there is a suffix) */
  clearable?: boolean;
  /**
   * The long free-text variant: one line that grows, with a counter of `maxLength` (Arco's
   * Input has no counter, its Textarea has); line breaks become spaces, and Enter submits as
   * in a one-line input.
   */
  counted?: boolean;
  /** nothing can be typed (an action that waits for the network) */
  disabled?: boolean;
  className?: string;
}

export function Field({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  hint,
  suffix,
  maxLength,
  clearable = !suffix,
  counted = false,
  disabled = false,
  className = '',
}: FieldProps) {
  const id = `field-${name}`;
  const described = {
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div
      className={`adn-field ${className}${error ? ' adn-field-error' : ''}`}
      data-testid={`field-${name}`}
    >
      <label htmlFor={id} className="adn-field-label">
        {label}
      </label>
      {counted ? (
        <Textarea
          id={id}
          name={name}
          value={value}
          placeholder={placeholder ?? label}
          onChange={(_e, v) => onChange(v.replace(/[\r\n]+/g, ' '))}
          onBlur={onBlur}
          rows={1}
          autosize
          maxLength={maxLength}
          showStatistics={maxLength !== undefined}
          disabled={disabled}
          statisticsMaxlength={maxLength}
          border="none"
          onKeyDown={submitOnEnter}
          nativeProps={{ autoComplete, inputMode, ...described }}
        />
      ) : (
        <Input
          id={id}
          name={name}
          type={type}
          value={value}
          placeholder={placeholder ?? label}
          onChange={(_e, v) => onChange(v)}
          onBlur={onBlur}
          maxLength={maxLength}
          suffix={suffix}
          clearable={clearable}
          disabled={disabled}
          border="none"
          nativeProps={{ autoComplete, inputMode, ...described }}
        />
      )}
      <FieldMessage id={id} name={name} error={error} hint={hint} />
    </div>
  );
}

/**
 * The line under a field: its message (announced, `aria-describedby` target `<id>-error`), else
 * its hint. Fields that are not a `Field` (a group of radios) draw it the same way.
 */
export function FieldMessage({
  id,
  name,
  error,
  hint,
}: {
  id: string;
  name: string;
  error?: string | null;
  hint?: ReactNode;
}) {
  if (!error) return hint ? <p className="adn-field-hint">{hint}</p> : null;
  return (
    <p id={`${id}-error`} className="adn-field-message" role="alert" data-testid={`error-${name}`}>
      {error}
    </p>
  );
}

/**
 * A field's text and its message, for a form of one or a few fields: typing clears the
 * message, so a field the merchant is correcting never shows a stale one. `bind` goes on the
 * `Field` (`<Field name="code" label={…} {...code.bind} />`).
 */
export function useFieldState(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const onChange = useCallback((next: string) => {
    setValue(next);
    setError(null);
  }, []);
  return { value, setValue, error, setError, bind: { value, onChange, error } };
}
