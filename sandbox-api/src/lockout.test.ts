// @vitest-environment node
import { createHash } from 'node:crypto';
import type { LockoutErrorData, TooLongErrorData } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { LOCK_RULES } from './lockout';
import { startTestSandbox, type TestSandbox } from './test-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const MINUTE = 60_000;

async function withPayPassword() {
  const user = await t.fresh('lk');
  await t.ok('POST', '/__test/set', {
    username: user.username,
    pay_password: '123456',
    card: 'demo',
  });
  return user;
}
const check = (token: string, digits: string) =>
  t.call<LockoutErrorData | { error: string } | null>(
    'POST',
    '/check/password',
    { password: md5(digits) },
    token,
  );

describe('transaction-password lockout', () => {
  it('locks after 5 wrong in a row for 15 minutes, the right one too, and says until when', async () => {
    const { token } = await withPayPassword();
    for (let i = 1; i < LOCK_RULES.pay_password.max; i++) {
      // each wrong one says how many more the lock allows: 4, 3, 2, 1
      expect((await check(token, '000000')).data).toEqual({
        error: 'wrong_pay_password',
        tries_left: LOCK_RULES.pay_password.max - i,
      });
    }
    const fifth = await check(token, '000000');
    expect(fifth.code).toBe(405);
    const data = fifth.data as LockoutErrorData;
    expect(data.error).toBe('pay_password_locked');
    const until = Date.parse(data.locked_until);
    expect(until - Date.now()).toBeGreaterThan(14 * MINUTE);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * MINUTE + 1000);
    expect(data.retry_after_seconds).toBeGreaterThan(14 * 60);
    expect(fifth.msg).toContain(data.locked_until);
    // the right password is refused too, with the same time
    const right = await check(token, '123456');
    expect(right).toMatchObject({ code: 405, data: { error: 'pay_password_locked' } });
    expect((right.data as LockoutErrorData).locked_until).toBe(data.locked_until);
    // so is a withdrawal
    const w = await t.call(
      'POST',
      '/user/withdraw',
      { amount: '1.00', password: md5('123456'), method: 'bank_card', request_id: 'lk-1' },
      token,
    );
    expect(w.data).toMatchObject({ error: 'pay_password_locked' });
  });

  it('other merchants are unaffected, and the lock ends after 15 minutes', async () => {
    const a = await withPayPassword();
    const b = await withPayPassword();
    for (let i = 0; i < LOCK_RULES.pay_password.max; i++) await check(a.token, '000000');
    expect((await check(a.token, '123456')).data).toMatchObject({ error: 'pay_password_locked' });
    expect((await check(b.token, '123456')).code).toBe(200);
    t.advance(15 * MINUTE + 1000);
    try {
      expect((await check(a.token, '123456')).code).toBe(200);
    } finally {
      t.advance(-(15 * MINUTE + 1000));
    }
  });

  it('a success resets the count', async () => {
    const { token } = await withPayPassword();
    for (let round = 0; round < 3; round++) {
      for (let i = 1; i < LOCK_RULES.pay_password.max; i++) {
        // the count starts over after a success
        expect((await check(token, '000000')).data).toEqual({
          error: 'wrong_pay_password',
          tries_left: LOCK_RULES.pay_password.max - i,
        });
      }
      expect((await check(token, '123456')).code).toBe(200);
    }
  });

  it('parallel guesses cannot run past the limit', async () => {
    const { token } = await withPayPassword();
    const answers = await Promise.all(Array.from({ length: 12 }, () => check(token, '000000')));
    const wrong = answers.filter(
      (a) => (a.data as { error?: string }).error === 'wrong_pay_password',
    );
    expect(wrong.length).toBeLessThan(LOCK_RULES.pay_password.max);
    expect((await check(token, '123456')).data).toMatchObject({ error: 'pay_password_locked' });
  });

  it('the old-password check of /set/password counts towards the same lock', async () => {
    const { token } = await withPayPassword();
    const set = (old: string) =>
      t.call(
        'POST',
        '/set/password',
        { old_password: md5(old), password: md5('222222'), confirm_password: md5('222222') },
        token,
      );
    for (let i = 1; i < LOCK_RULES.pay_password.max; i++) {
      expect((await set('000000')).data).toEqual({
        error: 'wrong_old_password',
        tries_left: LOCK_RULES.pay_password.max - i,
      });
    }
    expect((await set('000000')).data).toMatchObject({ error: 'pay_password_locked' });
    expect((await check(token, '123456')).data).toMatchObject({ error: 'pay_password_locked' });
  });

  it('/__test/unlock and /__test/state', async () => {
    const { token, username } = await withPayPassword();
    for (let i = 0; i < LOCK_RULES.pay_password.max; i++) await check(token, '000000');
    const state = await t.ok<{ lockouts: { pay_password: { locked_until: string | null } } }>(
      'GET',
      '/__test/state',
      { username },
    );
    expect(state.lockouts.pay_password.locked_until).toBeTruthy();
    expect(await t.ok('POST', '/__test/unlock', { username })).toEqual({ removed: 1 });
    expect((await check(token, '123456')).code).toBe(200);
  });
});

