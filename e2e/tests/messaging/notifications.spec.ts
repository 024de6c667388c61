/**
 * /notification (docs/product/messaging.md#messaging.notifications): tabs and the status filter,
 * load more, reading one with the bell following at once, mark all read, a failure of each, and
 * sanitized bodies. A fresh merchant has 12 notifications, 4 of them unread
 * (sandbox-api/README.md).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { EXTERNAL_HOST } from '../../support/env';
import {
  apiData,
  expect,
  force,
  openAs,
  type TestUser,
  test,
  useToken,
} from '../../support/fixtures';
import { forbidDialogs } from './no-dialogs';

const items = (page: Page) => page.getByTestId('notification-item');
const item = (page: Page, title: string) => items(page).filter({ hasText: title });
const badge = (page: Page) => page.getByTestId('bell-badge');

async function serverUnread(user: TestUser) {
  const r = await apiData<{ unread_total: number }>(
    '/user/notifications/unread_count',
    {},
    user.token,
  );
  return r.unread_total;
}

async function openPage(page: Page, user: TestUser, query = '') {
  await openAs(page, user, `/notification${query}`);
  await expect(items(page).first()).toBeVisible();
}

forbidDialogs();

test('tabs and the status filter ask the server and show only what matches', async ({
  page,
  user,
}) => {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/user/notifications') && r.method() === 'POST') {
      bodies.push(r.postDataJSON() as Record<string, unknown>);
    }
  });
  await openPage(page, user);
  await expect(page.getByRole('tab', { name: 'System announcement' })).toBeVisible();

  await page.getByRole('tab', { name: 'System maintenance' }).click();
  await expect(items(page)).toHaveCount(3);
  for (const c of await items(page).evaluateAll((els) => els.map((e) => e.dataset.category))) {
    expect(c).toBe('maintenance');
  }
  await expect(item(page, 'Scheduled maintenance on Sunday')).toBeVisible();

  await page.getByRole('tab', { name: 'Unread', exact: true }).click();
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText('Scheduled maintenance on Sunday');
  await expect(items(page).first()).toHaveAttribute('data-read', 'false');
  expect(bodies.at(-1)).toMatchObject({ category: 'maintenance', status: 'unread', page: 1 });

  await page.getByRole('tab', { name: 'Activity notification' }).click();
  await expect(items(page)).toHaveCount(2);
  await expect(item(page, 'New-user support gift')).toBeVisible();
  await expect(item(page, 'Team coupon event')).toBeVisible();

  await page.getByRole('tab', { name: 'Read', exact: true }).click();
  await expect(items(page)).toHaveCount(3);
  for (const r of await items(page).evaluateAll((els) => els.map((e) => e.dataset.read))) {
    expect(r).toBe('true');
  }
  expect(bodies.at(-1)).toMatchObject({ category: 'activity', status: 'read' });

  // the choice survives a reload (kept in the query string)
  await page.reload();
  await expect(items(page)).toHaveCount(3);
  await expect(page.getByRole('tab', { name: 'Read', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // One page-1 request per view: the route's loader asks, the list takes its answer.
  expect(bodies.filter((b) => b.page === 1)).toHaveLength(6);
});

test('page 1 is asked for while the code of the page is still on its way (route loader)', async ({
  page,
  user,
}) => {
  test.skip(EXTERNAL_HOST, 'reads the chunk names of the local build');
  // The page's own chunk: the one that defines the NotificationPage export, of the newest
  // build (dist keeps the chunks of earlier builds for tabs still running them).
  const dir = fileURLToPath(
    new URL('../../../remote-messaging/dist/static/js/async/', import.meta.url),
  );
  const chunk = readdirSync(dir)
    .filter(
      (f) =>
        f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes('NotificationPage:()'),
    )
    .sort((a, b) => statSync(join(dir, b)).mtimeMs - statSync(join(dir, a)).mtimeMs)[0];
  expect(chunk, 'the notification page chunk').toBeTruthy();
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  let chunkAsked = false;
  let askedWhileHeld = false;
  await page.route(`**/static/js/async/${chunk}`, async (route) => {
    chunkAsked = true;
    await held;
    await route.continue();
  });
  page.on('request', (r) => {
    if (r.url().endsWith('/user/notifications') && chunkAsked) askedWhileHeld = true;
  });
  // not waiting for "load": a busy machine may ask for the held chunk before the load event,
  // which then waits for it
  await useToken(page, user.token);
  await page.goto('/#/notification', { waitUntil: 'commit' });
  await expect.poll(() => askedWhileHeld, { timeout: 20_000 }).toBe(true);
  release();
  await expect(items(page).first()).toBeVisible();
});

test('load more fetches the next pages until there is no more', async ({ page, user }) => {
  // 12 seeded + 36 more unread = 48: five pages of 10
  await apiData('/__test/set', { username: user.username, unread: 40 });
  const pages: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/user/notifications') && r.method() === 'POST') {
      pages.push((r.postDataJSON() as { page: number }).page);
    }
  });
  await openPage(page, user);
  const first = await items(page).count();
  expect(first).toBeLessThan(48);
  await expect(page.getByText('No more')).toHaveCount(0);
  await expect(async () => {
    await items(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await expect(page.getByText('No more')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(items(page)).toHaveCount(48);
  const ids = await items(page).evaluateAll((els) => els.map((e) => e.dataset.id));
  expect(new Set(ids).size).toBe(48);
  expect(pages).toEqual([1, 2, 3, 4, 5]);
});

test('opening an unread notification shows it in full, marks it read and the bell follows', async ({
  page,
  user,
}) => {
  await openPage(page, user);
  await expect(badge(page)).toHaveText('4');
  const gift = item(page, 'New-user support gift');
  await expect(gift).toHaveAttribute('data-read', 'false');
  await expect(gift.getByTestId('unread-dot')).toBeVisible();

  await gift.click();
  const detail = page.getByTestId('notification-detail');
  await expect(detail.getByRole('heading', { name: 'New-user support gift' })).toBeVisible();
  await expect(detail.getByTestId('notification-body')).toContainText(
    'Your new-user support gift is waiting',
  );
  await expect(badge(page)).toHaveText('3');
  await expect(gift).toHaveAttribute('data-read', 'true');
  await expect(gift.getByTestId('unread-dot')).toHaveCount(0);
  expect(await serverUnread(user)).toBe(3);

  // a read one opens without another decrease
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  await item(page, 'Maintenance complete').click();
  await expect(page.getByTestId('notification-detail')).toContainText('Maintenance complete');
  await page.getByTestId('notification-detail').getByRole('button', { name: 'Close' }).click();
  await expect(badge(page)).toHaveText('3');
  expect(await serverUnread(user)).toBe(3);
});

test('bodies are sanitized markup: formatting and in-app links stay, script never runs', async ({
  page,
  user,
}) => {
  await openPage(page, user);
  const body = page.getByTestId('notification-body');
  const close = () =>
    page.getByTestId('notification-detail').getByRole('button', { name: 'Close' }).click();

  await item(page, 'Scheduled maintenance on Sunday').click();
  await expect(body.locator('b')).toHaveText('two hours');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body).not.toContainText('alert');
  await close();

  await item(page, 'Security notice').click();
  await expect(body).toContainText('Never share your transaction password.');
  await expect(body.locator('img')).toHaveCount(0);
  expect(await body.innerHTML()).not.toMatch(/onerror|<img|<script/i);
  await close();

  await item(page, 'Team coupon event').click();
  await expect(body.getByRole('link', { name: 'See my coupons' })).toHaveAttribute(
    'href',
    '#/ad-center/coupons',
  );
  // the list's excerpt is text only, the script's text left out
  await expect(item(page, 'Scheduled maintenance on Sunday')).toContainText(
    'Withdrawals pause for two hours.',
  );
  await expect(item(page, 'Scheduled maintenance on Sunday')).not.toContainText('alert');
});

test('mark all read: success message, every item read, the badge disappears', async ({
  page,
  user,
}) => {
  await openPage(page, user);
  await expect(badge(page)).toHaveText('4');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('All marked as read')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  for (const r of await items(page).evaluateAll((els) => els.map((e) => e.dataset.read))) {
    expect(r).toBe('true');
  }
  expect(await serverUnread(user)).toBe(0);

  await page.getByRole('tab', { name: 'Unread', exact: true }).click();
  await expect(page.getByText('No unread notifications')).toBeVisible();
});

test('more than 99 unread shows "99+" until all are marked read', async ({ page, user }) => {
  await apiData('/__test/set', { username: user.username, unread: 150 });
  await openPage(page, user, '?status=unread');
  await expect(badge(page)).toHaveText('99+');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge(page)).toHaveCount(0);
  // the unread list is reloaded: nothing left
  await expect(page.getByText('No unread notifications')).toBeVisible();
});

test('a failed single read says so and changes nothing', async ({ page, user }) => {
  await force('/user/notifications/read', { code: 500 }, user.token);
  await openPage(page, user);
  await expect(badge(page)).toHaveText('4');
  const gift = item(page, 'New-user support gift');
  await gift.click();
  await expect(page.getByText('Mark-read failed')).toBeVisible();
  // still shown in full, still unread, the count untouched
  await expect(page.getByTestId('notification-detail')).toContainText('New-user support gift');
  await expect(gift).toHaveAttribute('data-read', 'false');
  await expect(badge(page)).toHaveText('4');
  expect(await serverUnread(user)).toBe(4);
});

test('a failed mark-all-read says so and changes nothing', async ({ page, user }) => {
  await force('/user/notifications/read', { code: 500 }, user.token);
  await openPage(page, user);
  await expect(badge(page)).toHaveText('4');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('Mark-all-read failed')).toBeVisible();
  await expect(page.getByText('All marked as read')).toHaveCount(0);
  await expect(badge(page)).toHaveText('4');
  await expect(item(page, 'New-user support gift')).toHaveAttribute('data-read', 'false');
  expect(await serverUnread(user)).toBe(4);
});
