import { Button } from '@adnet/shared/arco';
import { Sheet } from '@adnet/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../api';
import { NotificationMeta } from './category-tag';
import './notification-detail.css';
import { sanitizeNotificationHtml } from '../sanitize';

interface Props {
  item: AppNotification | null;
  visible: boolean;
  onClose: () => void;
}

/** The whole notification in a bottom sheet; the body is sanitized markup, never raw. */
export function NotificationDetail({ item, visible, onClose }: Props) {
  const { t } = useTranslation('messaging');
  const html = useMemo(() => (item ? sanitizeNotificationHtml(item.content) : ''), [item]);
  return (
    <Sheet
      open={visible}
      onClose={onClose}
      title={item?.title}
      titleClassName="msg-detail-title"
      className="msg-detail"
      data-testid="notification-detail"
      head={item && <NotificationMeta item={item} />}
    >
      {item && (
        <div
          className="msg-body"
          data-testid="notification-body"
          // Rebuilt from an allow-list of the parsed body (sanitize.ts), never the raw body.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      <Button type="ghost" onClick={onClose} className="msg-detail-close">
        {t('common:action.close')}
      </Button>
    </Sheet>
  );
}
