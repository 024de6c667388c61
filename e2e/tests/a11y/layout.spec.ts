/**
 * Layout in every language: every route of the axe spec, and the put panel and the withdrawal
 * sheet, in all twelve languages, on a 390 x 844 phone (mobile profile) and a 1440 x 900 window
 * (desktop profile), logged in where needed. One test per group
 * of pages loops the languages (the language is set, the page loaded once, then the group's
 * routes are walked inside the app), and fails naming language, route and element on:
 * horizontal overflow, text cut without an ellipsis, uneven or touching tabs, a strip that
 * scrolls without showing it, a header title off centre, a word broken across lines, labels
 * that run into each other, a placeholder wider than its field (checks in ./layout-checks.ts);
 * on the ad centre a period tab out of view, and on the wallet a ledger row whose balance
 * wraps or whose remark is cut, for every row.
 * A screenshot is attached for each route with findings, and for every route with
 * LAYOUT_SHOTS=1. docs/accessibility.md, "Layout spec".
 */
import type { Page, TestInfo } from '@playwright/test';
import { LANGUAGES } from '#repo/shared/src/i18n/languages.ts';
import { API_URL } from '../../support/env';
import { expect, type TestUser, test, useToken } from '../../support/fixtures';
import { plans, skipOfficialPush } from '../../support/plan';
import { ledger } from '../../support/wallet';
import { answerTheLongestDay } from '../adcenter/overview-helpers';
import { layoutFindings, ledgerRowFindings, periodTabFindings } from './layout-checks';

/** A route to visit, the test id that says its content has come, and what to do there. */
interface Visit {
  path: string;
  shows?: string;
  /** more to check on this route after the page checks: returns its findings */
  more?: (page: Page) => Promise<string[]>;
}

/** What a visit checks beyond the page: the wallet's rows, then its withdrawal sheet. */
async function walletExtras(page: Page): Promise<string[]> {
  const rows = page.getByTestId('ledger-entry');
  // every row, not only the first page: scroll until the list says there is no more
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(page.locator('.adn-no-more')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const found = await ledgerRowFindings(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('action-withdraw').click();
  const sheet = page.getByTestId('withdraw-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('withdraw-dest-bank_card')).not.toHaveText('…');
  await atRest(page);
  found.push(...(await layoutFindings(page)).map((f) => `withdraw sheet: ${f}`));
  return found;
}

/** The routes of the axe spec (e2e/tests/a11y/axe.spec.ts) in groups, and the put panel. */
async function groups(user: TestUser): Promise<Record<string, Visit[]>> {
  const all = await plans(user);
  const video = all.find((p) => p.product.type === 'video' && p.status !== 'wait_put');
  const landing = all.find((p) => p.product.type === 'landing');
  const waiting = all.find((p) => p.status === 'wait_put' && !p.official_push);
  if (!video || !landing || !waiting)
    throw new Error('the seed has a video, a landing-page and a waiting plan');
  // an entry's page with the most on it: a settlement with its plan and coupon
  const settlement = (await ledger(user, { type: 'ad_settlement' })).list.find((e) => e.coupon);
  if (!settlement) throw new Error('the seed has a settlement with a coupon');
  return {
    'public pages': [
      { path: '/login' },
      { path: '/register' },
      { path: '/ad-welcome' },
      { path: '/no-such-page' },
    ],
    'ad centre': [
      { path: '/ad-center', shows: 'metric-delivery_amount', more: periodTabFindings },
      { path: '/ad-center/activities' },
      { path: '/ad-center/coupons' },
      { path: '/ad-center/level' },
      { path: '/ad-center/operated' },
    ],
    'ad centre forms': [
      { path: '/ad-center/edit-login-password' },
      { path: '/ad-center/edit-pay-password' },
      { path: '/ad-center/feedback' },
      { path: '/ad-center/ques-detail?id=2' },
    ],
    plans: [
      { path: '/plan', shows: 'plan-row' },
      // the put panel: amount field and placeholder, coupon row, summary
      { path: `/plan/detail?id=${waiting.id}`, shows: 'put-panel' },
      { path: `/plan/detail?id=${video.id}`, shows: 'plan-detail' },
      { path: `/plan/goods-detail?id=${video.id}`, shows: 'goods-video' },
      { path: `/plan/goods-detail?id=${landing.id}`, shows: 'goods-frame' },
    ],
    wallet: [
      { path: '/wallet', shows: 'ledger-entry', more: walletExtras },
      { path: `/wallet/transaction?id=${settlement.id}`, shows: 'entry-detail' },
      { path: '/wallet/bind-card' },
      { path: '/wallet/foreign-exchange' },
      { path: '/wallet/set-password' },
    ],
    messaging: [
      { path: '/notification', shows: 'notification-item' },
      {
        path: `/customer?url=${encodeURIComponent(`${API_URL}/cs/chat.html`)}`,
        shows: 'customer-frame',
      },
    ],
  };
}

async function settle(page: Page, visit: Visit, lang: string) {
  await page.goto(`/#${visit.path}`);
  const where = `${visit.path} (${lang})`;
  await expect(page, where).toHaveURL(new RegExp(`#${visit.path.split('?')[0]}`));
  await expect(page.locator('html'), where).toHaveAttribute('lang', lang);
  if (visit.shows)
    await expect(page.getByTestId(visit.shows).first(), where).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('remote-failed'), where).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]'), where).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.adn-main').first(), where).toBeVisible();
  // images and web fonts drawn, Arco's tab underline and transitions at rest
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => new Promise((done) => img.addEventListener('load', done, { once: true }))),
    );
  });
  await atRest(page);
}

