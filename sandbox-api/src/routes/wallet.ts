/** Wallet: figures, ledger, withdrawal, transaction password, card binding, acceptors. */

import type {
  Acceptor,
  AcceptorKind,
  AcceptorOrder,
  BankCard,
  LedgerEntry,
  LedgerPage,
  LedgerType,
  MonthSummary,
} from '@adnet/remote-wallet/contract';
import type { Page, Property } from '../../../shared/src/wire/types.ts';
import { NETWORKS } from '../basic-config';
import { findAcceptor } from '../catalog';
import {
  availableBalance,
  computeProperty,
  findRequest,
  paginate,
  rememberRequest,
} from '../domain';
import { badParams, reason } from '../errors';
import {
  type Ctx,
  int,
  isPhone,
  me,
  optEnum,
  optStr,
  paging,
  type Route,
  reqEnum,
  str,
  zoneOf,
} from '../http';
import { addLedger, destinationOf, ledgerView } from '../ledger';
import { LIMITS } from '../limits';
import { big, fmt, parseAmount } from '../money';
import { hashSecret, MD5_HEX, normaliseMd5, verifySecret } from '../passwords';
import type { LedgerRecord, UserRecord } from '../store';
import { localParts, monthLabel, type Zone } from '../time';

export const LEDGER_TYPES: LedgerType[] = [
  'system_topup',
  'manual_withdrawal',
  'ad_settlement',
  'refund',
  'ad_delivery',
  'system_deduction',
  'virtual_recharge_deduction',
  'vip_opening',
  'profit_sharing',
];

const METHODS = ['bank_card', 'wallet_address'] as const;

function property(ctx: Ctx): Property {
  return computeProperty(me(ctx));
}

function monthOf(e: LedgerRecord, zone: Zone): string {
  const p = localParts(Date.parse(e.time), zone);
  return monthLabel(p.year, p.month);
}

