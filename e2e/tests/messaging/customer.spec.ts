/**
 * /customer (docs/product/messaging.md#messaging.customer-page): the customer-service page framed
 * only from an allowed origin, and the host's customer-service popup: type 1 opens /customer, any
 * other type a new window through the bridge.
 */
import type { Page } from '@playwright/test';
import { API_URL } from '../../support/env';
import { expect, openAs, routeOf, type TestUser, test } from '../../support/fixtures';
import { forbidDialogs } from './no-dialogs';

const CHAT = `${API_URL}/cs/chat.html`;
const TICKET = `${API_URL}/cs/ticket.html`;

const customer = (url: string) => `/customer?url=${encodeURIComponent(url)}`;

async function expectRefused(page: Page) {
  const alert = page.getByTestId('customer-invalid');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('This customer-service link cannot be opened');
  await expect(page.locator('iframe')).toHaveCount(0);
}

forbidDialogs();

test('an allowed URL is framed, sandboxed, full height, without language, bell or logout', async ({
  page,
  user,
}) => {
  await openAs(page, user, customer(CHAT));
  const frame = page.getByTestId('customer-frame');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', CHAT);
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms allow-popups',
  );
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  await expect(frame).toHaveAttribute('title', 'Customer-service chat');
  await expect(
    page.frameLocator('[data-testid=customer-frame]').getByTestId('cs-title'),
  ).toHaveText('Online customer service');

  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByTestId('header-lang')).toHaveCount(0);
  await expect(page.getByTestId('header-bell')).toHaveCount(0);
  await expect(page.getByTestId('header-logout')).toHaveCount(0);
  await expect(page.getByTestId('header-back')).toBeVisible();

  // the frame fills the column from below the header to the bottom of the window
  const header = await page.locator('.adn-header').boundingBox();
  const box = await frame.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box && header).toBeTruthy();
  expect(Math.abs(box!.y - (header!.y + header!.height))).toBeLessThanOrEqual(2);
  expect(Math.abs(box!.y + box!.height - height)).toBeLessThanOrEqual(2);
});

test('the recharge URL of the same service is framed too', async ({ page, user }) => {
  await openAs(page, user, customer(`${CHAT}?topic=recharge`));
  await expect(page.getByTestId('customer-frame')).toHaveAttribute('src', `${CHAT}?topic=recharge`);
});

test('a javascript: URL frames nothing and says so', async ({ page, user }) => {
  await openAs(page, user, customer('javascript:alert(document.domain)'));
  await expectRefused(page);
});

test('a foreign origin or a data: URL frames nothing', async ({ page, user }) => {
  await openAs(page, user, customer('https://evil.example.com/cs/chat.html'));
  await expectRefused(page);
  for (const path of [
    customer('data:text/html,<script>alert(1)</script>'),
    customer(`${API_URL.replace('localhost', '127.0.0.1')}/cs/chat.html`),
  ]) {
    await page.goto(`/#${path}`);
    await expectRefused(page);
  }
  // the way out: the customer-service popup
  await page.getByRole('button', { name: 'Choose customer service' }).click();
  await expect(page.getByTestId('cs-popup')).toBeVisible();
});

test('/customer without a link lists the channels, not an error, and they open', async ({
  page,
  user,
}) => {
  await openAs(page, user, '/customer');
  const channels = page.getByTestId('customer-channels');
  await expect(channels).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('customer-invalid')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(channels.getByRole('heading')).toHaveText('Contact customer service');
  await expect(channels.getByTestId('customer-channel').first()).toBeVisible();
  // an embedded channel opens here, framed
  await channels
    .getByTestId('customer-channel')
    .and(page.locator('[data-type="1"]'))
    .first()
    .click();
  await expect(page.getByTestId('customer-frame')).toHaveAttribute('src', CHAT);
  expect(routeOf(page)).toBe('/customer');
});

test('/customer needs login', async ({ page }) => {
  await page.goto(`/#${customer(CHAT)}`);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(routeOf(page)).toBe('/login');
});

async function openPopupFromHeader(page: Page, user: TestUser) {
  await openAs(page, user, '/notification');
  await page.getByTestId('header-service').click();
  await expect(page.getByTestId('cs-popup')).toBeVisible();
}

test('popup item of type 1 opens /customer with the page framed', async ({ page, user }) => {
  await openPopupFromHeader(page, user);
  await page.getByTestId('cs-item').and(page.locator('[data-type="1"]')).first().click();
  await expect(page.getByTestId('customer-frame')).toHaveAttribute('src', CHAT);
  expect(routeOf(page)).toBe('/customer');
  await expect(
    page.frameLocator('[data-testid=customer-frame]').getByTestId('cs-title'),
  ).toHaveText('Online customer service');
});

test('popup item of type 2 opens a new window in the browser', async ({ page, user }) => {
  await openPopupFromHeader(page, user);
  const opened = page.context().waitForEvent('page');
  await page.getByTestId('cs-item').and(page.locator('[data-type="2"]')).click();
  const win = await opened;
  await win.waitForLoadState();
  expect(win.url()).toBe(TICKET);
  expect(routeOf(page)).toBe('/notification');
  await win.close();
});

test('in the hybrid shell, type 2 goes through openWindow and type 1 stays in the app', async ({
  page,
  user,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__opened = null;
    w.AdnetNative = {
      close() {},
      help() {},
      openWindow(u: string) {
        w.__opened = u;
      },
    };
  });
  // in the shell the header icon calls the native help; the page's own button opens the popup
  await openAs(page, user, customer('https://evil.example.com/'));
  await expectRefused(page);
  await page.getByRole('button', { name: 'Choose customer service' }).click();
  await page.getByTestId('cs-item').and(page.locator('[data-type="2"]')).click();
  await expect
    .poll(() => page.evaluate(() => (window as { __opened?: string }).__opened))
    .toBe(TICKET);
  expect(routeOf(page)).toBe('/customer');
  await expect(page.getByTestId('cs-popup')).toBeHidden();

  await page.getByRole('button', { name: 'Choose customer service' }).click();
  await page.getByTestId('cs-item').and(page.locator('[data-type="1"]')).first().click();
  await expect(page.getByTestId('customer-frame')).toHaveAttribute('src', CHAT);
  expect(await page.evaluate(() => (window as { __opened?: string }).__opened)).toBe(TICKET);
});
