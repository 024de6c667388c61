import type { Page } from '@playwright/test';
import { expect, needsRemotes, openAs, routeOf, test } from '../../support/fixtures';

/** A fake hybrid shell that records a close (shared/src/bridge/hybrid.ts). */
async function fakeShell(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__closed = 0;
    w.AdnetNative = {
      close() {
        w.__closed = (w.__closed as number) + 1;
      },
      help() {},
      openWindow() {},
    };
  });
}
const closes = (page: Page) => page.evaluate(() => (window as { __closed?: number }).__closed);

test.describe('routing and the auth guard', () => {
  test('the root path lands on /login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(routeOf(page)).toBe('/login');
  });

  test('an unknown path shows the 404 page without login', async ({ page }) => {
    await page.goto('/#/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(
      page.getByTestId('not-found').getByRole('heading', { name: 'Page not found' }),
    ).toBeVisible();
    expect(routeOf(page)).toBe('/no-such-page');
  });

  test('an unknown path under a remote prefix shows the 404 page too', async ({ page }) => {
    await page.goto('/#/wallet/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test("the 404 page's home link takes a logged-in merchant to the ad centre", async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/no-such-page');
    await page
      .getByTestId('not-found')
      .getByRole('button', { name: 'Go to the home page' })
      .click();
    await expect(page).toHaveURL(/#\/ad-center$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });

  test("the 404 page's home link takes a visitor without a session to login", async ({ page }) => {
    await page.goto('/#/no-such-page');
    await page
      .getByTestId('not-found')
      .getByRole('button', { name: 'Go to the home page' })
      .click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(routeOf(page)).toBe('/login');
  });

  test('a protected path without a token lands on /login, replacing history', async ({ page }) => {
    await page.goto('/#/plan');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(routeOf(page)).toBe('/login');
    // replaced, not pushed: React Router's history index is still the first entry
    const idx = await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx);
    expect(idx).toBe(0);
  });

  test('a stored token that is not a string at all reads as logged out', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('fb_token', '[object Object]');
      localStorage.setItem('fb_userInfo', '{"broken json');
    });
    await page.goto('/#/wallet');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('any other stored token is sent as it is: the server decides', async ({ page }) => {
    // not of the server's making (white space, a brace), but a string: sent, and the server's
    // "no auth" on the ad centre leads to /ad-welcome as for any token it does not know
    await page.addInitScript(() => localStorage.setItem('fb_token', '{not a token'));
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/user/info');
    await page.goto('/#/ad-center');
    expect((await sent).headers()['x-ct']).toBe('{not a token');
    await expect(page).toHaveURL(/#\/ad-welcome/);
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });
});

test.describe('the header back arrow (docs/product/routes.md#routes.back)', () => {
  needsRemotes(['adcenter']);

  test('on the page the app was opened on, it closes the webview', async ({ page, user }) => {
    await fakeShell(page);
    await openAs(page, user, '/ad-center/level');
    await page.getByTestId('header-back').click();
    await expect.poll(() => closes(page)).toBe(1);
    expect(routeOf(page)).toBe('/ad-center/level');
  });

  test('after a page of the app, it goes back and does not close', async ({ page, user }) => {
    await fakeShell(page);
    await openAs(page, user, '/ad-center');
    await page.getByTestId('shop-level').click();
    await expect.poll(() => routeOf(page)).toBe('/ad-center/level');
    await page.getByTestId('header-back').click();
    await expect.poll(() => routeOf(page)).toBe('/ad-center');
    expect(await closes(page)).toBe(0);
  });
});
