// @vitest-environment node
/** A notification for every money movement, in the language the request asks for. */
import { createHash } from 'node:crypto';
import type { AppNotification } from '@adnet/remote-messaging/contract';
import type { PlanOrder } from '@adnet/remote-plan/contract';
import type { Page } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './test-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

describe('money notifications', () => {
  it('says every put, settlement, withdrawal status and payout change, in the asked language', async () => {
    const { token, username } = await t.fresh('mn');
    await t.ok('POST', '/__test/set', {
      username,
      balance: '2000.00',
      pay_password: '123456',
      card: 'demo',
    });
    const newest = async (lang = 'en') => {
      const page = await t.call<Page<AppNotification>>(
        'POST',
        '/user/notifications',
        { page: 1, size: 5 },
        token,
        { 'Accept-Language': lang },
      );
      return page.data.list[0]!;
    };
    const before = (await newest()).id;

    const waiting = await t.ok<Page<PlanOrder>>(
      'GET',
      '/plan/order/list',
      { status: 'wait_put', size: 50 },
      token,
    );
    const plan = waiting.list.find((p) => !p.official_push)!;
    await t.ok(
      'POST',
      '/plan/order/put',
      { id: plan.id, amount: '150.00', request_id: 'mn-put-1' },
      token,
    );
    const put = await newest();
    expect(put.id).toBeGreaterThan(before);
    expect(put.read).toBe(false);
    expect(put.title).toBe(`Plan put: ${plan.plan_no}`);
    expect(put.content).toBe(
      `<p>150.00 USD left your available balance for plan <b>${plan.plan_no}</b>. It comes back with the settlement.</p>`,
    );
    expect((await newest('de')).title).toBe(`Plan geschaltet: ${plan.plan_no}`);
    expect((await newest('ja')).content).toContain('150.00 USD');

    // the settlement, once the plan has run its course
    await t.ok('POST', '/__test/tick', { username, times: 200 });
    const settled = await newest();
    expect(settled.title).toMatch(new RegExp(`^Plan (settled|refunded): ${plan.plan_no}$`));
    expect(settled.content).toMatch(/\d+\.\d{2} USD/);

    // a withdrawal: submitted, then completed
    const w = await t.ok<{ withdrawal: { reference: string } }>(
      'POST',
      '/user/withdraw',
      { amount: '12.34', password: md5('123456'), method: 'bank_card', request_id: 'mn-w-1' },
      token,
    );
    const submitted = await newest();
    expect(submitted.title).toBe('Withdrawal submitted');
    expect(submitted.content).toBe(
      `<p>Your withdrawal of 12.34 USD to Bank of Demo ****6789 is being processed. Reference: ${w.withdrawal.reference}.</p>`,
    );
    expect((await newest('ru')).title).toBe('Заявка на вывод отправлена');
    await t.ok('POST', '/__test/set', { username, withdrawal_status: 'done' });
    expect((await newest()).title).toBe('Withdrawal completed');
    expect((await newest()).content).toContain(w.withdrawal.reference);

    // refused: the amount comes back, and the notification says so
    await t.ok(
      'POST',
      '/user/withdraw',
      { amount: '5.00', password: md5('123456'), method: 'bank_card', request_id: 'mn-w-2' },
      token,
    );
    await t.ok('POST', '/__test/set', { username, withdrawal_status: 'refused' });
    expect((await newest()).title).toBe('Withdrawal refused');
    expect((await newest('th')).title).toBe('คำขอถอนเงินถูกปฏิเสธ');

    // payout details changed
    const card = await t.ok<Record<string, string>>('GET', '/bank_card/detail', undefined, token);
    await t.ok(
      'POST',
      '/bank_card/edit',
      { ...card, method: 'bank_card', bank_account: '6222020200123450001' },
      token,
    );
    const changed = await newest();
    expect(changed.title).toBe('Payout details changed');
    expect(changed.content).toContain('****0001');
    expect((await newest('zh-CN')).title).toBe('收款信息已更改');
  });
});
