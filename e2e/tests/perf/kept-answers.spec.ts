/**
 * Show, then confirm (docs/offline.md): a return visit in a new tab, and a navigation back to a
 * page seen in this session, paint the merchant's kept figures at once — before any answer of
 * the API, held here as on a dead network — labelled "As of 14:03 · updating", and swap to the
 * fresh answer in the same boxes: no layout shift from the moment the API answers (the Layout
 * Instability API, as CLS counts).
 * Both profiles: the label's place is layout. Screenshots of the labelled state are attached.
 */
import type { Page, TestInfo } from '@playwright/test';
import { REMOTES } from '../../support/env';
import { expect, needsRemotes, openAs, setUser, type TestUser, test } from '../../support/fixtures';
import {
  AS_OF_UPDATING,
  adCentreKept,
  clsOf,
  holdApi,
  longTimeout,
  SHIFT_PROBE,
  shiftsSince,
} from '../../support/kept';
import { money } from '../../support/money';
import { skipOfficialPush } from '../../support/plan';
import { property } from '../../support/wallet';

/** A screenshot of the labelled state, kept beside the test's results and attached. */
async function snap(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(name);
  await page.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}

/** A first visit that sees every view once (the API client keeps their answers). */
async function firstVisit(page: Page, user: TestUser) {
  needsRemotes([...REMOTES]);
  await skipOfficialPush(page, user);
  await openAs(page, user, '/ad-center');
  await adCentreKept(page);
  await page.goto('/#/plan');
  await expect(page.getByTestId('plan-row').first()).toBeVisible({ timeout: 60_000 });
  await page.goto('/#/notification');
  await expect(page.getByTestId('notification-item').first()).toBeVisible({ timeout: 60_000 });
  await page.goto('/#/wallet');
  await expect(page.getByTestId('ledger-entry').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('figure-total_assets')).toHaveText(
    money((await property(user)).total_assets),
  );
  await page.close();
}

/** The reads of the kept views: answered as first seen, so only the swap can move anything. */
const FROZEN = [
  '/user/info',
  '/user/property',
  '/transaction_flow/list',
  '/ad/order/data_statistics/list',
  '/plan/order/list',
  '/plan/order/await/put/count',
  '/user/notifications',
  '/user/notifications/unread_count',
];

test('a return visit paints the kept figures at once with their age, then the fresh ones in the same boxes', async ({
  page,
  context,
  user,
}, info) => {
  test.setTimeout(240_000);
  await longTimeout(context);
  const api = await holdApi(context, FROZEN);
  await firstVisit(page, user);
  const total = money((await property(user)).total_assets);

  api.hold();
  const tab = await context.newPage();
  await tab.addInitScript({ content: SHIFT_PROBE });
  await tab.goto('/#/wallet');
  const summary = tab.getByTestId('wallet-summary');
  await expect(summary.getByTestId('figure-total_assets')).toHaveText(total, { timeout: 60_000 });
  await expect(summary.getByTestId('as-of')).toHaveText(AS_OF_UPDATING);
  const ledger = tab.getByTestId('ledger');
  await expect(ledger.getByTestId('ledger-entry').first()).toBeVisible();
  await expect(ledger.getByTestId('as-of')).toHaveText(AS_OF_UPDATING);
  // all of it before a single answer of the API
  expect(api.answered()).toBe(0);
  expect(api.held()).toBeGreaterThan(0);
  await snap(tab, info, `wallet-kept-${info.project.name}.png`);

  // the swap: from the kept answers on screen to the fresh ones, nothing moves
  await shiftsSince(tab);
  await api.release();
  await expect(tab.getByTestId('as-of')).toHaveCount(0);
  await expect(summary.getByTestId('figure-total_assets')).toHaveText(total);
  await tab.waitForTimeout(500);
  const walletShifts = await shiftsSince(tab);
  expect(clsOf(walletShifts), JSON.stringify(walletShifts)).toBe(0);

  // back to pages seen in this session: the same, each time
  const views = [
    { hash: '#/ad-center', ready: 'overview-body' },
    { hash: '#/plan', ready: 'plan-row' },
    { hash: '#/notification', ready: 'notification-item' },
  ];
  for (const view of views) {
    api.hold();
    await tab.evaluate((h) => {
      window.location.hash = h;
    }, view.hash);
    await expect(tab.getByTestId(view.ready).first()).toBeVisible({ timeout: 60_000 });
    await expect(tab.getByTestId('as-of').first()).toHaveText(AS_OF_UPDATING);
    expect(api.answered()).toBe(0);
    await snap(tab, info, `${view.hash.slice(2)}-kept-${info.project.name}.png`);
    // (the navigation's own changes, the header's title and icons, are not the swap)
    await shiftsSince(tab);
    await api.release();
    await expect(tab.getByTestId('as-of')).toHaveCount(0);
    await tab.waitForTimeout(500);
    const shifts = await shiftsSince(tab);
    expect(clsOf(shifts), `${view.hash}: ${JSON.stringify(shifts)}`).toBe(0);
  }
  await api.stop();
});

