/** Acceptors and their orders (docs/product/foreign-exchange.md#foreign-exchange.lookup). */
import { endpoint, type Page, type PageQuery } from '@adnet/shared';
import type { Acceptor, AcceptorDetailBody, AcceptorOrder } from '../../contract';

export type { Acceptor, AcceptorKind, AcceptorOrder } from '../../contract';

export const foreignExchangeApi = {
  acceptorOrders: endpoint<Page<AcceptorOrder>, PageQuery>('GET', '/acceptor/order/list'),
  acceptorDetail: endpoint<Acceptor, AcceptorDetailBody>('POST', '/acceptor/detail'),
};

/** The records' page size (the loader's first page and the list's later ones). */
export const ORDERS_PAGE_SIZE = 10;
