// @vitest-environment node
/**
 * The sandbox's own content in the requested language: every language of the product has it,
 * any other language is served English; every text a merchant can see, as the seed and the
 * simulation write it, comes back translated in each of the twelve (the tables themselves:
 * tables/tables.test.ts).
 */

import type { AppNotification } from '@adnet/remote-messaging/contract';
import type { PlanDetail, PlanOrder } from '@adnet/remote-plan/contract';
import type { LedgerPage } from '@adnet/remote-wallet/contract';
import type { BasicConfig, Coupon, Page, UserInfo } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../test-helpers';
import { localize, requestLanguage } from './localize';
import { CONTENT_LANGUAGES, TABLES } from './tables';

const lang = (value?: string) =>
  requestLanguage({ headers: value === undefined ? {} : { 'accept-language': value } });

describe('the language of a request', () => {
  it("is the Accept-Language's first language of the product, by quality", () => {
    expect(lang('zh-CN')).toBe('zh-CN');
    expect(lang('ja-JP,ja;q=0.9')).toBe('ja');
    expect(lang('zh')).toBe('zh-CN');
    expect(lang('fr;q=0.5, ja')).toBe('ja');
    expect(lang('ja;q=0, zh-CN;q=0.5')).toBe('zh-CN');
    expect(lang('xx, zh-CN;q=0.3')).toBe('zh-CN');
  });

  it('is any of the twelve, by any of its spellings', () => {
    expect(lang('de, zh-CN;q=0.5')).toBe('de');
    expect(lang('zh-TW')).toBe('zh-TW');
    expect(lang('zh-Hant')).toBe('zh-TW');
    expect(lang('pt-BR')).toBe('pt');
    expect(lang('es-419')).toBe('es');
    expect(lang('th-TH, en;q=0.5')).toBe('th');
  });

  it('is English for a language outside the product, for none and for anything', () => {
    expect(lang('nl, it;q=0.8')).toBe('en');
    expect(lang('*')).toBe('en');
    expect(lang('')).toBe('en');
    expect(lang()).toBe('en');
    expect(lang('en-US')).toBe('en');
  });
});

describe('localize', () => {
  it('translates a known text, a template with translated parts, and rules line by line', () => {
    expect(localize('Starlight Puzzle Quest', 'zh-CN')).toBe('星光消除大冒险');
    expect(localize('Ad delivery: plan PL20260101000042', 'ja')).toBe(
      '広告配信：プラン PL20260101000042',
    );
    const content =
      "Green Leaf Organic Tea: Hand-picked organic green tea, shipped fresh from the garden. The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.";
    expect(localize(content, 'zh-CN')).toBe(
      '绿叶有机茶：手工采摘的有机绿茶，从茶园新鲜直发。广告在我们网络的信息流中投放，覆盖超过 30 亿用户，并由 AI 智能投放持续优化。',
    );
    expect(
      localize('Put between 100.00 and 5000.00.\nA plan that fails is refunded in full.', 'ja'),
    ).toBe('出稿金額は100.00〜5000.00の範囲です。\n配信に失敗したプランは全額返金されます。');
    expect(localize('Refund: plan PL20260101000042 failed', 'de')).toBe(
      'Rückerstattung: Plan PL20260101000042 fehlgeschlagen',
    );
    expect(localize('<p>Platform update number <b>3</b>.</p>', 'th')).toBe(
      '<p>อัปเดตแพลตฟอร์ม ฉบับที่ <b>3</b></p>',
    );
    expect(localize('Withdrawal to TRC20 wallet TXyz12...9abc', 'vi')).toBe(
      'Rút tiền về ví TRC20 TXyz12...9abc',
    );
  });

  it('leaves English, and any text the catalog does not know, as it is', () => {
    expect(localize('Starlight Puzzle Quest', 'en')).toBe('Starlight Puzzle Quest');
    expect(localize('A note a merchant typed', 'zh-CN')).toBe('A note a merchant typed');
    expect(localize('', 'ja')).toBe('');
  });
});

