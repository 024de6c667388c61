/** The entries to everything else of the ad centre, four to a row, with the unread badge. */

import { badgeText } from '@adnet/shared';
import { Grid } from '@adnet/shared/arco';
import { cardClass } from '@adnet/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './entry-grid.css';

export interface Entry {
  key: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  badge?: number;
}

export function EntryGrid({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  return (
    <section className={cardClass('adc-entries')} aria-label={t('center.entries')}>
      <Grid
        columns={4}
        gutter={{ x: 0, y: 14 }}
        data={entries.map((e) => ({
          // where the entry leads, for the host to start it on a pointer-down (docs/remote.md)
          img: (
            <span className="adc-entry-icon" data-adn-to={e.to}>
              {e.icon}
              {e.badge ? (
                <span className="adn-badge adc-entry-badge" data-testid={`badge-${e.key}`}>
                  {badgeText(e.badge)}
                </span>
              ) : null}
            </span>
          ),
          title: (
            <button
              type="button"
              className="adc-entry-button"
              data-testid={`entry-${e.key}`}
              data-adn-to={e.to}
            >
              {t(`center.entry.${e.key}`)}
            </button>
          ),
          onClick: () => (e.to ? navigate(e.to) : e.onClick?.()),
        }))}
      />
    </section>
  );
}
