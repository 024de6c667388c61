/**
 * The line under the cells after a failed transaction-password check, with the lockout's end
 * when the server refused the check for too many wrong passwords.
 */
import type { LockoutErrorData } from '@adnet/shared';
import { useTranslation } from 'react-i18next';
import { lockoutText } from '../request-error-text';
import './password-dialog.css';

export interface PayPasswordErrorProps {
  /** the server's lockout, when the check was refused for it: adds the line with its end */
  lock: LockoutErrorData | null;
  /** how many more wrong passwords the lock allows, when the server said so */
  triesLeft?: number | null;
}

/**
 * What a failed transaction-password check shows, whatever the error (the error text with an
 * info icon: docs/product/transaction-password.md#transaction-password.failed-check), plus the
 * lockout line when the server refused the check for too many wrong passwords, and how many
 * tries are left before the lock when the server says so
 * (docs/product/transaction-password.md#transaction-password.tries-left). The dialog and
 * /wallet/set-password's old-password step both show this one.
 */
export function PayPasswordError({ lock, triesLeft }: PayPasswordErrorProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <p className="adn-pay-error" role="alert" data-testid="pay-password-error">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" data-testid="info-icon">
          <circle cx="8" cy="8" r="7" fill="currentColor" />
          <rect x="7.2" y="6.8" width="1.6" height="5" rx="0.8" className="adn-icon-on" />
          <circle cx="8" cy="4.6" r="1" className="adn-icon-on" />
        </svg>
        <span>
          {triesLeft && !lock
            ? t('payPassword.wrongTries', { count: triesLeft })
            : t('payPassword.wrong')}
        </span>
      </p>
      {lock && (
        <p className="adn-pay-lockout" role="alert" data-testid="pay-password-lockout">
          {lockoutText(lock, t)}
        </p>
      )}
    </>
  );
}
