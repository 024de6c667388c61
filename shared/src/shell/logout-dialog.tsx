/**
 * The logout confirmation (docs/product/routes.md#routes.header.logout), loaded on the first tap on
 * logout. The dialog pattern of every app (docs/design-tokens.md "Dialogs"): a title, the
 * question, then the way out and the action named by its verb, destructive in the danger colour.
 */
import { Dialog } from '@arco-design/mobile-react';
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
    <Dialog
      visible={visible}
      close={onCancel}
      platform="ios"
      title={t('header.logoutTitle')}
      footer={[
        { content: t('action.cancel'), onClick: onCancel },
        { content: t('header.logout'), onClick: onOk, className: 'adn-dialog-danger' },
      ]}
    >
      {t('header.logoutMessage')}
    </Dialog>
  );
}
