/**
 * The done step after a transaction password is set: focus on the result, and, when a card is
 * bound, the offer to bind it again.
 */

import { Button, Dialog } from '@adnet/shared/arco';
import { arcoContext, cardClass } from '@adnet/shared/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bankCardApi } from '../../../lib/bank-card/api';
import { paths } from '../../../paths';
import '../../../components/forms/field.css';
import '../../../components/forms/text.css';
import './password-done.css';

/** Offers to bind the card again when one is bound ("Later" stays, "Re-bind" opens the form). */
export function useOfferRebind() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return async () => {
    const card = await bankCardApi.bankCardDetail({ silent: true }).catch(() => null);
    if (!card) return;
    Dialog.confirm(
      {
        title: t('setPassword.rebindTitle'),
        children: t('setPassword.rebindMessage'),
        okText: t('setPassword.rebind'),
        cancelText: t('setPassword.later'),
        platform: 'ios',
        className: 'wal-rebind-dialog',
        onOk: () => {
          void navigate(paths.bindCard);
        },
      },
      arcoContext,
    );
  };
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