function ledger(ctx: Ctx): LedgerPage {
  const u = me(ctx);
  const type = optEnum(ctx.query, 'type', LEDGER_TYPES);
  const month = optStr(ctx.query, 'month', 7);
  if (month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw badParams('month must be YYYY-MM');
  const { page, size } = paging(ctx.query);
  const zone = zoneOf(ctx);
  const typed = u.ledger
    .filter((e) => !type || e.type === type)
    .map((e) => ({ e, month: monthOf(e, zone) }))
    .sort((a, b) => Date.parse(b.e.time) - Date.parse(a.e.time) || b.e.id - a.e.id);
  const byMonth = new Map<
    string,
    { income: ReturnType<typeof big>; expense: ReturnType<typeof big>; count: number }
  >();
  for (const { e, month: m } of typed) {
    const s = byMonth.get(m) ?? { income: big(0), expense: big(0), count: 0 };
    const amount = big(e.amount);
    if (amount.gt(0)) s.income = s.income.plus(amount);
    else s.expense = s.expense.plus(amount.abs());
    s.count += 1;
    byMonth.set(m, s);
  }
  const months: MonthSummary[] = [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([m, s]) => ({
      month: m,
      income: fmt(s.income),
      expense: fmt(s.expense),
      count: s.count,
    }));
  const entries = typed.filter((x) => !month || x.month === month).map((x) => x.e);
  const answer = paginate(entries, page, size);
  return {
    ...answer,
    list: answer.list.map((e) => ledgerView(u, e, ctx.lang)),
    months,
  };
}

/** One entry by its id (docs/product/api.md#api.calls.ledger-detail). */
function ledgerDetail(ctx: Ctx): LedgerEntry {
  const u = me(ctx);
  const id = int(ctx.query, 'id');
  const entry = u.ledger.find((e) => e.id === id);
  if (!entry) throw reason('not_found');
  return ledgerView(u, entry, ctx.lang);
}

function hasBinding(u: UserRecord, method: BankCard['method']): boolean {
  if (!u.card) return false;
  return method === 'bank_card'
    ? u.card.bank_account.trim() !== ''
    : u.card.wallet_address.trim() !== '';
}

function withdrawRemark(u: UserRecord, method: BankCard['method']): string {
  const card = u.card!;
  if (method === 'bank_card')
    return `Withdrawal to bank card ****${card.bank_account.replace(/\s/g, '').slice(-4)}`;
  const a = card.wallet_address;
  return `Withdrawal to ${card.network} wallet ${a.slice(0, 6)}...${a.slice(-4)}`;
}

async function withdraw(ctx: Ctx): Promise<Property> {
  const u = me(ctx);
  const { body, app } = ctx;
  if (body.amount === undefined || body.amount === null || body.amount === '')
    throw badParams('amount is required');
  const password = str(body, 'password', 64);
  const method = reqEnum(body, 'method', METHODS);
  const requestId = str(body, 'request_id', 100);
  const amount = parseAmount(body.amount);
  const fingerprint = JSON.stringify([amount ? fmt(amount) : String(body.amount), method]);

  const check = (): Property | null => {
    const prior = findRequest(u, 'withdraw', requestId, app.now());
    if (prior) {
      if (prior.fingerprint !== fingerprint) throw reason('duplicate_request');
      return prior.result as Property;
    }
    if (!u.startup_funds_returned) throw reason('startup_funds_not_returned');
    if (!u.pay_password_hash) throw reason('pay_password_not_set');
    if (!amount || amount.lte(0)) throw reason('withdraw_amount_invalid');
    if (amount.gt(availableBalance(u))) throw reason('insufficient_balance');
    if (!hasBinding(u, method))
      throw reason('not_found', 'no bank card or wallet address bound for this method');
    return null;
  };
  const replay = check();
  if (replay) return replay;
  const attempt = app.lockouts.begin('pay_password', u.id);
  if (!(await verifySecret(normaliseMd5(password), u.pay_password_hash)))
    throw attempt.failure() ?? reason('wrong_pay_password');
  attempt.success();
  // the password check yielded: check again before taking the money
  const again = check();
  if (again) return again;
  const now = app.now();
  // pending until the payout is made or refused (`/__test/set` withdrawal_status settles it)
  addLedger(app.store, u, 'manual_withdrawal', amount!.neg(), withdrawRemark(u, method), now, {
    status: 'pending',
    destination: destinationOf(u.card!, method),
  });
  const result = computeProperty(u);
  rememberRequest(u, 'withdraw', requestId, fingerprint, result, now);
  return result;
}

async function checkPassword(ctx: Ctx): Promise<null> {
  const u = me(ctx);
  const password = str(ctx.body, 'password', 64);
  if (!u.pay_password_hash) throw reason('pay_password_not_set');
  const attempt = ctx.app.lockouts.begin('pay_password', u.id);
  if (
    !MD5_HEX.test(password) ||
    !(await verifySecret(normaliseMd5(password), u.pay_password_hash))
  ) {
    throw attempt.failure() ?? reason('wrong_pay_password');
  }
  attempt.success();
  return null;
}

async function setPassword(ctx: Ctx): Promise<null> {
  const u = me(ctx);
  const password = str(ctx.body, 'password', 64);
  const confirm = str(ctx.body, 'confirm_password', 64);
  const old = optStr(ctx.body, 'old_password', 64);
  if (!MD5_HEX.test(password) || !MD5_HEX.test(confirm)) {
    throw badParams('password and confirm_password must be MD5 hex strings');
  }
  if (normaliseMd5(password) !== normaliseMd5(confirm)) throw reason('password_mismatch');
  if (u.pay_password_hash) {
    // the old password is the same secret: its guesses count towards the same lock
    const attempt = ctx.app.lockouts.begin('pay_password', u.id);
    const ok =
      old !== undefined &&
      MD5_HEX.test(old) &&
      (await verifySecret(normaliseMd5(old), u.pay_password_hash));
    if (!ok) throw attempt.failure() ?? reason('wrong_old_password');
    attempt.success();
  }
  u.pay_password_hash = await hashSecret(normaliseMd5(password));
  return null;
}

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
const EMPTY_CARD: BankCard = {
  method: 'bank_card',
  card_name: '',
  user_name: '',
  mobile: '',
  bank_account: '',
  branch_name: '',
  bank_address: '',
  wallet_address: '',
  network: '',
};

/**
 * Binds or changes the payout details. With a `request_id` (optional: clients built before it
 * send none) a repeat within the idempotency window answers the card as first bound, without
 * a second change or `card_unchanged`; the same id with other details is `duplicate_request`.
 */
function cardEdit(ctx: Ctx): BankCard {
  const u = me(ctx);
  const method = reqEnum(ctx.body, 'method', METHODS);
  const requestId = optStr(ctx.body, 'request_id', 100);
  const stored = u.card ?? EMPTY_CARD;
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
  if (requestId) rememberRequest(u, 'bind-card', requestId, fingerprint, { ...next }, now);
  return { ...next };
}

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

export const walletRoutes: Route[] = [
  { method: 'GET', path: '/user/property', auth: 'store', handler: property },
  { method: 'GET', path: '/transaction_flow/list', auth: 'user', handler: ledger },
  { method: 'GET', path: '/transaction_flow/detail', auth: 'user', handler: ledgerDetail },
  { method: 'POST', path: '/user/withdraw', auth: 'user', handler: withdraw },
  { method: 'POST', path: '/check/password', auth: 'user', handler: checkPassword },
  { method: 'POST', path: '/set/password', auth: 'user', handler: setPassword },
  { method: 'GET', path: '/bank_card/detail', auth: 'user', handler: cardDetail },
  { method: 'POST', path: '/bank_card/edit', auth: 'user', handler: cardEdit },
  { method: 'GET', path: '/acceptor/order/list', auth: 'user', handler: acceptorOrders },
  { method: 'POST', path: '/acceptor/detail', auth: 'user', handler: acceptorDetail },
];
