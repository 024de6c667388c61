/**
 * The service worker and the kept last answers (docs/offline.md), in real Chromium:
 * - a second visit (a new tab of the same browser) takes its code from the worker;
 * - with no network, the app opens: the frame, the page, and the last figures marked with the
 *   time they were fetched; a write is refused at once with the offline message and keeps
 *   what was typed;
 * - the kept answers outlive the tab (within their maximum age): a new tab opened offline shows
 *   the figures and the notifications, dated; a logout removes them all.
 */
import type { Page } from '@playwright/test';
import { REMOTES } from '../../support/env';
import { expect, needsRemotes, openAs, type TestUser, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import {
  codeFromNetwork,
  kept,
  keptAnswers,
  remoteRouteFiles,
  WORKER_ON,
  workerControls,
} from '../../support/service-worker';

test.use(WORKER_ON);

const OFFLINE_CALL = 'You are offline. Check your connection and try again';
const AS_OF = /^As of \d{1,2}:\d{2}(\s?[AP]M)?$/;

/** A first visit that sees the figures of every remote, until the worker keeps every remote. */
async function firstVisit(page: Page, user: TestUser) {
  needsRemotes([...REMOTES]);
  await skipOfficialPush(page, user);
  await openAs(page, user, '/ad-center');
  await expect(page.getByTestId('overview-body')).toBeVisible({ timeout: 60_000 });
  await page.goto('/#/wallet');
  await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 60_000 });
  const total = await page.getByTestId('figure-total_assets').textContent();
  await page.goto('/#/plan');
  await expect(page.getByTestId('plan-row').first()).toBeVisible({ timeout: 60_000 });
  await page.goto('/#/notification');
  await expect(page.getByTestId('notification-item').first()).toBeVisible({ timeout: 60_000 });
  await workerControls(page);
  await kept(page, await remoteRouteFiles(page, [...REMOTES]));
  return { total };
}

test('a second visit in a new tab takes its code from the worker: at most 2 code requests reach the network', async ({
  page,
  context,
  user,
}) => {
  test.setTimeout(300_000);
  await firstVisit(page, user);

  const network = codeFromNetwork(context);
  const second = await context.newPage();
  await second.goto('/#/wallet');
  await expect(second.getByTestId('figure-total_assets')).toBeVisible({ timeout: 60_000 });
  await second.getByTestId('header-bell').click();
  await expect(second.getByTestId('notification-item').first()).toBeVisible();
  console.log(`second visit, code from the network: ${network.length}`, network);
  expect(network.length).toBeLessThanOrEqual(2);
});

test('opened with no network after a visit: the frame, the last figures as of their time, writes refused with the input kept', async ({
  page,
  context,
  user,
}) => {
  test.setTimeout(300_000);
  const { total } = await firstVisit(page, user);

  await context.setOffline(true);
  await page.goto('/#/wallet');
  await page.reload();
  await expect(page.getByTestId('header')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  const summary = page.getByTestId('wallet-summary');
  await expect(summary.getByTestId('figure-total_assets')).toHaveText(total ?? '');
  await expect(summary.getByTestId('as-of')).toHaveText(AS_OF);

  await page.goto('/#/ad-center');
  await expect(page.getByTestId('overview-body')).toBeVisible({ timeout: 60_000 });
  // the shop card and the data overview, each dated
  await expect(page.getByRole('region', { name: 'Your shop' }).getByTestId('as-of')).toHaveText(
    AS_OF,
  );
  await expect(page.getByRole('region', { name: 'Data overview' }).getByTestId('as-of')).toHaveText(
    AS_OF,
  );

  await page.goto('/#/plan');
  await expect(page.getByTestId('plan-row').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('as-of')).toHaveText(AS_OF);

  await page.goto('/#/notification');
  await expect(page.getByTestId('notification-item').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('as-of')).toHaveText(AS_OF);

  // a write: refused at once, with the offline message, and nothing typed is lost
  await page.goto('/#/ad-center/feedback');
  await page.getByLabel('Topic').fill('Offline question');
  await page.getByLabel('Content').fill('Written with no network.');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') sent.push(new URL(r.url()).pathname);
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(OFFLINE_CALL).first()).toBeVisible({ timeout: 3_000 });
  expect(sent).not.toContain('/feedback');
  await expect(page.getByLabel('Topic')).toHaveValue('Offline question');
  await expect(page.getByLabel('Content')).toHaveValue('Written with no network.');

  // the kept answers were read, not fetched: back online, fresh figures and no "as of"
  await context.setOffline(false);
  await page.goto('/#/wallet');
  await page.reload();
  await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('as-of')).toHaveCount(0);
});

test('a new tab opened offline: the frame, the figures and the notifications, dated', async ({
  page,
  context,
  user,
}) => {
  test.setTimeout(300_000);
  const { total } = await firstVisit(page, user);
  const stored = await keptAnswers(page);
  // in localStorage, so a new tab finds them; nothing in the tab's sessionStorage
  expect(stored.local.length).toBeGreaterThan(0);
  expect(stored.session).toEqual([]);

  await context.setOffline(true);
  const tab = await context.newPage();
  await tab.goto('/#/notification');
  await expect(tab.getByTestId('header')).toBeVisible({ timeout: 60_000 });
  await expect(tab.getByTestId('notification-item').first()).toBeVisible({ timeout: 60_000 });
  await expect(tab.getByTestId('as-of')).toHaveText(AS_OF);

  await tab.goto('/#/wallet');
  const summary = tab.getByTestId('wallet-summary');
  await expect(summary.getByTestId('figure-total_assets')).toHaveText(total ?? '', {
    timeout: 60_000,
  });
  await expect(summary.getByTestId('as-of')).toHaveText(AS_OF);
});

test('logging out removes every kept answer', async ({ page, user }) => {
  test.setTimeout(300_000);
  needsRemotes(['adcenter', 'wallet', 'messaging']);
  await skipOfficialPush(page, user);
  await openAs(page, user, '/wallet');
  await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 60_000 });
  await page.goto('/#/notification');
  await expect(page.getByTestId('notification-item').first()).toBeVisible({ timeout: 60_000 });
  const before = await keptAnswers(page);
  expect(before.local.length).toBeGreaterThan(1);

  await page.goto('/#/ad-center');
  await page.getByTestId('header-logout').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await keptAnswers(page)).toEqual({ local: [], session: [] });
});
