/** The payout details: the bound bank card or wallet address, read and bound. */

import { type BankCard, EMPTY_BANK_CARD } from '@adnet/shared/wire';
import { NETWORKS } from '../basic-config';
import { findRequest, rememberRequest } from '../domain';
import { badParams, reason } from '../errors';
import { type Ctx, isPhone, me, optStr, type Route, reqEnum, str } from '../http';
import { LIMITS } from '../limits';
import { noticePayoutChanged } from '../money-notices';

export const METHODS = ['bank_card', 'wallet_address'] as const;

function cardDetail(ctx: Ctx): BankCard | null {
  const card = me(ctx).card;
  return card ? { ...card } : null;
}

const BANK_FIELDS = [
  'card_name',
  'user_name',
  'mobile',
  'bank_account',
  'branch_name',
  'bank_address',
] as const;

/**
 * Binds or changes the payout details. With a `request_id` (optional: clients built before it
 * send none) a repeat within the idempotency window answers the card as first bound, without
 * a second change or `card_unchanged`; the same id with other details is `duplicate_request`.
 */
function cardEdit(ctx: Ctx): BankCard {
  const u = me(ctx);
  const method = reqEnum(ctx.body, 'method', METHODS);
  const requestId = optStr(ctx.body, 'request_id', 100);
  const stored = u.card ?? EMPTY_BANK_CARD;
  const next: BankCard = { ...stored, method };
  const fields: readonly (keyof BankCard)[] =
    method === 'bank_card' ? BANK_FIELDS : ['wallet_address', 'network'];
  if (method === 'bank_card') {
    for (const f of BANK_FIELDS) next[f] = str(ctx.body, f, LIMITS[f]);
    if (!isPhone(next.mobile)) throw badParams('mobile is invalid');
    if (!/^[A-Za-z0-9 -]{6,40}$/.test(next.bank_account))
      throw badParams('bank_account is invalid');
  } else {
    next.wallet_address = str(ctx.body, 'wallet_address', LIMITS.wallet_address);
    next.network = str(ctx.body, 'network', LIMITS.network).toUpperCase();
    if (!NETWORKS.includes(next.network)) throw badParams('network is not offered');
    if (!/^[A-Za-z0-9]{20,100}$/.test(next.wallet_address))
      throw badParams('wallet_address is invalid');
  }
  const fingerprint = JSON.stringify([method, ...fields.map((f) => next[f])]);
  const now = ctx.app.now();
  if (requestId) {
    const prior = findRequest(u, 'bind-card', requestId, now);
    if (prior) {
      if (prior.fingerprint !== fingerprint) throw reason('duplicate_request');
      return { ...(prior.result as BankCard) };
    }
  }
  const same = u.card?.method === method && fields.every((f) => stored[f] === next[f]);
  if (same) throw reason('card_unchanged');
  u.card = next;
  noticePayoutChanged(ctx.app.store, u, next, method, now);
  if (requestId) rememberRequest(u, 'bind-card', requestId, fingerprint, { ...next }, now);
  return { ...next };
}

export const payoutCardRoutes: Route[] = [
  { method: 'GET', path: '/bank_card/detail', auth: 'user', handler: cardDetail },
  { method: 'POST', path: '/bank_card/edit', auth: 'user', handler: cardEdit },
];