describe('login lockout', () => {
  const wrong = (username: string) =>
    t.call('POST', '/auth/v2/login', { username, password: 'not-it' });

  it('locks a user name after 10 wrong logins for 15 minutes, the right password too', async () => {
    const { username } = await t.fresh('ll');
    const other = await t.fresh('lo');
    for (let i = 1; i < LOCK_RULES.login.max; i++) {
      expect((await wrong(username)).data).toEqual({ error: 'invalid_credentials' });
    }
    const tenth = await wrong(username);
    expect(tenth.code).toBe(405);
    const data = tenth.data as LockoutErrorData;
    expect(data.error).toBe('login_locked');
    expect(Date.parse(data.locked_until) - Date.now()).toBeGreaterThan(14 * MINUTE);
    // the right password, in another case, is refused as well
    const right = await t.call('POST', '/auth/login', {
      username: username.toUpperCase(),
      password: 'secret123',
    });
    expect(right.data).toMatchObject({ error: 'login_locked', locked_until: data.locked_until });
    // other names log in
    expect(await t.login(other.username, 'secret123')).toBeTruthy();
    // an existing session keeps working
    t.advance(15 * MINUTE + 1000);
    try {
      expect(await t.login(username, 'secret123')).toBeTruthy();
    } finally {
      t.advance(-(15 * MINUTE + 1000));
    }
  });

  it('counts unknown names the same way, and a success resets the count', async () => {
    const ghost = `ghost${Date.now().toString(36)}`;
    for (let i = 0; i < LOCK_RULES.login.max; i++) await wrong(ghost);
    expect((await wrong(ghost)).data).toMatchObject({ error: 'login_locked' });
    const { username } = await t.fresh('lr');
    for (let i = 1; i < LOCK_RULES.login.max; i++) await wrong(username);
    expect(await t.login(username, 'secret123')).toBeTruthy();
    for (let i = 1; i < LOCK_RULES.login.max; i++) {
      expect((await wrong(username)).data).toEqual({ error: 'invalid_credentials' });
    }
  });
});

describe('field limits', () => {
  it('an over-long value answers 400 too_long naming the field and the limit', async () => {
    const { token } = await t.fresh('fl');
    const long = (n: number) => 'x'.repeat(n + 1);
    const cases: [string, Record<string, unknown>, string, number][] = [
      ['/feedback', { subject: long(100), content: 'c' }, 'subject', 100],
      ['/feedback', { subject: 's', content: long(2000) }, 'content', 2000],
      [
        '/assistance/follow',
        { operator_id: long(LIMITS.operator_id) },
        'operator_id',
        LIMITS.operator_id,
      ],
      [
        '/bank_card/edit',
        {
          method: 'bank_card',
          card_name: 'Bank',
          user_name: 'Name',
          mobile: '+1 555 0100',
          bank_account: '12345678',
          branch_name: long(LIMITS.branch_name),
          bank_address: 'Street 1',
        },
        'branch_name',
        LIMITS.branch_name,
      ],
      [
        '/bank_card/edit',
        { method: 'wallet_address', wallet_address: long(100), network: 'TRC20' },
        'wallet_address',
        100,
      ],
      ['/opening_store', { license_key: long(LIMITS.license_key) }, 'license_key', 32],
      ['/acceptor/detail', { kind: 'personal', code: long(LIMITS.acceptance_code) }, 'code', 32],
      ...(['old_password', 'new_password', 'confirm_password'] as const).map(
        (field): [string, Record<string, unknown>, string, number] => [
          '/update/password',
          { old_password: 'o', new_password: 'n', confirm_password: 'n', [field]: long(128) },
          field,
          LIMITS[field],
        ],
      ),
    ];
    for (const [path, body, field, max] of cases) {
      const env = await t.call<TooLongErrorData>('POST', path, body, token);
      expect(env, path).toMatchObject({ code: 400, data: { error: 'too_long', field, max } });
      expect(env.msg).toBe(`${field} is longer than ${max} characters`);
    }
    // exactly the limit passes the length check
    expect(
      (await t.call('POST', '/feedback', { subject: 'x'.repeat(100), content: 'c' }, token)).code,
    ).toBe(200);
    const reg = await t.call('POST', '/auth/v2/register', {
      username: 'u'.repeat(33),
      nickname: 'n',
      password: 'p',
      confirm_password: 'p',
      email: 'a@b.cd',
      phone: '+1 555 0100',
      license_key: 'ADNET-2026',
    });
    expect(reg.data).toEqual({ error: 'too_long', field: 'username', max: 32 });
  });
});
