/** The merchant's acceptor transaction records: order, acceptor and kind, amount, status, date. */
import { type Page, type Resource, useFormat } from '@adnet/shared';
import { Card, InfiniteList, SectionTitle, StatusTag, type Tone } from '@adnet/shared/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import '#components/forms/text.css';
import { type AcceptorOrder, foreignExchangeApi, ORDERS_PAGE_SIZE } from '../api';
import { KindTag } from './kind-tag';
import './acceptor-orders.css';

/** An acceptance record's state: waiting (warning), accepted (success), rejected (danger). */
const STATUS_TONE: Record<AcceptorOrder['status'], Tone> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

export interface AcceptorOrdersProps {
  /** page 1, started by the route's loader */
  firstPage?: Resource<Page<AcceptorOrder>>;
}

export function AcceptorOrders({ firstPage }: AcceptorOrdersProps) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const fetchOrders = useCallback(
    (page: number, size: number) =>
      foreignExchangeApi.acceptorOrders({ page, size }, { silent: true }),
    [],
  );

  return (
    <Card flush className="wal-fx-records" aria-labelledby="wal-fx-records-title">
      <SectionTitle as="h3" id="wal-fx-records-title" className="wal-fx-records-title">
        {t('fx.records')}
      </SectionTitle>
      <InfiniteList<AcceptorOrder>
        fetchPage={fetchOrders}
        // the loader's page 1 serves the first load; a retry or refresh asks again
        first={firstPage?.first}
        pageSize={ORDERS_PAGE_SIZE}
        itemKey={(o) => o.id}
        emptyText={t('fx.recordsEmpty')}
        renderItem={(o) => (
          <article className="wal-order" data-testid="acceptor-order" data-status={o.status}>
            <div className="wal-order-head">
              <span className="adn-caption">{o.order_no}</span>
              <StatusTag tone={STATUS_TONE[o.status]} data-testid="order-status">
                {t(`fx.status.${o.status}`)}
              </StatusTag>
            </div>
            <div className="wal-order-main">
              <span>
                {o.acceptor_name}
                <KindTag kind={o.kind} />
              </span>
              <strong>{format.money(o.amount, o.currency)}</strong>
            </div>
            <time className="adn-caption" dateTime={o.created_at}>
              {format.dateTime(o.created_at)}
            </time>
          </article>
        )}
      />
    </Card>
  );
}
