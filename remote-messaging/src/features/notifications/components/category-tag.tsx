import { useFormat } from '@adnet/shared';
import { Tag, type Tone } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import type { AppNotification, NotificationCategory } from '../api';
import './category-tag.css';

const TONE: Record<NotificationCategory, Tone> = {
  announcement: 'primary',
  maintenance: 'warning',
  activity: 'success',
};

/** A notification's category, as a tag in the category's tone. */
export function CategoryTag({ category }: { category: NotificationCategory }) {
  const { t } = useTranslation('messaging');
  return (
    <Tag tone={TONE[category] ?? 'primary'} className="msg-tag">
      {t(`notification.tabs.${category}`)}
    </Tag>
  );
}

/** A notification's first line, in the list and in its sheet: its category and its time. */
export function NotificationMeta({ item }: { item: AppNotification }) {
  const format = useFormat();
  return (
    <span className="msg-item-head">
      <CategoryTag category={item.category} />
      <time className="msg-time" dateTime={item.created_at}>
        {format.dateTime(item.created_at)}
      </time>
    </span>
  );
}
