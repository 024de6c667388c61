// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { RegisterBody, RegisterResult, UserInfo } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_CODES } from '../catalog';
import { startTestSandbox, type TestSandbox } from '../test-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ tokenTtlSeconds: 3600 });
});
afterAll(() => t.close());

const body = (over: Partial<RegisterBody> = {}): RegisterBody => ({
  username: `reg${Math.random().toString(36).slice(2, 9)}`,
  nickname: 'Reg',
  password: 'pass1234',
  confirm_password: 'pass1234',
  email: 'reg@example.com',
  phone: '+1 555 0199',
  license_key: 'DEMO-LICENSE',
  ...over,
});

describe('login', () => {
  it('logs in on both paths and rejects wrong credentials with 405 invalid_credentials', async () => {
    expect(await t.login('demo')).toMatch(/^[\w-]{20,}$/);
    const legacy = await t.ok<{ token: string }>('POST', '/auth/login', {
      username: 'demo',
      password: 'demo1234',
    });
    expect(legacy.token).toBeTruthy();
    for (const creds of [
      { username: 'demo', password: 'wrong' },
      { username: 'nobody', password: 'demo1234' },
    ]) {
      expect(await t.call('POST', '/auth/v2/login', creds)).toMatchObject({
        code: 405,
        data: { error: 'invalid_credentials' },
      });
    }
  });

  it('answers 402/403/404 with the account language', async () => {
    const cases = [
      ['inactive', 402, 'zh-TW'],
      ['disabled', 403, 'de'],
      ['cancelled', 404, 'ja'],
    ] as const;
    for (const [username, code, lang] of cases) {
      expect(
        await t.call('POST', '/auth/v2/login', { username, password: 'demo1234' }),
      ).toMatchObject({ code, data: { lang } });
    }
  });

  it('answers 401 without or with an unknown token and 503 once the token expired', async () => {
    expect((await t.call('GET', '/user/info')).code).toBe(401);
    expect((await t.call('GET', '/user/info', undefined, 'bogus')).code).toBe(401);
    const token = await t.login('nopay');
    expect((await t.call('GET', '/user/info', undefined, token)).code).toBe(200);
    t.advance(3601 * 1000);
    expect(await t.call('GET', '/user/info', undefined, token)).toMatchObject({
      code: 503,
      data: null,
    });
    const again = await t.login('nopay');
    expect((await t.call('GET', '/user/info', undefined, again)).code).toBe(200);
  });

  it('expires a token through the test endpoint', async () => {
    const token = await t.login('demo');
    await t.ok('POST', '/__test/expire', { token });
    expect((await t.call('GET', '/user/property', undefined, token)).code).toBe(503);
  });
});

