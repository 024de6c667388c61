/** Wallet: the figures, the ledger and its entries, the withdrawal. */

import type {
  BankCard,
  LedgerEntry,
  LedgerPage,
  MonthSummary,
  WithdrawAnswer,
} from '@adnet/remote-wallet/contract';
import type { Property } from '@adnet/shared/wire';
import { LEDGER_TYPES } from '@adnet/shared/wire';
import {
  availableBalance,
  computeProperty,
  findRequest,
  paginate,
  rememberRequest,
} from '../domain';
import { badParams, reason, wrongPayPassword } from '../errors';
import {
  type Ctx,
  int,
  me,
  optEnum,
  optStr,
  paging,
  type Route,
  reqEnum,
  str,
  zoneOf,
} from '../http';
import { addLedger, destinationOf, ledgerReference, ledgerView } from '../ledger';
import { big, fmt, parseAmount } from '../money';
import { noticeWithdrawal } from '../money-notices';
import { normaliseMd5, verifySecret } from '../passwords';
import type { LedgerRecord, UserRecord } from '../store';
import { HOUR, iso, localParts, monthLabel, type Zone } from '../time';
import { METHODS } from './payout-card';

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

/**
 * What a withdrawal costs and when it arrives (docs/product/wallet.md#wallet.withdraw.receipt):
 * no fee; the money is expected within 24 hours of the request.
 */
export const WITHDRAWAL_FEE = '0.00';
export const WITHDRAWAL_ARRIVAL_MS = 24 * HOUR;

async function withdraw(ctx: Ctx): Promise<WithdrawAnswer> {
  const u = me(ctx);
  const { body, app } = ctx;
  if (body.amount === undefined || body.amount === null || body.amount === '')
    throw badParams('amount is required');
  const password = str(body, 'password', 64);
  const method = reqEnum(body, 'method', METHODS);
  const requestId = str(body, 'request_id', 100);
  const amount = parseAmount(body.amount);
  const fingerprint = JSON.stringify([amount ? fmt(amount) : String(body.amount), method]);

  const check = (): WithdrawAnswer | null => {
    const prior = findRequest(u, 'withdraw', requestId, app.now());
    if (prior) {
      if (prior.fingerprint !== fingerprint) throw reason('duplicate_request');
      return prior.result as WithdrawAnswer;
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
    throw attempt.failure() ?? wrongPayPassword('wrong_pay_password', attempt.triesLeft());
  attempt.success();
  // the password check yielded: check again before taking the money
  const again = check();
  if (again) return again;
  const now = app.now();
  // pending until the payout is made or refused (`/__test/set` withdrawal_status settles it)
  const entry = addLedger(
    app.store,
    u,
    'manual_withdrawal',
    amount!.neg(),
    withdrawRemark(u, method),
    now,
    { status: 'pending', destination: destinationOf(u.card!, method) },
  );
  noticeWithdrawal(app.store, u, entry, 'pending', now);
  const result: WithdrawAnswer = {
    ...computeProperty(u),
    withdrawal: {
      entry_id: entry.id,
      reference: ledgerReference(entry),
      fee: WITHDRAWAL_FEE,
      expected_by: iso(Date.parse(entry.time) + WITHDRAWAL_ARRIVAL_MS),
    },
  };
  rememberRequest(u, 'withdraw', requestId, fingerprint, result, now);
  return result;
}

export const walletRoutes: Route[] = [
  { method: 'GET', path: '/user/property', auth: 'store', handler: property },
  { method: 'GET', path: '/transaction_flow/list', auth: 'user', handler: ledger },
  { method: 'GET', path: '/transaction_flow/detail', auth: 'user', handler: ledgerDetail },
  { method: 'POST', path: '/user/withdraw', auth: 'user', handler: withdraw },
];
