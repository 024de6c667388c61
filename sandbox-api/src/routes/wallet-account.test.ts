// @vitest-environment node
/** The wallet's account side: the transaction password, the payout card, the acceptors. */
import { createHash } from 'node:crypto';
import type { Acceptor, AcceptorOrder, BankCard } from '@adnet/remote-wallet/contract';
import type { Page } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../test-helpers';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('transaction password', () => {
  it('checks the password', async () => {
    const token = await t.login('demo');
    expect(await t.ok('POST', '/check/password', { password: md5('123456') }, token)).toBeNull();
    expect(
      (await t.call('POST', '/check/password', { password: md5('000000') }, token)).data,
    ).toMatchObject({ error: 'wrong_pay_password' });
    const nopay = await t.login('nopay');
    expect(
      (await t.call('POST', '/check/password', { password: md5('123456') }, nopay)).data,
    ).toEqual({ error: 'pay_password_not_set' });
  });

  it('sets and changes it', async () => {
    const { token } = await t.fresh('pay');
    const set = (body: Record<string, unknown>) => t.call('POST', '/set/password', body, token);
    expect((await set({ password: '123456', confirm_password: '123456' })).code).toBe(400);
    expect((await set({ password: md5('111111'), confirm_password: md5('222222') })).data).toEqual({
      error: 'password_mismatch',
    });
    expect((await set({ password: md5('111111'), confirm_password: md5('111111') })).code).toBe(
      200,
    );
    expect((await t.call('POST', '/check/password', { password: md5('111111') }, token)).code).toBe(
      200,
    );
    expect(
      (await set({ password: md5('222222'), confirm_password: md5('222222') })).data,
    ).toMatchObject({
      error: 'wrong_old_password',
    });
    expect(
      (
        await set({
          old_password: md5('999999'),
          password: md5('222222'),
          confirm_password: md5('222222'),
        })
      ).data,
    ).toMatchObject({ error: 'wrong_old_password' });
    expect(
      (
        await set({
          old_password: md5('111111'),
          password: md5('222222'),
          confirm_password: md5('222222'),
        })
      ).code,
    ).toBe(200);
    expect((await t.call('POST', '/check/password', { password: md5('222222') }, token)).code).toBe(
      200,
    );
    expect(
      (await t.ok<{ has_pay_password: boolean }>('GET', '/user/info', undefined, token))
        .has_pay_password,
    ).toBe(true);
  });
});

describe('card binding', () => {
  const card: BankCard = {
    method: 'bank_card',
    card_name: 'Test Bank',
    user_name: 'Tess Tester',
    mobile: '+1 555 0123',
    bank_account: '1234567890',
    branch_name: 'Main',
    bank_address: '1 Test Road',
    wallet_address: '',
    network: '',
  };

  it('binds a card, refuses unchanged data, and binds a wallet address too', async () => {
    const { token } = await t.fresh('card');
    expect(await t.ok('GET', '/bank_card/detail', undefined, token)).toBeNull();
    expect(
      (await t.call('POST', '/bank_card/edit', { ...card, branch_name: '' }, token)).code,
    ).toBe(400);
    expect(await t.ok('POST', '/bank_card/edit', card, token)).toEqual(card);
    expect((await t.call('POST', '/bank_card/edit', card, token)).data).toEqual({
      error: 'card_unchanged',
    });
    expect(await t.ok('GET', '/bank_card/detail', undefined, token)).toEqual(card);
    const wallet = {
      ...card,
      method: 'wallet_address',
      wallet_address: 'TXYZabcdefghijklmnopqrstuvwx12345',
      network: 'TRON',
    };
    expect((await t.call('POST', '/bank_card/edit', wallet, token)).code).toBe(400);
    const bound = await t.ok<BankCard>(
      'POST',
      '/bank_card/edit',
      { ...wallet, network: 'TRC20' },
      token,
    );
    expect(bound).toMatchObject({
      method: 'wallet_address',
      network: 'TRC20',
      bank_account: card.bank_account,
    });
    expect(
      (await t.call('POST', '/bank_card/edit', { ...wallet, network: 'TRC20' }, token)).data,
    ).toEqual({ error: 'card_unchanged' });
  });

  it('answers a repeated request_id with the card as first bound, once', async () => {
    const { token } = await t.fresh('card-id');
    const first = await t.ok<BankCard>(
      'POST',
      '/bank_card/edit',
      { ...card, request_id: 'bind-1' },
      token,
    );
    // a lost answer sent again: the same card, not "unchanged", and nothing changed twice
    expect(
      await t.ok<BankCard>('POST', '/bank_card/edit', { ...card, request_id: 'bind-1' }, token),
    ).toEqual(first);
    // the same id for other details is not a repeat
    expect(
      (
        await t.call(
          'POST',
          '/bank_card/edit',
          { ...card, branch_name: 'Harbour', request_id: 'bind-1' },
          token,
        )
      ).data,
    ).toEqual({ error: 'duplicate_request' });
    // a change after it, with its own id, then the first id again: still the first answer
    await t.ok(
      'POST',
      '/bank_card/edit',
      { ...card, branch_name: 'Harbour', request_id: 'b2' },
      token,
    );
    expect(
      await t.ok<BankCard>('POST', '/bank_card/edit', { ...card, request_id: 'bind-1' }, token),
    ).toEqual(first);
    expect(await t.ok<BankCard>('GET', '/bank_card/detail', undefined, token)).toMatchObject({
      branch_name: 'Harbour',
    });
  });
});

