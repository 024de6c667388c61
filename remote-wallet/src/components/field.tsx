/** A labelled Arco input with its validation message below. */
import { Input } from '@arco-design/mobile-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** i18n key of the message (common namespace unless prefixed) */
  error?: string | null;
  placeholder?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel';
  type?: 'text' | 'tel';
  suffix?: ReactNode;
  maxLength?: number;
}

export function Field({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  inputMode,
  type = 'text',
  suffix,
  maxLength,
}: FieldProps) {
  const { t } = useTranslation(['common', 'wallet']);
  const id = `wallet-field-${name}`;
  return (
    <div className={`wal-field${error ? ' is-error' : ''}`} data-testid={`field-${name}`}>
      <label htmlFor={id} className="wal-field-label">
        {label}
      </label>
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
        border="none"
        nativeProps={{
          inputMode,
          autoComplete: 'off',
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${id}-error` : undefined,
        }}
      />
      {error && (
        <p
          id={`${id}-error`}
          className="wal-field-message"
          role="alert"
          data-testid={`error-${name}`}
        >
          {t(error.includes(':') ? error : `common:${error}`)}
        </p>
      )}
    </div>
  );
}
