/**
 * The system back of the hybrid shell (Android's back key or gesture, iOS's edge swipe): the
 * shell asks the page with `window.adnet.back()`. On /ad-center, which has no back arrow, it
 * closes the shell, also after going to another page and back; on every other route it does
 * what the header's back arrow does. The page answers true whenever it took the back, closing
 * included: it calls the shell's close itself, so the shell never closes on its own then.
 * Only a page that cannot answer (the app failed to start) leaves the closing to the shell.
 */
import type { Page } from '@playwright/test';
import { expect, needsRemotes, openAs, routeOf, setUser, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { asAndroidShell, asShell, type Shell } from '../../support/shell';
import { typeOnKeypad } from '../../support/wallet';

const adCenterReady = (page: Page) =>
  expect(page.getByRole('heading', { name: 'Ad center' })).toBeVisible({ timeout: 20_000 });

/** The merchant backs out of a page once it shows, not while it is on its way (and no
 * official-push congratulation covers the list: skipOfficialPush before opening). */
async function plansReady(page: Page) {
  await expect.poll(() => routeOf(page)).toBe('/plan');
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible({ timeout: 20_000 });
}

/** The system back, which the page takes (answers true). */
async function back(shell: Shell) {
  expect(await shell.systemBack()).toBe(true);
}

test.describe('the system back on /ad-center closes the shell', () => {
  needsRemotes(['adcenter', 'plan']);

  for (const platform of ['android', 'ios'] as const) {
    test(`${platform}: opened on it, and again after /plan and back`, async ({ page, user }) => {
      const shell = await asShell(page, platform);
      await skipOfficialPush(page, user);
      await openAs(page, user, '/ad-center');
      await adCenterReady(page);
      await expect(page.getByTestId('header-back')).toHaveCount(0);

      await back(shell);
      await expect.poll(() => shell.calls()).toEqual([{ action: 'close' }]);
      expect(shell.raw()).toEqual(platform === 'android' ? [['close']] : [{ action: 'close' }]);
      expect(routeOf(page)).toBe('/ad-center');

      // /ad-center → /plan → back: the shell's back goes back, the ad centre closes again
      await page.getByTestId('entry-plans').click();
      await plansReady(page);
      await back(shell);
      await expect.poll(() => routeOf(page)).toBe('/ad-center');
      await adCenterReady(page);
      expect(shell.calls()).toHaveLength(1);
      await back(shell);
      await expect.poll(() => shell.calls()).toEqual([{ action: 'close' }, { action: 'close' }]);
      expect(routeOf(page)).toBe('/ad-center');
      expect(shell.closedItself()).toBe(0);
    });
  }

  test('after /plan and the header arrow back, too', async ({ page, user }) => {
    const shell = await asAndroidShell(page);
    await skipOfficialPush(page, user);
    await openAs(page, user, '/ad-center');
    await adCenterReady(page);
    await page.getByTestId('entry-plans').click();
    await plansReady(page);
    await page.getByTestId('header-back').click();
    await expect.poll(() => routeOf(page)).toBe('/ad-center');
    await adCenterReady(page);
    expect(shell.calls()).toEqual([]);
    await back(shell);
    await expect.poll(() => shell.calls()).toEqual([{ action: 'close' }]);
  });

  test('after the hybrid hand-over (/entry), too', async ({ page, user }) => {
    const shell = await asAndroidShell(page);
    await page.goto(`/#/entry?token=${user.token}&lang=en`);
    await expect.poll(() => routeOf(page), { timeout: 20_000 }).toBe('/ad-center');
    await adCenterReady(page);
    await back(shell);
    await expect.poll(() => shell.calls()).toEqual([{ action: 'close' }]);
  });
});

test.describe('the system back elsewhere does what the header arrow does', () => {
  needsRemotes(['adcenter', 'messaging', 'wallet']);

  test("after another page: the route's back path", async ({ page, user }) => {
    const shell = await asAndroidShell(page);
    await openAs(page, user, '/ad-center');
    await adCenterReady(page);
    await page.getByTestId('shop-level').click();
    await expect.poll(() => routeOf(page)).toBe('/ad-center/level');
    await expect(page.getByTestId('header-back')).toBeVisible();
    await back(shell);
    await expect.poll(() => routeOf(page)).toBe('/ad-center');
    expect(shell.calls()).toEqual([]);
  });

  test('after another page, on a route without a back path: history back', async ({
    page,
    user,
  }) => {
    const shell = await asAndroidShell(page);
    await openAs(page, user, '/ad-center/coupons');
    await expect(page.getByTestId('header-back')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('header-bell').click();
    await expect.poll(() => routeOf(page)).toBe('/notification');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible({
      timeout: 20_000,
    });
    await back(shell);
    await expect.poll(() => routeOf(page)).toBe('/ad-center/coupons');
    expect(shell.calls()).toEqual([]);
  });

  test('on the page the shell opened: the close, as the arrow there', async ({ page, user }) => {
    const shell = await asAndroidShell(page);
    await openAs(page, user, '/ad-center/level');
    await expect(page.getByTestId('header-back')).toBeVisible({ timeout: 20_000 });
    await back(shell);
    await expect.poll(() => shell.calls()).toEqual([{ action: 'close' }]);
    expect(routeOf(page)).toBe('/ad-center/level');

    // the arrow on the same page makes the same call
    await page.getByTestId('header-back').click();
    await expect.poll(() => shell.calls()).toHaveLength(2);
    expect(shell.calls()[1]).toEqual({ action: 'close' });
    expect(shell.closedItself()).toBe(0);
  });

  test("a page's own back step: the confirm step goes back to the new one", async ({
    page,
    user,
  }) => {
    const shell = await asAndroidShell(page);
    await setUser(user, { pay_password: null, card: null });
    await openAs(page, user, '/wallet/set-password');
    const step = page.getByTestId('pay-step');
    await expect(step).toHaveAttribute('data-step', 'new', { timeout: 20_000 });
    await typeOnKeypad(page, '246813');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step).toHaveAttribute('data-step', 'confirm');

    await back(shell);
    await expect(step).toHaveAttribute('data-step', 'new');
    expect(routeOf(page)).toBe('/wallet/set-password');
    // back on the new step, on the page the shell opened: the close
    await back(shell);
    await expect.poll(() => shell.calls()).toEqual([{ action: 'close' }]);
  });
});

test('an app that could not start answers false, and the shell closes itself', async ({ page }) => {
  const shell = await asAndroidShell(page);
  await page.route('**/app-config.json', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/#/ad-center');
  await expect(page.getByRole('button', { name: 'Request failed, tap to reload' })).toBeVisible();
  expect(await shell.systemBack()).toBe(false);
  expect(shell.closedItself()).toBe(1);
  expect(shell.calls()).toEqual([]);
});
