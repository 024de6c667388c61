/**
 * The done step after a transaction password is set: focus on the result, and, when a card is
 * bound, the offer to bind it again.
 */

import { Button } from '@adnet/shared/arco';
import { cardClass, RebindDialog } from '@adnet/shared/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bankCardApi } from '#lib/bank-card/api.ts';
import { paths } from '#paths';
import '#components/forms/field.css';
import '#components/forms/text.css';
import './password-done.css';

/**
 * Offers to bind the payout details again when some are bound (the shared RebindDialog, which
 * says why): `offer` after the password is set, `dialog` drawn by the page, so that it goes
 * with it.
 */
export function useOfferRebind(): { offer: () => Promise<void>; dialog: ReactNode } {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const offer = async () => {
    const card = await bankCardApi.bankCardDetail({ silent: true }).catch(() => null);
    if (card) setOpen(true);
  };
  const dialog = (
    <RebindDialog
      open={open}
      onLater={() => setOpen(false)}
      onRebind={() => {
        setOpen(false);
        void navigate(paths.bindCard);
      }}
    />
  );
  return { offer, dialog };
}

export function PasswordDone() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const doneRef = useRef<HTMLHeadingElement>(null);

  // After "Done", focus moves to the result, not to the body
  // (docs/product/forms.md#forms.focus.result).
  useEffect(() => {
    doneRef.current?.focus();
  }, []);

  return (
    <div className={cardClass('wal-done')} data-testid="set-password-done">
      <span className="wal-done-icon" aria-hidden="true">
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
      <h2 ref={doneRef} tabIndex={-1}>
        {t('setPassword.doneTitle')}
      </h2>
      <p className="adn-caption">{t('setPassword.doneHint')}</p>
      <Button onClick={() => navigate(paths.wallet)} className="wal-submit">
        {t('setPassword.backToWallet')}
      </Button>
    </div>
  );
}
