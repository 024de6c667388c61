/** Acceptors (foreign exchange): the merchant's orders, and an acceptor found by its code. */

import type { Acceptor, AcceptorKind, AcceptorOrder } from '@adnet/remote-wallet/contract';
import type { Page } from '@adnet/shared/wire';
import { findAcceptor } from '../catalog';
import { paginate } from '../domain';
import { reason } from '../errors';
import { type Ctx, me, paging, type Route, reqEnum, str } from '../http';
import { LIMITS } from '../limits';

function acceptorOrders(ctx: Ctx): Page<AcceptorOrder> {
  const u = me(ctx);
  const { page, size } = paging(ctx.query);
  const list = [...u.acceptor_orders]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
    .map((o) => ({ ...o }));
  return paginate(list, page, size);
}

const KINDS: AcceptorKind[] = ['personal', 'enterprise'];

function acceptorDetail(ctx: Ctx): Acceptor {
  me(ctx);
  const kind = reqEnum(ctx.body, 'kind', KINDS);
  const code = str(ctx.body, 'code', LIMITS.acceptance_code);
  const acceptor = findAcceptor(kind, code);
  if (!acceptor) throw reason('acceptance_code_error');
  return acceptor;
}

export const acceptorRoutes: Route[] = [
  { method: 'GET', path: '/acceptor/order/list', auth: 'user', handler: acceptorOrders },
  { method: 'POST', path: '/acceptor/detail', auth: 'user', handler: acceptorDetail },
];
