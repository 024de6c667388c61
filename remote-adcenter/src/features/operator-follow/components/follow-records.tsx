/**
 * The follow records (docs/product/ad-centre.md#ad-centre.follow.records): the operator ID,
 * when, and its status, ten a page; page 1 comes from the route's loader, and the page reloads
 * the list after a follow (`reloadRef`).
 */

import { type Page, useFormat } from '@adnet/shared';
import { cardClass, InfiniteList, SectionTitle, StatusTag } from '@adnet/shared/ui';
import { type RefObject, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type AssistanceRecord, operatorFollowApi } from '../api';
import './follow-records.css';

export interface FollowRecordsProps {
  /** page 1, started by the route's loader */
  first: Promise<Page<AssistanceRecord>> | undefined;
  /** set to the list's reload */
  reloadRef: RefObject<(() => void) | null>;
}

export function FollowRecords({ first, reloadRef }: FollowRecordsProps) {
  const { t } = useTranslation('adcenter');
  const format = useFormat();
  const fetchPage = useCallback(
    (page: number, size: number) => operatorFollowApi.assistanceList({ page, size }),
    [],
  );

  return (
    <>
      <SectionTitle className="adc-records-title">{t('operated.records')}</SectionTitle>
      <InfiniteList<AssistanceRecord>
        fetchPage={fetchPage}
        first={first}
        reloadRef={reloadRef}
        itemKey={(r) => r.id}
        emptyText={t('operated.empty')}
        renderItem={(r) => (
          <article
            className={cardClass('adc-record', { item: true })}
            data-testid="follow-record"
            data-status={r.status}
          >
            <div>
              <strong>{r.operator_id}</strong>
              <span className="adn-muted">{format.dateTime(r.created_at)}</span>
            </div>
            <StatusTag
              tone={r.status === 'following' ? 'success' : 'neutral'}
              data-testid="follow-status"
            >
              {t(`operated.status.${r.status}`)}
            </StatusTag>
          </article>
        )}
      />
    </>
  );
}
