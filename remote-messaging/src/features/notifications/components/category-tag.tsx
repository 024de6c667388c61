import { Tag } from '@arco-design/mobile-react';
import { useTranslation } from 'react-i18next';
import type { NotificationCategory } from '../api';

const COLORS: Record<NotificationCategory, { color: string; bg: string }> = {
  announcement: { color: 'var(--adn-primary-strong)', bg: 'var(--adn-primary-soft)' },
  maintenance: { color: 'var(--adn-warning)', bg: 'var(--adn-warning-soft)' },
  activity: { color: 'var(--adn-success)', bg: 'var(--adn-success-soft)' },
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
