/**
 * The done step after a transaction password is set or changed, the one of /wallet/set-password
 * and /ad-center/edit-pay-password (docs/product/transaction-password.md#transaction-password.done):
 * a tick, "Your transaction password is set" with the focus on it, what it is for, and one button
 * whose words and destination are the page's.
 */
import { Button } from '@arco-design/mobile-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../card/card';
import './pay-password-done.css';

export interface PayPasswordDoneProps {
  /** the button's words, naming where it goes ("Back to wallet") */
  backText: string;
  /** the button: the page goes where `backText` says */
  onBack: () => void;
}

export function PayPasswordDone({ backText, onBack }: PayPasswordDoneProps) {
  const { t } = useTranslation('common');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After "Done", focus moves to the result, not to the body
  // (docs/product/forms.md#forms.focus.result).
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={cardClass('adn-pay-done')} data-testid="set-password-done">
      <span className="adn-pay-done-icon" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="56" height="56">
          <circle cx="24" cy="24" r="22" style={{ fill: 'var(--adn-success)' }} />
          <path
            d="M14 24l7 7 13-14"
            fill="none"
            style={{ stroke: 'var(--adn-on-primary)' }}
            strokeWidth="4"
          />
        </svg>
      </span>
      <h2 ref={headingRef} tabIndex={-1}>
        {t('payPassword.done.title')}
      </h2>
      <p className="adn-caption">{t('payPassword.done.hint')}</p>
      <Button onClick={onBack} className="adn-pay-done-back">
        {backText}
      </Button>
    </div>
  );
}
