/**
 * The logout confirmation (docs/product/routes.md#routes.header.logout), loaded on the first tap on
 * logout: the shared ModalDialog as an alert dialog (a question that interrupts), the way out
 * first and the action named by its verb, destructive in the danger colour.
 */
import { ModalDialog } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';

export default function LogoutDialog({
  visible,
  onOk,
  onCancel,
}: {
  visible: boolean;
  onOk: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ModalDialog
      open={visible}
      role="alertdialog"
      title={t('header.logoutTitle')}
      cancelText={t('action.cancel')}
      onCancel={onCancel}
      actionText={t('header.logout')}
      onAction={onOk}
      danger
      data-testid="logout-dialog"
    >
      {t('header.logoutMessage')}
    </ModalDialog>
  );
}
