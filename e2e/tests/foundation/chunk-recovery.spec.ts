/**
 * A page whose code fails to load inside a remote that is already loaded
 * (host/src/remotes/chunk-recovery.tsx):
 * - while the remote's files are down, the page says so, and Retry brings it in place, without
 *   a page reload, once they are back (a failed import is not cached);
 * - when the remote was redeployed since the tab loaded it (an in-place deploy removed the old
 *   chunks), the page reloads once into the new build on the same route; the same failure
 *   again does not reload again (no loop).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { CACHES } from '#repo/host/src/offline/sw-rules.ts';
import { REMOTE_PORTS } from '../../support/env';
import { expect, openAs, test } from '../../support/fixtures';
import { kept, remoteRouteFiles, WORKER_ON, workerControls } from '../../support/service-worker';

const wallet = `http://localhost:${REMOTE_PORTS.wallet}`;

/**
 * While `state.down`, the wallet's async chunks answer 404; `state.newBuild` fakes a redeploy.
 * With the service worker on, routed on the context, which sees the worker's requests too.
 */
async function walletFaults(
  page: Page | BrowserContext,
  state: { down: boolean; newBuild: string },
) {
  await page.route(`${wallet}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (state.down && url.pathname.includes('/static/js/async/')) {
      return route.fulfill({ status: 404, body: '' });
    }
    if (state.newBuild && url.pathname === '/mf-manifest.json') {
      const res = await route.fetch();
      const manifest = (await res.json()) as { metaData: { remoteEntry: { name: string } } };
      manifest.metaData.remoteEntry.name = state.newBuild;
      return route.fulfill({ response: res, json: manifest });
    }
    return route.continue();
  });
}

/** The wallet opened and shown, with its faults off; returns the switches. */
async function walletShown(page: Page, user: Parameters<typeof openAs>[1]) {
  const state = { down: false, newBuild: '' };
  await walletFaults(page, state);
  await openAs(page, user, '/wallet');
  await expect(page.getByTestId('figure-total_assets')).toBeVisible();
  return state;
}

function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') loads.push(r.url());
  });
  return loads;
}

test('a page chunk that fails in a loaded remote is retried for real, in place', async ({
  page,
  user,
}) => {
  const state = await walletShown(page, user);
  const loads = documentLoads(page);

  state.down = true;
  await page.goto('/#/wallet/bind-card');
  const failed = page.getByTestId('page-load-failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Retry');
  await expect(page.getByTestId('header-bell')).toBeVisible();

  // still down: Retry keeps the page and says so again
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toBeVisible();

  state.down = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('bind-form')).toBeVisible();
  expect(loads).toEqual([]);
});

test('after an in-place redeploy of the remote, a missing chunk reloads the page once into the new build, on the same route', async ({
  page,
  user,
}) => {
  const state = await walletShown(page, user);
  const loads = documentLoads(page);
  // the reload reaches the new deployment: its files are all there
  page.on('request', (r) => {
    if (r.resourceType() === 'document') {
      state.down = false;
      state.newBuild = '';
    }
  });

  state.down = true;
  state.newBuild = 'static/js/wallet.0123456789.js';
  await page.goto('/#/wallet/bind-card');
  await expect(page.getByTestId('bind-form')).toBeVisible({ timeout: 15_000 });
  expect(loads).toHaveLength(1);
  expect(new URL(page.url()).hash).toBe('#/wallet/bind-card');

  // the same deploy again cannot make it reload again: the page says it failed instead
  page.removeAllListeners('request');
  state.down = true;
  state.newBuild = 'static/js/wallet.0123456789.js';
  const again = documentLoads(page);
  await page.goto('/#/wallet/set-password');
  await expect(page.getByTestId('page-load-failed')).toBeVisible();
  expect(again).toEqual([]);
});

test.describe('with the service worker on', () => {
  test.use(WORKER_ON);

  test('after an in-place redeploy of the remote, a chunk the device does not keep reloads the page once into the new build', async ({
    page,
    context,
    user,
  }) => {
    test.setTimeout(180_000);
    const state = { down: false, newBuild: '' };
    await walletFaults(context, state);
    await openAs(page, user, '/wallet');
    await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 30_000 });
    await workerControls(page);
    await kept(page, await remoteRouteFiles(page, ['wallet']));
    // The worker keeps every chunk of the wallet's routes, and a tab still on the old build
    // finds them even after the server dropped them. Here the device lost them (a browser may
    // evict a cache): only the server, now without them, could answer.
    await page.evaluate(
      async ({ origin, name }) => {
        const cache = await caches.open(name);
        for (const key of await cache.keys()) {
          if (key.url.startsWith(`${origin}/static/js/async/`)) await cache.delete(key);
        }
      },
      { origin: wallet, name: CACHES.assets },
    );
    const loads = documentLoads(page);
    page.on('request', (r) => {
      if (r.resourceType() === 'document') {
        state.down = false;
        state.newBuild = '';
      }
    });

    state.down = true;
    state.newBuild = 'static/js/wallet.0123456789.js';
    await page.goto('/#/wallet/bind-card');
    await expect(page.getByTestId('bind-form')).toBeVisible({ timeout: 30_000 });
    expect(loads).toHaveLength(1);
    expect(new URL(page.url()).hash).toBe('#/wallet/bind-card');
  });
});
