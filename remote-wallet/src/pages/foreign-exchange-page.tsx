/**
 * /wallet/foreign-exchange: a personal or enterprise acceptor found by its acceptance code,
 * and the merchant's acceptor transaction records (their first page from the route's loader).
 * The header is transparent over the hero.
 */
import type { Page, Resource } from '@adnet/shared';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { AcceptorOrder } from '../contract';
import { AcceptorLookup } from '../features/foreign-exchange/components/acceptor-lookup';
import { AcceptorOrders } from '../features/foreign-exchange/components/acceptor-orders';
import './page.css';
import './foreign-exchange-page.css';

/** /wallet/foreign-exchange: the first page of the acceptor records. */
export interface ForeignExchangeData {
  orders: Resource<Page<AcceptorOrder>>;
}

export function ForeignExchangePage() {
  const { t } = useTranslation('wallet');
  const { orders } = useLoaderData() as ForeignExchangeData;
  return (
    <div className="wal-page wal-fx">
      <header className="wal-fx-hero">
        <h2>{t('fx.heroTitle')}</h2>
        <p>{t('fx.heroText')}</p>
      </header>
      <AcceptorLookup />
      <AcceptorOrders firstPage={orders} />
    </div>
  );
}
