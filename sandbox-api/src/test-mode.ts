/**
 * Test endpoints under /__test/ (only with SANDBOX_TEST_MODE=1): reset, forced codes and delays,
 * simulation ticks, token expiry, user tweaks and state read-back. They need no token.
 */
import type { ErrorReason } from '@adnet/shared/wire';
import {
  availableBalance,
  computeProperty,
  couponView,
  planOrderView,
  unreadTotal,
  userInfoView,
} from './domain';
import { badParams, DEFAULT_MSG, REASON_MSG, reason } from './errors';
import { type App, type ForceRule, optBool, optInt, optStr, str } from './http';
import { addLedger, ledgerView, settleEntry } from './ledger';
import { big, parseAmount } from './money';
import { noticeWithdrawal } from './money-notices';
import { hashSecret, md5Hex } from './passwords';
import { DEMO_USERS } from './seed-data';
import { addUnreadNotifications, demoCard, seedMerchantData } from './seed-merchant';
import { tickUser } from './simulation';
import type { AccountState, UserRecord } from './store';
import { DAY, iso } from './time';

let nextRuleId = 1;

/** The rule that applies to this call, if any; counts it down and drops it when used up. */
export function takeForce(app: App, path: string, token: string | null): ForceRule | undefined {
  const rule = app.forces.find(
    (r) => r.path === path && (r.token === undefined || r.token === token),
  );
  if (!rule) return undefined;
  if (rule.times !== undefined) {
    rule.times -= 1;
    if (rule.times <= 0) app.forces.splice(app.forces.indexOf(rule), 1);
  }
  return rule;
}

function force(app: App, body: Record<string, unknown>): { id: number } {
  const path = str(body, 'path', 200);
  if (!path.startsWith('/')) throw badParams('path must start with /');
  const code = optInt(body, 'code', { min: 100, max: 999 });
  const delay = optInt(body, 'delay_ms', { min: 0, max: 120_000 });
  const times = optInt(body, 'times', { min: 1, max: 100_000 });
  const token = optStr(body, 'token', 200);
  const lang = optStr(body, 'lang', 20);
  const error = optStr(body, 'error', 64) as ErrorReason | undefined;
  const msg = optStr(body, 'msg', 500);
  if (code === undefined && !delay) throw badParams('code or delay_ms is required');
  if (error !== undefined && !(error in REASON_MSG)) throw badParams('error is not an ErrorReason');
  let data: unknown = null;
  if ('data' in body) data = body.data;
  else if (error) data = { error };
  else if (code !== undefined && code >= 402 && code <= 404) data = { lang: lang ?? 'de' };
  const rule: ForceRule = {
    id: nextRuleId++,
    path,
    code,
    msg:
      msg ??
      (error
        ? REASON_MSG[error]
        : code !== undefined
          ? (DEFAULT_MSG[code] ?? 'forced')
          : undefined),
    data,
    delay_ms: delay,
    times,
    token,
  };
  // the newest rule wins over older ones for the same path
  app.forces.unshift(rule);
  return { id: rule.id };
}

function clearForce(app: App, body: Record<string, unknown>): { removed: number } {
  const token = optStr(body, 'token', 200);
  const path = optStr(body, 'path', 200);
  const before = app.forces.length;
  const keep = app.forces.filter(
    (r) => (token !== undefined && r.token !== token) || (path !== undefined && r.path !== path),
  );
  app.forces.splice(0, app.forces.length, ...keep);
  return { removed: before - keep.length };
}

function findUser(app: App, username: string): UserRecord {
  const u = app.store.userByName(username);
  if (!u) throw reason('not_found', `no user ${username}`);
  return u;
}

export function snapshot(app: App, u: UserRecord) {
  const now = app.now();
  return {
    user: userInfoView(u, app.baseUrl),
    account_state: u.account_state,
    startup_funds_returned: u.startup_funds_returned,
    property: computeProperty(u),
    unread_total: unreadTotal(u),
    card: u.card,
    plans: [...u.plans]
      .sort((a, b) => b.id - a.id)
      .map((p) => ({
        ...planOrderView(u, p, app.baseUrl),
        stage_ticks: p.stage_ticks,
        will_fail: p.will_fail,
        discount: p.discount,
      })),
    coupons: u.coupons.map((c) => couponView(c, now)),
    ledger: [...u.ledger]
      .reverse()
      .slice(0, 30)
      .map((e) => ledgerView(u, e, 'en')),
    ledger_count: u.ledger.length,
    assistance: u.assistance,
    put_count: u.put_count,
    active_tokens: Object.values(app.store.state.tokens).filter(
      (t) => t.user_id === u.id && t.expires_at > now,
    ).length,
    tick: app.store.state.tick,
    lockouts: {
      login: app.lockouts.peek('login', u.username),
      pay_password: app.lockouts.peek('pay_password', u.id),
    },
  };
}

const ACCOUNT_STATES: AccountState[] = ['active', 'inactive', 'disabled', 'cancelled'];

