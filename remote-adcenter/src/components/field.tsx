/** A labelled Arco input with its field-level message below. */
import { Input } from '@arco-design/mobile-react';
import type { ReactNode } from 'react';

export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the message, already localized, or null */
  error?: string | null;
  type?: 'text' | 'password';
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
}

export function Field({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  placeholder,
  hint,
}: FieldProps) {
  const id = `adc-field-${name}`;
  return (
    <div className={`adc-field${error ? ' adc-field-error' : ''}`}>
      <label htmlFor={id} className="adc-field-label">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        type={type}
        value={value}
        placeholder={placeholder ?? label}
        onChange={(_e, v) => onChange(v)}
        clearable
        border="none"
        nativeProps={{
          autoComplete,
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${id}-error` : undefined,
        }}
      />
      {hint && !error && <p className="adc-field-hint">{hint}</p>}
      {error && (
        <p
          id={`${id}-error`}
          className="adc-field-message"
          role="alert"
          data-testid={`error-${name}`}
        >
          {error}
        </p>
      )}
    </div>
  );
}
