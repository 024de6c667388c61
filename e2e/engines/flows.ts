/**
 * The main flows of the app, each reduced to its essential check, for the engines run
 * (run.ts). Each flow has a Chromium spec with the full set of checks under e2e/tests; the
 * comment of each names it. A flow gets a fresh merchant of its own from the sandbox.
 */

import de from '../../host/src/locales/de.json' with { type: 'json' };
import en from '../../host/src/locales/en.json' with { type: 'json' };
import {
  apiData,
  registerUser,
  setUser,
  type TestUser,
} from '../../scripts/serving/sandbox-client';
import type { ServedApp } from '../../scripts/serving/serve';
import { appOrigin } from '../../shared/workspace/ports';
import { API_URL, HOST_URL } from '../support/env';
import { cents, money } from '../support/money';
import type { Session } from './drivers';
import {
  expectGone,
  expectRoute,
  expectText,
  expectVisible,
  load,
  tap,
  testId,
  typeInto,
  waitFor,
} from './page';
import type { Gate } from './servers';

export interface FlowContext {
  s: Session;
  gates: Record<ServedApp, Gate>;
}

export interface Flow {
  name: string;
  run(ctx: FlowContext): Promise<void>;
}

// ---- set-up through the sandbox (test mode) ----

const PUSH_SEEN_KEY = 'adnet_official_push_seen';
const PAY_PASSWORD = '135790';

interface PlanRow {
  id: number;
  official_push: boolean;
  lowest_amount: string;
}

async function waitingPlans(user: TestUser) {
  const page = await apiData<{ list: PlanRow[] }>(
    '/plan/order/list',
    { page: 1, size: 100, status: 'wait_put' },
    user.token,
    'GET',
  );
  return page.list;
}

/** Storage that keeps the official-push congratulation from covering the page. */
async function pushSeen(user: TestUser): Promise<Record<string, string>> {
  const ids = (await waitingPlans(user)).filter((p) => p.official_push).map((p) => p.id);
  return { [PUSH_SEEN_KEY]: JSON.stringify(ids) };
}

