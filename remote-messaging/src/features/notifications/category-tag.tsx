import type { NotificationCategory } from '@adnet/shared';
import { Tag } from '@arco-design/mobile-react';
import { useTranslation } from 'react-i18next';

const COLORS: Record<NotificationCategory, { color: string; bg: string }> = {
  announcement: { color: '#165dff', bg: '#e8f3ff' },
  maintenance: { color: '#d25f00', bg: '#fff7e8' },
  activity: { color: '#00a854', bg: '#e8ffea' },
};

export function CategoryTag({ category }: { category: NotificationCategory }) {
  const { t } = useTranslation('messaging');
  const c = COLORS[category] ?? COLORS.announcement;
  return (
    <Tag
      size="small"
      type="primary"
      color={c.color}
      bgColor={c.bg}
      borderColor={c.bg}
      className="msg-tag"
    >
      {t(`notification.tabs.${category}`)}
    </Tag>
  );
}