test('figures that changed meanwhile: the kept ones first, dated, then the server’s in the same box', async ({
  page,
  context,
  user,
}) => {
  test.skip(
    test.info().project.name === 'desktop',
    'the swap itself; its layout is the test above',
  );
  test.setTimeout(240_000);
  await setUser(user, { balance: '4321.09' });
  await firstVisit(page, user);
  const kept = money((await property(user)).total_assets);
  await setUser(user, { balance: '5432.10' });
  const fresh = money((await property(user)).total_assets);
  expect(fresh).not.toBe(kept);

  await longTimeout(context);
  const api = await holdApi(context);
  api.hold();
  const tab = await context.newPage();
  await tab.goto('/#/wallet');
  const summary = tab.getByTestId('wallet-summary');
  const figure = summary.getByTestId('figure-total_assets');
  await expect(figure).toHaveText(kept, { timeout: 60_000 });
  await expect(summary.getByTestId('as-of')).toHaveText(AS_OF_UPDATING);
  const before = await summary.boundingBox();
  await api.release();
  await expect(figure).toHaveText(fresh);
  await expect(summary.getByTestId('as-of')).toHaveCount(0);
  expect(await summary.boundingBox()).toEqual(before);
  await api.stop();
});

test('a return visit to the ad centre labels the shop card and the overview until they are fresh', async ({
  page,
  context,
  user,
}, info) => {
  test.setTimeout(180_000);
  needsRemotes(['adcenter']);
  await openAs(page, user, '/ad-center');
  await adCentreKept(page);
  const score = await page.getByTestId('credit-score').textContent();
  await page.close();

  await longTimeout(context);
  const api = await holdApi(context);
  api.hold();
  const tab = await context.newPage();
  await tab.addInitScript({ content: SHIFT_PROBE });
  await tab.goto('/#/ad-center');
  await expect(tab.getByTestId('overview-body')).toBeVisible({ timeout: 60_000 });
  await expect(tab.getByTestId('credit-score')).toHaveText(score ?? '');
  const labels = tab.getByTestId('as-of');
  await expect(labels).toHaveCount(2);
  await expect(labels.nth(0)).toHaveText(AS_OF_UPDATING);
  await expect(labels.nth(1)).toHaveText(AS_OF_UPDATING);
  expect(api.answered()).toBe(0);
  await snap(tab, info, `ad-center-return-${info.project.name}.png`);
  await shiftsSince(tab);
  await api.release();
  await expect(labels).toHaveCount(0);
  await expect(tab.getByTestId('overview-updated')).toBeVisible();
  await tab.waitForTimeout(500);
  const shifts = await shiftsSince(tab);
  expect(clsOf(shifts), JSON.stringify(shifts)).toBe(0);
  await api.stop();
});
