/**
 * The re-bind offer of the done step (docs/product/transaction-password.md#transaction-password.done):
 * after a new transaction password, when payout details are bound, the RebindDialog asks to bind
 * them again. `offer` reads whether any are bound (`api.bankCardDetail`; no answer reads as none)
 * and opens the dialog; `dialog` is drawn by the done step's page, so that it goes with it.
 */
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/endpoints';
import { RebindDialog } from '../lazy';

export interface RebindOffer {
  /** after the password is set: opens the dialog when payout details are bound */
  offer: () => Promise<void>;
  /** the dialog, for the page to draw */
  dialog: ReactNode;
}

/** `bindCardPath`: the wallet's card form, where "Re-bind" goes. */
export function useRebindOffer(bindCardPath: string): RebindOffer {
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
        void navigate(bindCardPath);
      }}
    />
  );
  return { offer, dialog };
}
