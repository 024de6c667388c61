import { Tag, type Tone } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import type { NotificationCategory } from '../api';

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
