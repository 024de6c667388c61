/**
 * A webview has no service worker to count on (WKWebView has none outside app-bound domains):
 * the app works without the API, from the hybrid hand-over through pages of every remote (each
 * remote of the apps table at its probe page, its data arrived). In a
 * browser, which has one, the app registers its worker (docs/offline.md), which then answers
 * the page's requests.
 */
import { APPS } from '#repo/shared/workspace/apps.ts';
import { REMOTES } from '../../support/env';
import { expect, needsRemotes, openAs, routeOf, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { WORKER_ON, workerControls } from '../../support/service-worker';
import { asAndroidShell } from '../../support/shell';

// workers allowed by the browser: the shell's webview lacks the API itself
test.use(WORKER_ON);

test('in the shell, without navigator.serviceWorker, the hand-over and every remote work', async ({
  page,
  user,
}) => {
  needsRemotes([...REMOTES]);
  test.slow();
  const shell = await asAndroidShell(page);
  await skipOfficialPush(page, user);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/#/entry?token=${user.token}&lang=en`);
  expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Ad center' })).toBeVisible({ timeout: 20_000 });

  await page.getByTestId('entry-plans').click();
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible({ timeout: 20_000 });
  expect(await shell.systemBack()).toBe(true);
  await expect.poll(() => routeOf(page)).toBe('/ad-center');
  await page.getByTestId('entry-wallet').click();
  await expect(page.getByTestId('header')).toContainText('Wallet', { timeout: 20_000 });
  await page.getByTestId('header-bell').click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible({
    timeout: 20_000,
  });
  for (const name of REMOTES) {
    const { route, ready } = APPS[name].probe;
    await page.goto(`/#${route}`);
    await expect(page.getByTestId(ready).first(), name).toBeVisible({ timeout: 20_000 });
  }
  expect(errors).toEqual([]);
  expect(shell.calls()).toEqual([]);
});

test('in a browser the app registers its service worker, which then serves the page', async ({
  page,
  user,
}) => {
  needsRemotes(['adcenter', 'wallet']);
  test.slow(); // the worker installs its precache after the page's load
  await openAs(page, user, '/ad-center');
  await expect(page.getByRole('heading', { name: 'Ad center' })).toBeVisible({ timeout: 20_000 });
  await workerControls(page);
  const sw = await page.evaluate(async () => ({
    registrations: (await navigator.serviceWorker.getRegistrations()).map((r) => ({
      scope: r.scope,
      script: r.active?.scriptURL,
    })),
  }));
  const origin = new URL(page.url()).origin;
  expect(sw.registrations).toEqual([{ scope: `${origin}/`, script: `${origin}/sw.js` }]);

  const served: string[] = [];
  page.on('response', (r) => {
    if (r.fromServiceWorker()) served.push(new URL(r.url()).pathname);
  });
  await page.getByTestId('entry-wallet').click();
  await expect(page.getByTestId('header')).toContainText('Wallet', { timeout: 20_000 });
  expect(served).toContain('/mf-manifest.json');
});
