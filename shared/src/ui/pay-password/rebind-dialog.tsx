/**
 * After a new transaction password, when payout details are bound
 * (docs/product/transaction-password.md#transaction-password.done): the offer to bind them
 * again, saying why it asks. Whoever may have known the old password could also have changed
 * where withdrawals go; re-binding shows the bound details, and a change now needs the new
 * password. Rendered by the done state, so it goes when its page does.
 */
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../dialog/dialog';

export interface RebindDialogProps {
  open: boolean;
  /** "Later", Escape, the system back: the done state stays */
  onLater: () => void;
  /** "Re-bind": the bind form, prefilled with what is bound */
  onRebind: () => void;
}

export function RebindDialog({ open, onLater, onRebind }: RebindDialogProps) {
  const { t } = useTranslation('common');
  return (
    <ModalDialog
      open={open}
      title={t('payPassword.rebindTitle')}
      cancelText={t('payPassword.later')}
      onCancel={onLater}
      actionText={t('payPassword.rebind')}
      onAction={onRebind}
      className="adn-rebind-dialog"
      data-testid="rebind-dialog"
    >
      {t('payPassword.rebindMessage')}
    </ModalDialog>
  );
}
