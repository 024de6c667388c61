// @vitest-environment node
/** The wallet's money: the ledger and the withdrawal (the account side: wallet-account.test.ts). */
import { createHash } from 'node:crypto';
import type { LedgerPage, LedgerType, WithdrawAnswer } from '@adnet/remote-wallet/contract';
import type { Property } from '@adnet/shared/wire';
import { LEDGER_TYPES } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../money';
import { startTestSandbox, type TestSandbox } from '../test-helpers';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('ledger', () => {
  it('has every type over at least 3 months, newest first, with consistent balances', async () => {
    const token = await t.login('demo');
    const page = await t.ok<LedgerPage>(
      'GET',
      '/transaction_flow/list',
      { page: 1, size: 100 },
      token,
    );
    expect(new Set(page.list.map((e) => e.type))).toEqual(new Set<LedgerType>(LEDGER_TYPES));
    expect(page.months.length).toBeGreaterThanOrEqual(3);
    const times = page.list.map((e) => Date.parse(e.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const chronological = [...page.list].reverse();
    let running = new Big(0);
    for (const e of chronological) {
      running = running.plus(e.amount);
      expect(e.balance_after).toBe(running.toFixed(2));
    }
    const property = await t.ok<Property>('GET', '/user/property', undefined, token);
    expect(property.available_balance).toBe(running.toFixed(2));
    const totalCount = page.months.reduce((n, m) => n + m.count, 0);
    expect(totalCount).toBe(page.total);
  });

  it('filters by type and month with month totals for the same type', async () => {
    const token = await t.login('demo');
    const all = await t.ok<LedgerPage>(
      'GET',
      '/transaction_flow/list',
      { type: 'ad_delivery', size: 100 },
      token,
    );
    expect(all.list.every((e) => e.type === 'ad_delivery')).toBe(true);
    const month = all.months[0]!;
    expect(month.income).toBe('0.00');
    const sum = all.list
      .filter((e) => e.time.startsWith(month.month))
      .reduce((s, e) => s.plus(e.amount), new Big(0));
    expect(month.expense).toBe(sum.abs().toFixed(2));
    const inMonth = await t.ok<LedgerPage>(
      'GET',
      '/transaction_flow/list',
      { type: 'ad_delivery', month: month.month, size: 100 },
      token,
    );
    expect(inMonth.total).toBe(month.count);
    expect(inMonth.months).toEqual(all.months);
    expect((await t.call('GET', '/transaction_flow/list', { month: '2026-13' }, token)).code).toBe(
      400,
    );
    expect((await t.call('GET', '/transaction_flow/list', { type: 'nope' }, token)).code).toBe(400);
  });
});

describe('withdrawal', () => {
  const withdraw = (token: string, over: Record<string, unknown> = {}) =>
    t.call<Property>(
      'POST',
      '/user/withdraw',
      {
        amount: '10.00',
        password: md5('123456'),
        method: 'bank_card',
        request_id: `w-${Math.random()}`,
        ...over,
      },
      token,
    );

  it('applies the rules', async () => {
    const demo = await t.login('demo');
    const available = (await t.ok<Property>('GET', '/user/property', undefined, demo))
      .available_balance;
    expect((await withdraw(demo, { amount: '0' })).data).toEqual({
      error: 'withdraw_amount_invalid',
    });
    expect((await withdraw(demo, { amount: '1.234' })).data).toEqual({
      error: 'withdraw_amount_invalid',
    });
    expect(
      (await withdraw(demo, { amount: new Big(available).plus('0.01').toFixed(2) })).data,
    ).toEqual({ error: 'insufficient_balance' });
    expect((await withdraw(demo, { password: md5('654321') })).data).toMatchObject({
      error: 'wrong_pay_password',
    });
    expect((await withdraw(demo, { method: 'wallet_address' })).data).toEqual({
      error: 'not_found',
    });
    expect((await withdraw(demo, { method: 'cash' })).code).toBe(400);
    expect((await withdraw(await t.login('nopay'))).data).toEqual({
      error: 'pay_password_not_set',
    });
    expect((await withdraw(await t.login('locked'))).data).toEqual({
      error: 'startup_funds_not_returned',
    });
  });

  it('takes the amount once per request_id and records a manual_withdrawal', async () => {
    await t.ok('POST', '/__test/reset');
    const token = await t.login('demo');
    const before = await t.ok<Property>('GET', '/user/property', undefined, token);
    const first = await withdraw(token, { amount: '123.45', request_id: 'wd-1' });
    const second = await withdraw(token, { amount: '123.45', request_id: 'wd-1' });
    expect(first.code).toBe(200);
    expect(second).toEqual(first);
    expect(first.data.available_balance).toBe(
      new Big(before.available_balance).minus('123.45').toFixed(2),
    );
    expect((await withdraw(token, { amount: '5.00', request_id: 'wd-1' })).data).toEqual({
      error: 'duplicate_request',
    });
    const ledger = await t.ok<LedgerPage>(
      'GET',
      '/transaction_flow/list',
      { type: 'manual_withdrawal', size: 1 },
      token,
    );
    expect(ledger.list[0]).toMatchObject({
      amount: '-123.45',
      balance_after: first.data.available_balance,
    });
    // the receipt: its entry and reference, no fee, expected within 24 hours of the entry
    const receipt = (first.data as unknown as WithdrawAnswer).withdrawal;
    expect(receipt).toEqual({
      entry_id: ledger.list[0]!.id,
      reference: ledger.list[0]!.reference,
      fee: '0.00',
      expected_by: new Date(Date.parse(ledger.list[0]!.time) + 24 * 3_600_000).toISOString(),
    });
    const after = await t.ok<Property>('GET', '/user/property', undefined, token);
    expect(
      new Big(after.available_balance)
        .plus(after.to_be_consumed)
        .plus(after.to_be_settled)
        .toFixed(2),
    ).toBe(after.total_assets);
  });
});
