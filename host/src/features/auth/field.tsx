/** A labelled Arco input with its validation message below. */
import { Input } from '@arco-design/mobile-react';
import { useTranslation } from 'react-i18next';

export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
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
}: FieldProps) {
  const { t } = useTranslation('common');
  const id = `field-${name}`;
  return (
    <div className={`adn-field${error ? ' adn-field-error' : ''}`}>
      <label htmlFor={id} className="adn-field-label">
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
      {error && (
        <p
          id={`${id}-error`}
          className="adn-field-message"
          role="alert"
          data-testid={`error-${name}`}
        >
          {t(error)}
        </p>
      )}
    </div>
  );
}
