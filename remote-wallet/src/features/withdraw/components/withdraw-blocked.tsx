/**
 * "Withdrawal unavailable" (docs/product/wallet.md#wallet.withdraw): the start-up funds are not
 * returned, so the withdrawal cannot go on. The shared ModalDialog as an alert dialog, its way
 * out "Close" and its action "Contact customer service", which opens the customer-service popup
 * with the same line.
 */
import { dialogs } from '@adnet/shared';
import { ModalDialog } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';

export function WithdrawBlocked({
  message,
  onClose,
}: {
  /** why, in words; null: closed */
  message: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <ModalDialog
      open={message !== null}
      role="alertdialog"
      title={t('withdraw.blockedTitle')}
      cancelText={t('common:action.close')}
      onCancel={onClose}
      actionText={t('withdraw.contactService')}
      onAction={() => {
        onClose();
        if (message) dialogs.customerService({ message });
      }}
    >
      <span data-testid="withdraw-blocked">{message}</span>
    </ModalDialog>
  );
}
