/**
 * The logout confirmation (docs/product/routes.md#routes.header.logout), loaded on the first tap on
 * logout.
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
        { content: t('action.ok'), onClick: onOk },
      ]}
    >
      {t('header.logoutMessage')}
    </Dialog>
  );
}