async function setUser(app: App, body: Record<string, unknown>) {
  const u = findUser(app, str(body, 'username', 64));
  const now = app.now();
  // a registered merchant given the demo story (a registration starts clean): the suite's
  // merchants, who need plans in every state, a ledger, coupons and notifications
  if (body.demo_data === true) {
    u.created_at = iso(now - 100 * DAY);
    seedMerchantData(app.store, u, now);
  }
  const unread = optInt(body, 'unread', { min: 0, max: 10_000 });
  if (unread !== undefined) {
    const current = unreadTotal(u);
    if (unread > current) addUnreadNotifications(app.store, u, unread - current, now);
    else {
      let extra = current - unread;
      const oldestFirst = [...u.notifications].sort(
        (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at),
      );
      for (const n of oldestFirst) {
        if (extra === 0) break;
        if (!n.read) {
          n.read = true;
          extra -= 1;
        }
      }
    }
  }
  const flags = [
    'newcomer_coupon_claimed',
    'startup_funds_returned',
    'store_opened',
    'vip',
  ] as const;
  for (const f of flags) {
    const v = optBool(body, f);
    if (v !== undefined) u[f] = v;
  }
  const lang = optStr(body, 'lang', 20);
  if (lang !== undefined) u.lang = lang;
  if (typeof body.operator_id === 'string') u.operator_id = body.operator_id;
  if (body.account_state !== undefined) {
    if (!ACCOUNT_STATES.includes(body.account_state as AccountState))
      throw badParams('account_state is invalid');
    u.account_state = body.account_state as AccountState;
  }
  if (body.entry === 'app' || body.entry === 'register') u.entry = body.entry;
  if ('pay_password' in body) {
    const v = body.pay_password;
    if (v === null) u.pay_password_hash = null;
    else if (typeof v === 'string' && /^\d{6}$/.test(v))
      u.pay_password_hash = await hashSecret(md5Hex(v));
    else throw badParams('pay_password must be six digits or null');
  }
  if ('card' in body) {
    const v = body.card;
    if (v === null) u.card = null;
    else if (v === 'demo') u.card = demoCard();
    else if (v && typeof v === 'object') u.card = { ...demoCard(), ...(v as object) };
    else throw badParams('card must be null, "demo" or a BankCard');
  }
  if (body.withdrawal_status !== undefined) {
    // settles the newest pending withdrawal; a refused one's amount comes back as an entry
    const v = body.withdrawal_status;
    if (v !== 'done' && v !== 'refused')
      throw badParams('withdrawal_status must be done or refused');
    const pending = [...u.ledger]
      .reverse()
      .find((e) => e.type === 'manual_withdrawal' && e.status === 'pending');
    if (!pending) throw badParams('no pending withdrawal');
    settleEntry(pending, v, now);
    noticeWithdrawal(app.store, u, pending, v, now);
    if (v === 'refused')
      addLedger(
        app.store,
        u,
        'refund',
        big(pending.amount).neg(),
        'Refused withdrawal returned',
        now,
      );
  }
  if (body.balance !== undefined) {
    const target = parseAmount(body.balance);
    if (!target) throw badParams('balance must be an amount');
    const diff = target.minus(availableBalance(u));
    if (diff.gt(0))
      addLedger(app.store, u, 'system_topup', diff, 'Deposit via customer service (test)', now);
    if (diff.lt(0))
      addLedger(app.store, u, 'system_deduction', diff, 'System deduction (test)', now);
  }
  app.store.changed();
  return snapshot(app, u);
}

/** Answers a /__test/ call (errors are thrown as ApiError); null for an unknown path. */
export async function handleTest(
  app: App,
  method: string,
  path: string,
  body: Record<string, unknown>,
  query: URLSearchParams,
): Promise<{ data: unknown } | null> {
  const route = `${method} ${path}`;
  switch (route) {
    case 'POST /__test/reset':
      await app.reseed();
      app.forces.length = 0;
      app.lockouts.clear();
      return { data: { users: DEMO_USERS.map((u) => u.username) } };
    case 'POST /__test/force':
      return { data: force(app, body) };
    case 'POST /__test/clear-force':
      return { data: clearForce(app, body) };
    case 'POST /__test/unlock': {
      // a user name's login lock and, when it names a merchant, its transaction-password lock
      const username = optStr(body, 'username', 64);
      if (username === undefined) return { data: { removed: app.lockouts.clear() } };
      const u = app.store.userByName(username);
      return { data: { removed: app.lockouts.clear({ username, userId: u?.id }) } };
    }
    case 'POST /__test/tick': {
      const times = optInt(body, 'times', { min: 1, max: 1000 }) ?? 1;
      const username = optStr(body, 'username', 64);
      if (username !== undefined) {
        // only this merchant's plans move, so parallel tests do not push each other's plans
        const u = findUser(app, username);
        for (let i = 0; i < times; i++) tickUser(app.store, u, app.now());
      } else {
        for (let i = 0; i < times; i++) app.tick();
      }
      return { data: { tick: app.store.state.tick } };
    }
    case 'POST /__test/expire': {
      const token = str(body, 'token', 200);
      const rec = app.store.state.tokens[token];
      if (!rec) throw reason('not_found', 'unknown token');
      rec.expires_at = app.now() - 1;
      app.store.changed();
      return { data: null };
    }
    case 'POST /__test/set':
      return { data: await setUser(app, body) };
    case 'GET /__test/state': {
      const username = query.get('username');
      if (username) return { data: snapshot(app, findUser(app, username)) };
      return {
        data: {
          tick: app.store.state.tick,
          users: app.store.state.users.map((u) => ({
            id: u.id,
            username: u.username,
            entry: u.entry,
            account_state: u.account_state,
          })),
          forces: app.forces,
        },
      };
    }
    default:
      return null;
  }
}
