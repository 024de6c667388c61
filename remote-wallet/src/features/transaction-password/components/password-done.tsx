/**
 * The wallet's part of the done step after a transaction password is set (the step itself is
 * the kit's PayPasswordDone): when a card is bound, the offer to bind it again.
 */

import { api } from '@adnet/shared';
import { RebindDialog } from '@adnet/shared/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../paths';

/**
 * Offers to bind the payout details again when some are bound (the shared RebindDialog, which
 * says why): `offer` after the password is set, `dialog` drawn by the page, so that it goes
 * with it.
 */
export function useOfferRebind(): { offer: () => Promise<void>; dialog: ReactNode } {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const offer = async () => {
    const card = await api.bankCardDetail({ silent: true }).catch(() => null);
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
