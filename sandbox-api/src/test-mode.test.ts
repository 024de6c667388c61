// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './test-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('forced answers', () => {
  it('forces a code for a number of calls, with lang data for 402-404', async () => {
    const token = await t.login('demo');
    await t.ok('POST', '/__test/force', { path: '/user/info', code: 402, times: 2 });
    expect(await t.call('GET', '/user/info', undefined, token)).toMatchObject({
      code: 402,
      data: { lang: 'de' },
    });
    expect((await t.call('GET', '/user/info')).code).toBe(402);
    expect((await t.call('GET', '/user/info', undefined, token)).code).toBe(200);
    await t.ok('POST', '/__test/force', { path: '/user/info', code: 404, lang: 'ja', times: 1 });
    expect((await t.call('GET', '/user/info', undefined, token)).data).toEqual({ lang: 'ja' });
    await t.ok('POST', '/__test/force', {
      path: '/user/withdraw',
      code: 405,
      error: 'insufficient_balance',
      times: 1,
    });
    expect(await t.call('POST', '/user/withdraw', {}, token)).toMatchObject({
      code: 405,
      msg: 'insufficient balance',
      data: { error: 'insufficient_balance' },
    });
  });

  it('scopes a rule to one token so parallel tests do not disturb each other', async () => {
    const a = await t.login('demo');
    const b = await t.login('demo');
    await t.ok('POST', '/__test/force', { path: '/user/property', code: 500, token: a });
    expect((await t.call('GET', '/user/property', undefined, a)).code).toBe(500);
    expect((await t.call('GET', '/user/property', undefined, a)).code).toBe(500);
    expect((await t.call('GET', '/user/property', undefined, b)).code).toBe(200);
    await t.ok('POST', '/__test/force', { path: '/user/property', code: 503, token: b });
    expect(await t.ok('POST', '/__test/clear-force', { token: a })).toEqual({ removed: 1 });
    expect((await t.call('GET', '/user/property', undefined, a)).code).toBe(200);
    expect((await t.call('GET', '/user/property', undefined, b)).code).toBe(503);
    await t.ok('POST', '/__test/clear-force', {});
    expect((await t.call('GET', '/user/property', undefined, b)).code).toBe(200);
  });

  it('delays calls', async () => {
    const token = await t.login('demo');
    await t.ok('POST', '/__test/force', {
      path: '/user/notifications/unread_count',
      delay_ms: 400,
      times: 1,
      token,
    });
    const started = Date.now();
    expect((await t.call('POST', '/user/notifications/unread_count', {}, token)).code).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    // the rule was used up
    expect((await t.ok<{ forces: unknown[] }>('GET', '/__test/state')).forces).toEqual([]);
  });

  it('validates rules', async () => {
    expect((await t.call('POST', '/__test/force', { path: '/user/info' })).code).toBe(400);
    expect((await t.call('POST', '/__test/force', { code: 500 })).code).toBe(400);
  });
});

describe('state and reset', () => {
  it('reports state and resets everything', async () => {
    const { username } = await t.fresh('st');
    const state = await t.ok<{
      user: { username: string };
      property: { available_balance: string };
      plans: unknown[];
    }>('GET', '/__test/state', { username });
    expect(state.user.username).toBe(username);
    expect(state.plans.length).toBeGreaterThan(0);
    const overview = await t.ok<{ users: { username: string }[] }>('GET', '/__test/state');
    expect(overview.users.map((u) => u.username)).toContain(username);
    const token = await t.login('demo');
    await t.ok('POST', '/__test/reset');
    expect((await t.call('GET', '/__test/state', { username })).code).toBe(405);
    expect((await t.call('GET', '/user/info', undefined, token)).code).toBe(401);
    expect(await t.login('demo')).toBeTruthy();
  });
});

describe('without test mode', () => {
  it('has no test endpoints', async () => {
    const plain = await startTestSandbox({ testMode: false });
    try {
      expect((await fetch(`${plain.url}/__test/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('ledger status', () => {
  it('writes a withdrawal pending and settles it done or refused (refused gives it back)', async () => {
    const token = await t.login('demo');
    await t.ok('POST', '/__test/set', { username: 'demo', pay_password: '135790' });
    const md5 = (await import('node:crypto')).createHash('md5').update('135790').digest('hex');
    type Entry = { type: string; amount: string; status: string; remark: string };
    const ledger = async () =>
      (
        (await t.ok('GET', '/transaction_flow/list', { page: 1, size: 5 }, token)) as {
          list: Entry[];
        }
      ).list;
    expect((await ledger()).every((e) => e.status === 'done')).toBe(true);
    const withdraw = (id: string) =>
      t.ok(
        'POST',
        '/user/withdraw',
        { amount: '10.00', password: md5, method: 'bank_card', request_id: id },
        token,
      );
    await withdraw('status-1');
    expect((await ledger())[0]).toMatchObject({ type: 'manual_withdrawal', status: 'pending' });
    await t.ok('POST', '/__test/set', { username: 'demo', withdrawal_status: 'done' });
    expect((await ledger())[0]).toMatchObject({ type: 'manual_withdrawal', status: 'done' });

    await withdraw('status-2');
    await t.ok('POST', '/__test/set', { username: 'demo', withdrawal_status: 'refused' });
    const [back, refused] = await ledger();
    expect(refused).toMatchObject({ type: 'manual_withdrawal', status: 'refused' });
    expect(back).toMatchObject({ type: 'refund', amount: '10.00', status: 'done' });
    expect(
      (await t.call('POST', '/__test/set', { username: 'demo', withdrawal_status: 'done' })).code,
    ).toBe(400);
  });
});