function property(user: TestUser) {
  return apiData<{ available_balance: string }>('/user/property', undefined, user.token);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---- in the browser ----

/**
 * Opens a route logged in as `user`: on the host's origin (its icon, no app), the
 * storage is emptied and the token stored the way the host stores it, then the app loads.
 */
/**
 * Removes the host's service worker and its caches (run on a page of the host's origin): the
 * next load starts as a first visit, with nothing kept (docs/offline.md).
 */
const FORGET_WORKER = `return (async () => {
  if (!('serviceWorker' in navigator)) return true;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
  if (typeof caches !== 'undefined') for (const k of await caches.keys()) await caches.delete(k);
  return true;
})();`;

/** True once a service worker controls the page and a cache holds a file of `arguments[0]`. */
const WORKER_KEEPS = `return (async () => {
  if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return false;
  for (const k of await caches.keys()) {
    const kept = await (await caches.open(k)).keys();
    if (kept.some((r) => r.url.startsWith(arguments[0]))) return true;
  }
  return false;
})();`;

async function openAs(
  s: Session,
  user: TestUser | null,
  path: string,
  storage: Record<string, string> = {},
  options: { wait?: boolean } = {},
) {
  await load(s, `${HOST_URL}/favicon.svg`);
  await s.run(
    `localStorage.clear(); sessionStorage.clear();
     for (const [k, v] of Object.entries(arguments[0])) localStorage.setItem(k, v);`,
    { ...(user ? { fb_token: user.token } : {}), ...storage },
  );
  await load(s, `${HOST_URL}/#${path}`, options);
}

const field = (label: string, within?: string) => ({ label, ...(within ? { within } : {}) });
const button = (text: string, within?: string) => ({
  css: 'button, [role="button"]',
  text,
  ...(within ? { within } : {}),
});

// ---- the flows ----

export const FLOWS: Flow[] = [
  {
    // e2e/tests/perf/prerender.spec.ts, foundation/auth.spec.ts
    name: 'login: the prerendered form takes input before the scripts, hydrates, logs in',
    async run({ s, gates }) {
      const user = await registerUser('eng');
      const host = gates.host;
      host.held = 0;
      host.mode = 'holdScripts';
      try {
        await openAs(s, null, '/login', {}, { wait: false });
        await expectVisible(s, button(en.login.submit));
        await expectVisible(s, field('Username'));
        if (host.held === 0) throw new Error('no script of the host was held: cached?');
        const hydrated = 'form.adn-auth button[type="submit"]';
        if (await s.run<boolean>(`return !!document.querySelector(arguments[0]);`, hydrated)) {
          throw new Error('the login hydrated while its scripts were held');
        }
        await typeInto(s, field('Username'), user.username);
        await typeInto(s, field('Password'), user.password);
        await s.run(
          `for (const i of document.querySelectorAll('#root input')) i.__prerendered = true;`,
        );
        host.open();
        await expectVisible(s, hydrated, 30_000);
        const kept = await s.run<[string, string, boolean]>(
          `const i = [...document.querySelectorAll('#root input')];
           return [document.getElementById('field-username').value,
                   document.getElementById('field-password').value,
                   i.every((x) => x.__prerendered === true)];`,
        );
        if (kept[0] !== user.username || kept[1] !== user.password) {
          throw new Error(`typed values not kept after hydration: ${JSON.stringify(kept)}`);
        }
        if (!kept[2]) throw new Error('the login inputs were replaced, not hydrated');
      } finally {
        host.open();
      }
      await tap(s, button(en.login.submit));
      await expectRoute(s, '/ad-center');
      await expectText(s, testId('metric-delivery_amount'), /\$\d[\d,]*\.\d{2}/);
    },
  },
  {
    // e2e/tests/adcenter/center.spec.ts
    name: "ad centre: today's figures as the API has them",
    async run({ s }) {
      const user = await registerUser('eng');
      await openAs(s, user, '/ad-center');
      const today = await apiData<{ metrics: Record<string, string | number> }>(
        '/ad/order/data_statistics/list',
        { type: 1, user_time_zone: 'Asia/Shanghai' },
        user.token,
        'GET',
      );
      await expectText(
        s,
        testId('metric-delivery_amount'),
        new RegExp(escapeRegExp(money(today.metrics.delivery_amount ?? 0))),
      );
      await expectText(
        s,
        testId('metric-impressions'),
        new RegExp(
          escapeRegExp(new Intl.NumberFormat('en').format(Number(today.metrics.impressions))),
        ),
      );
    },
  },
  {
    // e2e/tests/plan/put.spec.ts
    name: 'plan: putting a waiting plan',
    async run({ s }) {
      const user = await registerUser('eng');
      const plan = (await waitingPlans(user)).find(
        (p) => !p.official_push && p.lowest_amount === '100.00',
      );
      if (!plan) throw new Error('no plain waiting plan in the seed');
      await openAs(s, user, `/plan/detail?id=${plan.id}`, await pushSeen(user));
      await expectVisible(s, testId('put-balance'), 20_000);
      await typeInto(s, field('Put amount'), '750.5');
      await tap(s, button('Put now'));
      await expectText(s, testId('detail-put-amount'), '$750.50');
      await expectGone(s, testId('put-panel'));
      const state = await apiData<{ put_count: number }>(
        `/__test/state?username=${encodeURIComponent(user.username)}`,
      );
      if (state.put_count !== 1) throw new Error(`put ${state.put_count} times, not once`);
    },
  },
  {
    // e2e/tests/wallet/withdraw.spec.ts
    name: 'wallet: a withdrawal with the transaction-password dialog',
    async run({ s }) {
      const user = await registerUser('eng');
      await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
      const before = await property(user);
      await openAs(s, user, '/wallet', await pushSeen(user));
      await expectText(s, testId('figure-available_balance'), money(before.available_balance));
      await tap(s, testId('action-withdraw'));
      const sheet = testId('withdraw-sheet');
      await typeInto(s, field('Amount', sheet), '123.45');
      await expectText(s, testId('withdraw-dest-bank_card'), /\*{4}6789/);
      await tap(s, button('Withdraw', sheet));
      await expectVisible(s, testId('pay-password-dialog'));
      for (const digit of PAY_PASSWORD) {
        await tap(s, { css: '.adn-pay-keyboard .arco-keyboard-key', text: digit });
      }
      await tap(s, '.adn-pay-confirm');
      const after = ((cents(before.available_balance) - 12345) / 100).toFixed(2);
      await expectText(s, testId('figure-available_balance'), money(after));
      const now = await property(user);
      if (now.available_balance !== after) {
        throw new Error(`server balance ${now.available_balance}, expected ${after}`);
      }
    },
  },
  {
    // e2e/tests/wallet/bind-card.spec.ts
    name: 'wallet: binding a bank card',
    async run({ s }) {
      const user = await registerUser('eng');
      await setUser(user, { card: null });
      await openAs(s, user, '/wallet/bind-card', await pushSeen(user));
      await waitFor(
        s,
        'the bank-card form',
        `return document.querySelector('[data-testid="bind-form"]')?.dataset.method === 'bank_card';`,
        [],
        20_000,
      );
      for (const [label, value] of [
        ['Bank name', 'Harbor Bank'],
        ['Beneficiary', 'Ann Lee'],
        ['Mobile number', '+44 20 7946 0958'],
        ['Bank account', 'GB29NWBK60161331926819'],
        ['Branch name', 'Canary Wharf'],
        ['Bank address', '1 Canada Square, London'],
      ] as const) {
        await typeInto(s, field(label), value);
      }
      await tap(s, button('Bind', testId('bind-form')));
      await expectRoute(s, '/wallet');
      const card = await apiData<Record<string, string> | null>(
        '/bank_card/detail',
        undefined,
        user.token,
      );
      if (card?.bank_account !== 'GB29NWBK60161331926819' || card.user_name !== 'Ann Lee') {
        throw new Error(`card not saved as typed: ${JSON.stringify(card)}`);
      }
    },
  },
  {
    // e2e/tests/messaging/notifications.spec.ts
    name: 'notifications: the bell opens them, reading one lowers its count',
    async run({ s }) {
      const user = await registerUser('eng');
      await openAs(s, user, '/ad-center', await pushSeen(user));
      await expectText(s, testId('bell-badge'), '4');
      await tap(s, testId('header-bell'));
      await expectRoute(s, '/notification');
      await tap(s, { css: testId('notification-item'), contains: 'New-user support gift' });
      await expectText(s, testId('notification-body'), /Your new-user support gift is waiting/);
      await expectText(s, testId('bell-badge'), '3');
      const unread = await apiData<{ unread_total: number }>(
        '/user/notifications/unread_count',
        {},
        user.token,
      );
      if (unread.unread_total !== 3) throw new Error(`server unread ${unread.unread_total}`);
    },
  },
  {
    // e2e/tests/foundation/language.spec.ts
    name: 'language sheet: switching to German',
    async run({ s }) {
      await openAs(s, null, '/login');
      await expectText(s, '.adn-auth-submit', en.login.submit);
      await tap(s, testId('header-lang'));
      const sheet = '.adn-language-sheet .arco-popup-content';
      await expectVisible(s, sheet);
      // step the picker one row at a time, as a finger does, to Deutsch
      for (let step = 0; ; step++) {
        const [selected, target] = await s.run<[number, number]>(
          `const items = [...document.querySelectorAll(arguments[0] + ' .arco-picker-column-item')];
           return [items.findIndex((e) => e.classList.contains('selected')),
                   items.findIndex((e) => e.textContent.trim() === 'Deutsch')];`,
          sheet,
        );
        if (target < 0) throw new Error('Deutsch is not in the sheet');
        if (selected === target) break;
        if (step > 12) throw new Error('the picker did not move to Deutsch');
        const next = selected + (target > selected ? 1 : -1);
        await tap(s, `${sheet} .arco-picker-column-item:nth-child(${next + 1})`);
        await new Promise((r) => setTimeout(r, 350));
      }
      await new Promise((r) => setTimeout(r, 350));
      await tap(s, `${sheet} .arco-picker-header-btn:last-child`);
      await expectText(s, '.adn-auth-submit', de.login.submit);
      await waitFor(s, 'html lang="de"', `return document.documentElement.lang === 'de';`);
      const stored = await s.run<string>(`return localStorage.getItem('lang');`);
      if (stored !== 'de') throw new Error(`stored language ${stored}`);
    },
  },
  {
    // e2e/tests/messaging/customer.spec.ts
    name: 'customer service: the header popup opens the framed chat',
    async run({ s }) {
      const user = await registerUser('eng');
      await openAs(s, user, '/notification', await pushSeen(user));
      await tap(s, testId('header-service'));
      await expectVisible(s, testId('cs-popup'));
      await tap(s, `${testId('cs-item')}[data-type="1"]`);
      await expectRoute(s, '/customer');
      await waitFor(
        s,
        'the chat framed',
        `const f = document.querySelector('[data-testid="customer-frame"]');
         return !!f && f.getAttribute('src') === arguments[0] && f.getBoundingClientRect().height > 200;`,
        [`${API_URL}/cs/chat.html`],
      );
      // the chat page itself loaded in the frame (CSP frame-src, the frame's sandbox)
      const frame = testId('customer-frame');
      let title = '';
      for (let i = 0; i < 60 && title !== 'Online customer service'; i++) {
        title = await s
          .runInFrame<string>(
            frame,
            `return document.querySelector('[data-testid="cs-title"]')?.textContent?.trim() ?? '';`,
          )
          .catch(() => '');
        if (title !== 'Online customer service') await new Promise((r) => setTimeout(r, 250));
      }
      if (title !== 'Online customer service') {
        throw new Error(`the framed chat did not load: title ${JSON.stringify(title)}`);
      }
    },
  },
  {
    // e2e/tests/foundation/remote-failure.spec.ts
    name: 'a remote that fails to load shows the retry state and recovers in place',
    async run({ s, gates }) {
      const user = await registerUser('eng');
      // a first visit: a worker that kept the wallet from an earlier flow would serve it
      await load(s, `${HOST_URL}/favicon.svg`);
      await s.run(FORGET_WORKER);
      gates.wallet.mode = 'down';
      try {
        await openAs(s, user, '/wallet', await pushSeen(user));
        await expectText(s, testId('remote-failed'), /Request failed, tap to reload/);
        await expectVisible(s, testId('header-bell'));
        await s.run('window.__enginesSameDocument = true;');
      } finally {
        gates.wallet.open();
      }
      await tap(s, button('Retry', testId('remote-failed')));
      await expectVisible(s, testId('figure-total_assets'), 20_000);
      const same = await s.run<boolean>(
        `return window.__enginesSameDocument === true && performance.getEntriesByType('navigation').length === 1;`,
      );
      if (!same) throw new Error('the retry reloaded the page');
    },
  },
  {
    // e2e/tests/perf/offline.spec.ts: the worker keeps the remotes it has seen
    name: 'the service worker: a remote seen before opens while its server is down',
    async run({ s, gates }) {
      const user = await registerUser('eng');
      await openAs(s, user, '/wallet', await pushSeen(user));
      await expectVisible(s, testId('figure-total_assets'));
      await waitFor(
        s,
        'a worker that keeps the wallet',
        WORKER_KEEPS,
        [appOrigin('wallet')],
        30_000,
      );
      gates.wallet.mode = 'down';
      try {
        await s.run('location.reload();');
        await expectVisible(s, testId('figure-total_assets'), 20_000);
        await expectGone(s, testId('remote-failed'));
      } finally {
        gates.wallet.open();
      }
    },
  },
];