/**
 * Waits until no finite CSS transition or animation runs (a spinner's endless one aside): two
 * frames for effects that start after the render (Arco measures the tab underline, then moves
 * it), then each running one's end, again until none is left; at most 1.5 s in all. Where
 * nothing moves, that costs two frames instead of a fixed pause.
 */
async function atRest(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const deadline = performance.now() + 1500;
    while (performance.now() < deadline) {
      await frame();
      await frame();
      const moving = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (moving.length === 0) return;
      await Promise.race([
        Promise.all(moving.map((a) => a.finished.catch(() => undefined))),
        new Promise((done) => setTimeout(done, Math.max(0, deadline - performance.now()))),
      ]);
    }
  });
}

/** Walks `visits` in each of the twelve languages; returns every finding. */
async function walk(page: Page, visits: Visit[], info: TestInfo): Promise<string[]> {
  const failures: string[] = [];
  const shots = process.env.LAYOUT_SHOTS === '1';
  for (const lang of LANGUAGES) {
    // the stored language starts the UI: set it, then load the app once for this language
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    for (const visit of visits) {
      await settle(page, visit, lang);
      const found = await layoutFindings(page);
      if (visit.more) found.push(...(await visit.more(page)));
      failures.push(...found.map((f) => `[${lang}] ${visit.path}: ${f}`));
      if (shots || found.length) {
        await info.attach(`${lang} ${visit.path}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      }
    }
  }
  return failures;
}

test.describe('layout in all twelve languages', () => {
  for (const name of [
    'public pages',
    'ad centre',
    'ad centre forms',
    'plans',
    'wallet',
    'messaging',
  ]) {
    test(`${name}: no overflow, cut text, broken words or labels running together; even tabs, titles centred or at the start`, async ({
      page,
      user,
    }, info) => {
      test.setTimeout(600_000);
      // the sizes the product is reviewed at: a 390 x 844 phone, a 1440 x 900 desktop window
      await page.setViewportSize(
        info.project.name === 'desktop'
          ? { width: 1440, height: 900 }
          : { width: 390, height: 844 },
      );
      // the plans are the test's own merchant's
      const visits = (await groups(user))[name] ?? [];
      expect(visits.length).toBeGreaterThan(0);
      if (name === 'public pages') {
        await page.goto(`/#${visits[0]?.path}`);
      } else {
        await skipOfficialPush(page, user);
        // the ad centre's widest day whatever the hour: 24 hours of a big merchant's figures
        if (name === 'ad centre') await answerTheLongestDay(page);
        await useToken(page, user.token);
        await page.goto(`/#${visits[0]?.path}`);
      }
      const failures = await walk(page, visits, info);
      console.log(`${info.project.name} ${name}: ${failures.length} layout findings`);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});
