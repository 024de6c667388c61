import { expect, routeOf, test } from '../../fixtures';

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

  test('a protected path without a token lands on /login, replacing history', async ({ page }) => {
    await page.goto('/#/plan');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(routeOf(page)).toBe('/login');
    // replaced, not pushed: React Router's history index is still the first entry
    const idx = await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx);
    expect(idx).toBe(0);
  });

  test('a corrupt stored session reads as logged out', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('fb_token', '{not a token');
      localStorage.setItem('fb_userInfo', '{"broken json');
    });
    await page.goto('/#/wallet');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