describe('register', () => {
  it('exports the authorization codes', () => {
    expect(AUTHORIZATION_CODES).toEqual(['ADNET-2026', 'DEMO-LICENSE']);
  });

  it('requires every field but the nickname, and valid email and phone (400)', async () => {
    for (const over of [
      { email: 'nope' },
      { phone: 'abc' },
      { license_key: '' },
      { confirm_password: '' },
    ]) {
      expect((await t.call('POST', '/auth/v2/register', body(over))).code).toBe(400);
    }
  });

  it('applies the business rules (405)', async () => {
    expect(
      await t.call('POST', '/auth/v2/register', body({ confirm_password: 'other' })),
    ).toMatchObject({ code: 405, data: { error: 'password_mismatch' } });
    expect(await t.call('POST', '/auth/v2/register', body({ username: 'Demo' }))).toMatchObject({
      code: 405,
      data: { error: 'username_taken' },
    });
    expect(await t.call('POST', '/auth/v2/register', body({ license_key: 'NOPE' }))).toMatchObject({
      code: 405,
      data: { error: 'license_key_not_found' },
    });
  });

  it('a new merchant starts clean: no history, nothing dated before sign-up, plans offered now', async () => {
    const b = body();
    const before = Date.now();
    await t.ok<RegisterResult>('POST', '/auth/v2/register', b);
    const token = await t.login(b.username, b.password);
    const ledger = await t.ok<{ total: number }>('GET', '/transaction_flow/list', {}, token);
    expect(ledger.total).toBe(0);
    const notes = await t.ok<{ total: number }>('POST', '/user/notifications', {}, token);
    expect(notes.total).toBe(0);
    const coupons = await t.ok<{ total: number }>('GET', '/user_coupon/list', {}, token);
    expect(coupons.total).toBe(0);
    /** the amounts of an answer (decimal strings), each of them */
    const figures = (o: object) =>
      Object.entries(o).filter(([, v]) => typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));
    const property = await t.ok<object>('GET', '/user/property', undefined, token);
    expect(figures(property).length).toBeGreaterThan(0);
    for (const [name, figure] of figures(property)) expect(Number(figure), name).toBe(0);
    for (const type of [1, 2, 3, 4]) {
      const stats = await t.ok<{ metrics: Record<string, string | number> }>(
        'GET',
        '/ad/order/data_statistics/list',
        { type },
        token,
      );
      for (const [name, figure] of figures(stats.metrics)) expect(Number(figure), name).toBe(0);
    }
    const plans = await t.ok<{ total: number; list: { status: string; created_at: string }[] }>(
      'GET',
      '/plan/order/list',
      { size: 50 },
      token,
    );
    expect(plans.total).toBeGreaterThan(0);
    for (const p of plans.list) {
      expect(p.status).toBe('wait_put');
      expect(Date.parse(p.created_at)).toBeGreaterThanOrEqual(before - 60_000);
    }
  });

  it('the demo story is given to a registered merchant through the test mode', async () => {
    const b = body();
    const v2 = await t.ok<RegisterResult>('POST', '/auth/v2/register', b);
    expect(Object.keys(v2)).toEqual(['user_id']);
    await t.ok('POST', '/__test/set', { username: b.username, demo_data: true });
    const token = await t.login(b.username, b.password);
    const info = await t.ok<UserInfo>('GET', '/user/info', undefined, token);
    expect(info).toMatchObject({
      id: v2.user_id,
      entry: 'register',
      store_opened: true,
      has_pay_password: false,
    });
    const plans = await t.ok<{ total: number }>('GET', '/plan/order/list', { size: 50 }, token);
    expect(plans.total).toBeGreaterThan(10);
    // v2 returns user_id only, legacy a token too
    const legacy = await t.ok<RegisterResult>('POST', '/auth/register', body());
    expect(legacy.token).toBeTruthy();
    expect((await t.call('GET', '/user/info', undefined, legacy.token)).code).toBe(200);
  });

  it('registers without a nickname (absent or empty) and keeps a given one', async () => {
    const { nickname: _drop, ...without } = body();
    const a = await t.ok<RegisterResult>('POST', '/auth/v2/register', without);
    expect(a.user_id).toBeGreaterThan(0);
    const b = body({ nickname: '' });
    await t.ok('POST', '/auth/v2/register', b);
    const token = await t.login(b.username, b.password);
    expect((await t.ok<UserInfo>('GET', '/user/info', undefined, token)).nickname).toBe('');
    const c = body({ nickname: 'Named' });
    await t.ok('POST', '/auth/v2/register', c);
    const named = await t.login(c.username, c.password);
    expect((await t.ok<UserInfo>('GET', '/user/info', undefined, named)).nickname).toBe('Named');
    expect(
      await t.call('POST', '/auth/v2/register', body({ nickname: 'x'.repeat(33) })),
    ).toMatchObject({ code: 400, data: { error: 'too_long', field: 'nickname', max: 32 } });
  });

  it('stores passwords hashed, never in plain text', async () => {
    const b = body({ password: 'PlainTextSecret9', confirm_password: 'PlainTextSecret9' });
    await t.ok('POST', '/auth/v2/register', b);
    await t.sandbox.app.store.flush();
    const file = readFileSync(t.dataFile, 'utf8');
    expect(file).not.toContain('PlainTextSecret9');
    expect(file).not.toContain('demo1234');
    expect(file).toContain('scrypt$');
  });
});

describe('login password change', () => {
  it('checks old/new/confirm and ends every session', async () => {
    const { token, username } = await t.fresh('pw');
    const other = await t.login(username, 'secret123');
    const change = (old_password: string, new_password: string, confirm_password: string) =>
      t.call('POST', '/update/password', { old_password, new_password, confirm_password }, token);
    expect((await change('wrong', 'n1', 'n1')).data).toEqual({ error: 'wrong_old_password' });
    expect((await change('secret123', 'secret123', 'secret123')).data).toEqual({
      error: 'password_same_as_old',
    });
    expect((await change('secret123', 'n1', 'n2')).data).toEqual({ error: 'password_mismatch' });
    expect((await change('secret123', 'newpass1', 'newpass1')).code).toBe(200);
    expect((await t.call('GET', '/user/info', undefined, token)).code).toBe(503);
    expect((await t.call('GET', '/user/info', undefined, other)).code).toBe(503);
    expect((await t.call('POST', '/auth/v2/login', { username, password: 'secret123' })).code).toBe(
      405,
    );
    expect(await t.login(username, 'newpass1')).toBeTruthy();
  });
});

describe('store not opened (entry app)', () => {
  it('answers 401 on ad-centre calls until the store is opened', async () => {
    await t.ok('POST', '/__test/reset');
    const token = await t.login('appuser');
    expect(await t.ok<UserInfo>('GET', '/user/info', undefined, token)).toMatchObject({
      entry: 'app',
      store_opened: false,
    });
    for (const [method, path] of [
      ['GET', '/ad/order/data_statistics/list'],
      ['GET', '/plan/order/list'],
      ['GET', '/user/property'],
      ['POST', '/plan/order/await/put/count'],
    ] as const) {
      expect((await t.call(method, path, method === 'GET' ? { type: 1 } : {}, token)).code).toBe(
        401,
      );
    }
    expect((await t.call('POST', '/opening_store', { license_key: 'WRONG' }, token)).data).toEqual({
      error: 'license_key_not_found',
    });
    const info = await t.ok<UserInfo>(
      'POST',
      '/opening_store',
      { license_key: 'adnet-2026' },
      token,
    );
    expect(info.store_opened).toBe(true);
    expect((await t.call('GET', '/user/property', undefined, token)).code).toBe(200);
  });
});
