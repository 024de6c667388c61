import { Badge } from '@adnet/shared/arco';
import { cardClass } from '@adnet/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../api';
import { NotificationMeta } from './category-tag';
import './notification-item.css';
import { notificationText } from '../sanitize';

interface Props {
  item: AppNotification;
  read: boolean;
  onOpen: (item: AppNotification) => void;
}

/** One row of the list: category, title, a plain-text excerpt, time, and an unread dot. */
export function NotificationItem({ item, read, onOpen }: Props) {
  const { t } = useTranslation('messaging');
  const excerpt = useMemo(() => notificationText(item.content), [item.content]);
  return (
    <button
      type="button"
      className={cardClass(read ? 'msg-item' : 'msg-item msg-item-unread', { item: true })}
      onClick={() => onOpen(item)}
      data-testid="notification-item"
      data-id={item.id}
      data-category={item.category}
      data-read={read}
    >
      <NotificationMeta item={item} />
      <span className="msg-item-title">
        {!read && (
          <span
            className="msg-dot"
            role="img"
            aria-label={t('notification.unreadBadge')}
            data-testid="unread-dot"
          >
            <Badge dot absolute={false} />
          </span>
        )}
        <span className="msg-title-text">{item.title}</span>
      </span>
      <span className="msg-excerpt">{excerpt}</span>
    </button>
  );
}