describe('content answers in the requested language', () => {
  let t: TestSandbox;
  let token: string;
  beforeAll(async () => {
    t = await startTestSandbox();
    const fresh = await t.fresh('lang');
    token = fresh.token;
    // extra unread notifications (written from a template) and a test top-up
    await t.ok('POST', '/__test/set', { username: fresh.username, unread: 6, balance: '20000.00' });
  });
  afterAll(() => t.close());

  async function get<T>(method: 'GET' | 'POST', path: string, body: object, language?: string) {
    const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
    const env = await t.call<T>(method, path, body, token, headers);
    expect(env.code, `${path} ${env.msg}`).toBe(200);
    return env.data;
  }

  /** Every text of the merchant's own content a screen shows, by a stable key. */
  async function texts(language?: string): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const plans = await get<Page<PlanOrder>>('GET', '/plan/order/list', { size: 100 }, language);
    for (const p of plans.list) {
      const d = await get<PlanDetail>('POST', '/plan/order/detail', { id: p.id }, language);
      out.set(`plan ${p.id} name`, p.product.name);
      out.set(`plan ${p.id} description`, p.product.description);
      out.set(`plan ${p.id} content`, d.content);
      out.set(`plan ${p.id} rules`, d.rules);
      out.set(`plan ${p.id} targeting`, d.user_targeting);
      out.set(`plan ${p.id} game`, d.game_description);
    }
    const coupons = await get<Page<Coupon>>('GET', '/user_coupon/list', { size: 100 }, language);
    for (const c of coupons.list) out.set(`coupon ${c.id}`, c.name);
    const notes = await get<Page<AppNotification>>(
      'POST',
      '/user/notifications',
      { size: 100 },
      language,
    );
    for (const n of notes.list) {
      out.set(`notification ${n.id} title`, n.title);
      out.set(`notification ${n.id} content`, n.content);
    }
    const ledger = await get<LedgerPage>('GET', '/transaction_flow/list', { size: 100 }, language);
    for (const e of ledger.list) out.set(`ledger ${e.id}`, e.remark);
    const info = await get<UserInfo>('GET', '/user/info', {}, language);
    for (const s of [...info.customer_service_url, ...info.recharge_customer_service_url])
      out.set(`service ${s.id}`, s.name ?? '');
    return out;
  }

  it('serves every text of a merchant in each of the twelve languages, English otherwise', async () => {
    const en = await texts();
    expect(en.get([...en.keys()].find((k) => k.endsWith('name'))!)).toMatch(/[A-Za-z]/);
    expect(await texts('nl')).toEqual(en);
    expect(await texts('en-US,en;q=0.9')).toEqual(en);
    for (const language of CONTENT_LANGUAGES.filter((l) => l !== 'en')) {
      const translated = await texts(`${language},en;q=0.5`);
      expect([...translated.keys()]).toEqual([...en.keys()]);
      // a text the seed or the simulation writes that no table has stays English: found here
      const untranslated = [...en].filter(([key, text]) => translated.get(key) === text);
      expect(untranslated, language).toEqual([]);
    }
  });

  it('names the plan and the notification a merchant sees first in Chinese', async () => {
    const plans = await get<Page<PlanOrder>>('GET', '/plan/order/list', { size: 1 }, 'zh-CN');
    expect(plans.list[0]?.product.name).toMatch(/[\u4e00-\u9fff]/);
    const notes = await get<Page<AppNotification>>(
      'POST',
      '/user/notifications',
      { size: 20 },
      'zh-CN',
    );
    expect(notes.list.map((n) => n.title)).toContain('新广告形式：落地页');
  });

  it('serves the FAQ and the operating rules in the basic config language, ja too', async () => {
    const ja = await get<BasicConfig>('GET', '/basic_config', { lang: 'ja' });
    expect(ja.faq_config[0]?.question).toBe('ここでは何ができますか？');
    expect(ja.operating_rules).toContain('配信に失敗したプランは全額返金されます。');
    expect(ja.customer_service_url[0]?.name).toBe('オンラインサポート');
    // without the query parameter the request's language decides
    const zh = await get<BasicConfig>('GET', '/basic_config', {}, 'zh-CN');
    expect(zh.faq_config[0]?.question).toBe('我可以在这里做什么？');
    const xx = await get<BasicConfig>('GET', '/basic_config', { lang: 'nl' });
    expect(xx.faq_config[0]?.question).toBe('What can I do here?');
  });

  it('serves the FAQ, the operating rules and the service names in all twelve', async () => {
    const en = await get<BasicConfig>('GET', '/basic_config', { lang: 'en' });
    for (const language of CONTENT_LANGUAGES.filter((l) => l !== 'en')) {
      const cfg = await get<BasicConfig>('GET', '/basic_config', { lang: language });
      expect(cfg.faq_config.map((f) => [f.question, f.answer])).toEqual(TABLES[language].faq);
      expect(cfg.operating_rules).toBe(TABLES[language].rules.join('\n'));
      for (const [i, item] of cfg.faq_config.entries()) {
        expect(item.question, language).not.toBe(en.faq_config[i]?.question);
        expect(item.answer, language).not.toBe(en.faq_config[i]?.answer);
      }
      const names = [...cfg.customer_service_url, ...cfg.recharge_customer_service_url];
      for (const [i, s] of names.entries()) {
        const english = [...en.customer_service_url, ...en.recharge_customer_service_url][i];
        expect(s.name, language).not.toBe(english?.name);
      }
    }
  });

  it('writes a refund remark and a put remark the merchant reads in ja', async () => {
    const plans = await get<Page<PlanOrder>>('GET', '/plan/order/list', { status: 'wait_put' });
    const plan = plans.list[0]!;
    await get('POST', '/plan/order/put', {
      id: plan.id,
      amount: plan.lowest_amount,
      request_id: 'lang-put-1',
    });
    const ledger = await get<LedgerPage>('GET', '/transaction_flow/list', { size: 1 }, 'ja');
    expect(ledger.list[0]?.remark).toBe(`広告配信：プラン ${plan.plan_no}`);
    const refund = await get<LedgerPage>(
      'GET',
      '/transaction_flow/list',
      { type: 'refund', size: 5 },
      'zh-CN',
    );
    expect(refund.list[0]?.remark).toMatch(/^退款：计划 PL\d+ 投放失败$/);
  });
});