describe('the idempotency window', () => {
  it('honours a request_id for 24 hours, then takes it as a new request', async () => {
    const own = await startTestSandbox();
    try {
      const { username, token } = await own.fresh('window');
      const card = {
        method: 'bank_card',
        card_name: 'Window Bank',
        user_name: 'Wen Dow',
        mobile: '+1 555 0199',
        bank_account: '9876543210',
        branch_name: 'Main',
        bank_address: '2 Test Road',
        wallet_address: '',
        network: '',
        request_id: 'win-1',
      };
      const bind = (session: string) =>
        own.call<BankCard>('POST', '/bank_card/edit', card, session);
      const first = await bind(token);
      expect(first.code).toBe(200);
      // 23 hours later (a new login: sessions last 24 hours), the repeat is still answered
      own.advance(23 * 3_600_000);
      expect(await bind(await own.login(username, 'secret123'))).toEqual(first);
      // past the window the id is forgotten: a new request, which finds nothing to change
      own.advance(2 * 3_600_000);
      expect((await bind(await own.login(username, 'secret123'))).data).toEqual({
        error: 'card_unchanged',
      });
    } finally {
      await own.close();
    }
  });
});

describe('acceptors', () => {
  it('lists orders and checks acceptance codes per kind', async () => {
    const token = await t.login('demo');
    const orders = await t.ok<Page<AcceptorOrder>>(
      'GET',
      '/acceptor/order/list',
      { page: 1, size: 10 },
      token,
    );
    expect(new Set(orders.list.map((o) => o.kind))).toEqual(new Set(['personal', 'enterprise']));
    const personal = await t.ok<Acceptor>(
      'POST',
      '/acceptor/detail',
      { kind: 'personal', code: 'P-8888' },
      token,
    );
    expect(personal).toMatchObject({
      kind: 'personal',
      limit: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(personal).not.toHaveProperty('code');
    expect(
      (
        await t.ok<Acceptor>(
          'POST',
          '/acceptor/detail',
          { kind: 'enterprise', code: 'E-6666' },
          token,
        )
      ).kind,
    ).toBe('enterprise');
    expect(
      (await t.call('POST', '/acceptor/detail', { kind: 'enterprise', code: 'P-8888' }, token))
        .data,
    ).toEqual({ error: 'acceptance_code_error' });
    expect(
      (await t.call('POST', '/acceptor/detail', { kind: 'x', code: 'P-8888' }, token)).code,
    ).toBe(400);
  });
});
