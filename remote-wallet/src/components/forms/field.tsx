/** The shared field with the wallet's look; messages are i18n keys (common unless prefixed). */
import { Field as SharedField, type FieldProps as SharedFieldProps } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import './field.css';

export interface FieldProps extends Omit<SharedFieldProps, 'className' | 'autoComplete'> {
  /** i18n key of the message (common namespace unless prefixed) */
  error?: string | null;
  /** a message already in words (the server's refusal of this field): wins over `error` */
  errorText?: string | null;
}

export function Field({ error, errorText, ...props }: FieldProps) {
  const { t } = useTranslation(['common', 'wallet']);
  return (
    <SharedField
      {...props}
      autoComplete="off"
      clearable={false}
      error={errorText || (error ? t(error.includes(':') ? error : `common:${error}`) : null)}
    />
  );
}
