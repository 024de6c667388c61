/**
 * Idle preload of remotes (host/src/remotes/idle-preload.ts): after login,
 * once the browser is idle, the host fetches the remotes' manifests and entries before they
 * are visited; a failed preload does not spoil the visit; a user who saves data gets none.
 */
import type { Page, Request } from '@playwright/test';
import { REMOTE_PORTS } from '../../support/env';
import { expect, needsRemotes, openAs, routeOf, test } from '../../support/fixtures';
import { saveData } from '../../support/save-data';

const WALLET = `http://localhost:${REMOTE_PORTS.wallet}`;
const isManifest = (url: string) => url === `${WALLET}/mf-manifest.json`;
/** The remote entry: the one script directly under static/js (chunks are under async/). */
const isEntry = (url: string) => /^\/static\/js\/[^/]+\.js$/.test(new URL(url).pathname);
const fromWallet = (r: Request) => r.url().startsWith(`${WALLET}/`);

function walletRequests(page: Page) {
  const seen: string[] = [];
  page.on('requestfinished', async (r) => {
    if (!fromWallet(r)) return;
    const res = await r.response();
    if (res?.ok()) seen.push(r.url());
  });
  return {
    manifest: () => seen.some(isManifest),
    entry: () => seen.some((u) => !isManifest(u) && isEntry(u)),
    any: () => seen.length > 0,
  };
}

const walletReady = (page: Page) => page.getByTestId('figure-total_assets');

test.beforeEach(() => needsRemotes(['wallet']));

test('after login, the wallet manifest and entry are fetched before the wallet is visited', async ({
  page,
  user,
}) => {
  const wallet = walletRequests(page);
  await page.goto('/#/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => routeOf(page), { timeout: 15_000 }).not.toBe('/login');
  const landed = routeOf(page);

  await expect.poll(() => wallet.manifest() && wallet.entry(), { timeout: 20_000 }).toBe(true);
  expect(routeOf(page)).toBe(landed);
  expect(landed.startsWith('/wallet')).toBe(false);

  await page.goto('/#/wallet');
  await expect(walletReady(page)).toBeVisible({ timeout: 15_000 });
});

/** The chunk of the remote's `./routes` module, which the preload fetches after the entry. */
const isRoutes = (url: string) => url.includes('/__federation_expose_routes.');

// `routes`: the connection drops while the preload fetches that chunk (the browser's failed
// preload would answer the visit's own request for it)
for (const part of ['manifest', 'entry', 'routes'] as const) {
  test(`a preload whose ${part} fails does not spoil the visit: the wallet loads, no Retry, no reload`, async ({
    page,
    user,
  }) => {
    let failing = true;
    let failed = 0;
    await page.route(`${WALLET}/**`, (route) => {
      const url = route.request().url();
      const hit =
        part === 'manifest'
          ? isManifest(url)
          : part === 'entry'
            ? !isManifest(url) && isEntry(url)
            : isRoutes(url);
      if (failing && hit) {
        failed += 1;
        if (part === 'routes') return route.abort('internetdisconnected');
        return route.fulfill({ status: 503, body: 'Service Unavailable' });
      }
      return route.continue();
    });
    const preloadFailed = page.waitForEvent('console', {
      predicate: (m) => m.text().includes('preload of remote wallet failed'),
      timeout: 20_000,
    });
    await openAs(page, user, '/not-a-remote-page');
    await preloadFailed;
    expect(failed).toBeGreaterThan(0);

    failing = false;
    await page.evaluate(() => {
      window.location.hash = '#/wallet';
    });
    await expect(walletReady(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('remote-failed')).toHaveCount(0);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });
}

test('with Save-Data on, nothing is preloaded; the wallet still loads on visit', async ({
  page,
  user,
}) => {
  await saveData(page);
  const wallet = walletRequests(page);
  await openAs(page, user, '/not-a-remote-page');
  await expect(page.getByText('Page not found').first()).toBeVisible();
  // Idle periods come and go (requestIdleCallback's time-out is 5 s): nothing may be fetched.
  await page.waitForTimeout(7_000);
  expect(wallet.any()).toBe(false);

  await page.goto('/#/wallet');
  await expect(walletReady(page)).toBeVisible({ timeout: 15_000 });
  expect(wallet.manifest()).toBe(true);
});
