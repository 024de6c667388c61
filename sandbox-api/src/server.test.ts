// @vitest-environment node

import type { BasicConfig, UserInfo } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './test-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ origins: ['http://localhost:3000', 'http://127.0.0.1:3000'] });
});
afterAll(() => t.close());

describe('envelope and HTTP', () => {
  it('answers HTTP 200 with {code, msg, data}', async () => {
    const res = await fetch(`${t.url}/user/info`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = await res.json();
    expect(body).toEqual({ code: 401, msg: expect.any(String), data: null });
  });

  it('answers unknown paths with HTTP 404 and wrong methods with 405', async () => {
    const res = await fetch(`${t.url}/no/such/path`);
    expect(res.status).toBe(404);
    expect(res.statusText).toBe('Not Found');
    expect((await fetch(`${t.url}/user/info`, { method: 'POST' })).status).toBe(405);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await fetch(`${t.url}/auth/v2/login`, {
      method: 'POST',
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    });
    expect((await res.json()).code).toBe(400);
    expect((await t.call('POST', '/auth/v2/login', { username: 'demo' })).code).toBe(400);
  });

  it('echoes only allowed origins and answers preflight with 204', async () => {
    const pre = await fetch(`${t.url}/user/info`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-ct,x-tz,content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(pre.headers.get('access-control-allow-headers')).toBe(
      'Content-Type, X-CT, X-TZ, Accept-Language',
    );
    // an answer's own content follows the language asked for: caches keep one per language
    expect(pre.headers.get('vary')).toBe('Origin, Accept-Language');
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    const evil = await fetch(`${t.url}/basic_config`, {
      headers: { Origin: 'http://evil.example' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const remote = await fetch(`${t.url}/basic_config`, {
      headers: { Origin: 'http://127.0.0.1:3000' },
    });
    expect(remote.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
  });
});

describe('basic config', () => {
  it('lists twelve languages, service links, methods and five FAQ items', async () => {
    const cfg = await t.ok<BasicConfig>('GET', '/basic_config', { lang: 'en' });
    expect(cfg.client_language_map.map((l) => l.targets)).toEqual([
      'en',
      'zh-CN',
      'zh-TW',
      'de',
      'fr',
      'ja',
      'ko',
      'pt',
      'ru',
      'es',
      'th',
      'vi',
    ]);
    expect(cfg.client_language_map[0]).toEqual({
      description: 'English',
      source: 'en,en-US,en-GB',
      targets: 'en',
    });
    expect(cfg.customer_service_url.map((c) => c.type)).toEqual([1, 2]);
    expect(cfg.customer_service_url[0]!.url).toBe(`${t.url}/cs/chat.html`);
    expect(cfg.recharge_customer_service_url).toEqual([
      expect.objectContaining({ type: 1, url: `${t.url}/cs/chat.html?topic=recharge` }),
    ]);
    expect(cfg.withdraw_method_config).toEqual({
      bank_card: true,
      wallet_address: true,
      networks: ['TRC20', 'ERC20'],
    });
    expect(cfg.faq_config).toHaveLength(5);
    const all = cfg.faq_config.map((f) => f.answer).join(' ');
    for (const fact of ['3 billion', '30-50', '7 days', 'customer service', 'free', '6-digit'])
      expect(all).toContain(fact);
    expect(cfg.operating_rules).toBeTruthy();
  });

  it('localizes the FAQ (zh-CN, fr) and falls back to English outside the product', async () => {
    const zh = await t.ok<BasicConfig>('GET', '/basic_config', { lang: 'zh-CN' });
    expect(zh.faq_config[0]!.question).toMatch(/[\u4e00-\u9fff]/);
    const fr = await t.ok<BasicConfig>('GET', '/basic_config', { lang: 'fr' });
    expect(fr.faq_config[0]!.question).toBe('Que puis-je faire ici ?');
    const nl = await t.ok<BasicConfig>('GET', '/basic_config', { lang: 'nl' });
    expect(nl.faq_config[0]!.question).toBe('What can I do here?');
  });

  it('serves the customer-service pages without X-Frame-Options, and product files', async () => {
    const chat = await fetch(`${t.url}/cs/chat.html`);
    expect(chat.status).toBe(200);
    expect(chat.headers.get('x-frame-options')).toBeNull();
    expect(await chat.text()).toContain('<form');
    expect((await fetch(`${t.url}/cs/ticket.html`)).status).toBe(200);
    expect((await fetch(`${t.url}/static/cover/1.svg`)).headers.get('content-type')).toMatch(/svg/);
    const video = await fetch(`${t.url}/static/video.mp4`, { headers: { Range: 'bytes=0-9' } });
    expect(video.status).toBe(206);
    expect((await video.arrayBuffer()).byteLength).toBe(10);
  });
});

describe('user info and language', () => {
  it('returns the language of the logged-in user, en when anonymous', async () => {
    expect(await t.ok('GET', '/auth/v2/lang')).toEqual({ lang: 'en' });
    const token = await t.login('demo');
    await t.ok('POST', '/user/info/edit', { lang: 'zh-Hans' }, token);
    expect(await t.ok('GET', '/auth/v2/lang', undefined, token)).toEqual({ lang: 'zh-CN' });
    await t.ok('POST', '/user/info/edit', { lang: 'en' }, token);
  });

  it('returns the demo merchant with the basic config service links', async () => {
    const token = await t.login('demo');
    const info = await t.ok<UserInfo>('GET', '/user/info', undefined, token);
    expect(info).toMatchObject({
      username: 'demo',
      entry: 'register',
      lang: 'en',
      credit_score: 100,
      shop_level: 3,
      deposit: '500.00',
      operator_id: 'OP10086',
      has_pay_password: true,
      store_opened: true,
    });
    expect(info.customer_service_url[1]!.url).toBe(`${t.url}/cs/ticket.html`);
    expect((await t.call('POST', '/user/info/edit', { email: 'not-an-email' }, token)).code).toBe(
      400,
    );
  });

  it('requires topic and content for feedback', async () => {
    const token = await t.login('nopay');
    const env = await t.call('POST', '/feedback', { subject: ' ', content: 'x' }, token);
    expect(env).toMatchObject({ code: 400, msg: 'please enter your topic and content' });
    expect(
      await t.ok('POST', '/feedback', { subject: 'Hi', content: 'Hello', images: [] }, token),
    ).toBeNull();
  });
});
