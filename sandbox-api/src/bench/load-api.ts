/**
 * The load test's calls (./load.ts): the API as a client sees it, a merchant's set-up, and the
 * check that every wallet equals its ledger.
 */
import Big from 'big.js';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

let base = '';

/** Where the calls go. */
export function setBase(url: string): void {
  base = url;
}

/** Calls sent again after a closed connection. */
export const resent = { count: 0 };

export async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  token?: string,
): Promise<{ status: number; env: Envelope<T> | null }> {
  let target = `${base}${path}`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers['X-CT'] = token;
  const init: RequestInit = { method, headers };
  if (method === 'GET' && body) {
    target += `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`;
  } else if (method === 'POST') init.body = JSON.stringify(body ?? {});
  let res: Response;
  try {
    res = await fetch(target, init);
  } catch (err) {
    // a kept-alive connection the server closed as the request went out (its idle timeout, on a
    // busy machine): sent again once on a new connection; every call here is safe to repeat
    // (a put and a withdrawal carry their request_id)
    if ((err as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw err;
    resent.count += 1;
    res = await fetch(target, init);
  }
  const text = await res.text();
  return { status: res.status, env: res.status === 200 ? (JSON.parse(text) as Envelope<T>) : null };
}

export async function ok<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  token?: string,
) {
  const { status, env } = await call<T>(method, path, body, token);
  if (env === null || env.code !== 200)
    throw new Error(
      `${path}: HTTP ${status} ${env?.code} ${env?.msg} ${JSON.stringify(env?.data)}`,
    );
  return env.data;
}

export interface Merchant {
  username: string;
  token: string;
}

export const PAY_PASSWORD_MD5 = 'e10adc3949ba59abbe56e057f20f883e'; // 123456

export async function setUp(i: number): Promise<Merchant> {
  const username = `load${Date.now().toString(36)}${i}`;
  await ok('POST', '/auth/v2/register', {
    username,
    nickname: 'Load',
    password: 'secret123',
    confirm_password: 'secret123',
    email: `${username}@example.com`,
    phone: '+8613800138000',
    license_key: 'ADNET-2026',
  });
  await ok('POST', '/__test/set', {
    username,
    balance: '100000.00',
    pay_password: '123456',
    card: 'demo',
    store_opened: true,
  });
  const { token } = await ok<{ token: string }>('POST', '/auth/v2/login', {
    username,
    password: 'secret123',
  });
  return { username, token };
}

interface WalletCheck {
  username: string;
  available: string;
  ledgerSum: string;
  total: string;
  parts: string;
}

/** Every wallet against its ledger (all pages of /transaction_flow/list). */
export async function checkWallets(merchants: Merchant[]): Promise<WalletCheck[]> {
  const bad: WalletCheck[] = [];
  for (const m of merchants) {
    const p = await ok<{
      available_balance: string;
      total_assets: string;
      to_be_consumed: string;
      to_be_settled: string;
    }>('GET', '/user/property', undefined, m.token);
    let sum = new Big(0);
    for (let page = 1; ; page++) {
      const l = await ok<{ list: { amount: string }[]; total: number }>(
        'GET',
        '/transaction_flow/list',
        { page, size: 100 },
        m.token,
      );
      for (const e of l.list) sum = sum.plus(e.amount);
      if (page * 100 >= l.total) break;
    }
    const parts = new Big(p.available_balance).plus(p.to_be_consumed).plus(p.to_be_settled);
    const row = {
      username: m.username,
      available: p.available_balance,
      ledgerSum: sum.toFixed(2),
      total: p.total_assets,
      parts: parts.toFixed(2),
    };
    if (row.available !== row.ledgerSum || row.total !== row.parts) bad.push(row);
  }
  return bad;
}

export async function properties(merchants: Merchant[]): Promise<string[]> {
  return Promise.all(
    merchants.map(async (m) =>
      JSON.stringify(await ok('GET', '/user/property', undefined, m.token)),
    ),
  );
}
