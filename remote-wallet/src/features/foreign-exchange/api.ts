/** Acceptors and their orders (docs/product/foreign-exchange.md#foreign-exchange.lookup). */
import { endpoint, type Money, type Page, type PageQuery, type Timestamp } from '@adnet/shared';

export type AcceptorKind = 'personal' | 'enterprise';

export interface AcceptorOrder {
  id: number;
  order_no: string;
  kind: AcceptorKind;
  acceptor_name: string;
  amount: Money;
  currency: string;
  status: 'pending' | 'accepted' | 'rejected';
  created_at: Timestamp;
}

export interface AcceptorDetailBody {
  kind: AcceptorKind;
  code: string;
}

export interface Acceptor {
  id: number;
  kind: AcceptorKind;
  name: string;
  limit: Money;
  currency: string;
  rate: string;
}

export const foreignExchangeApi = {
  acceptorOrders: endpoint<Page<AcceptorOrder>, PageQuery>('GET', '/acceptor/order/list'),
  acceptorDetail: endpoint<Acceptor, AcceptorDetailBody>('POST', '/acceptor/detail'),
};

/** The records' page size (the loader's first page and the list's later ones). */
export const ORDERS_PAGE_SIZE = 10;
