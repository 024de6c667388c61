/**
 * A remote that cannot load breaks only its own routes
 * (docs/product/routes.md#routes.section-failure): server down, manifest 404, chunk 404 and a
 * script error, each followed by a retry that loads it without a page reload.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import sirv from 'sirv';
import { API_URL, HOST_URL, REMOTE_PORTS } from '../../support/env';
import { expect, openAs, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';

const walletDist = join(dirname(fileURLToPath(import.meta.url)), '../../../remote-wallet/dist');

/** Points the host's wallet entry at `manifest` through its run-time config. */
async function moveWallet(page: Page, manifest: string) {
  await page.route('**/app-config.json', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as { remotes: { name: string; manifest: string }[] };
    for (const r of config.remotes) if (r.name === 'wallet') r.manifest = manifest;
    await route.fulfill({ response: res, json: config });
  });
}

/**
 * A wallet server that starts down: every connection is dropped unanswered, as from a server
 * that is not there, until `up()` makes it serve the build. It holds its port (the system picks
 * one) from the start, so no other process can take it between "down" and "back".
 */
async function walletServer(): Promise<{ port: number; up: () => void; server: Server }> {
  const files = sirv(walletDist, { dev: true });
  let serving = false;
  const server = createServer((req, res) => {
    if (!serving) {
      req.socket.destroy();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', HOST_URL);
    files(req, res, () => {
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { port, up: () => (serving = true), server };
}

async function expectRestWorks(page: Page) {
  // header still there, another remote still loads
  await expect(page.getByTestId('header-bell')).toBeVisible();
  await page.goto('/#/plan');
  await expect(page.getByTestId('plan-row').first()).toBeVisible();
}

test('with the wallet server down, its route shows the retry state and the rest works; retry loads it once it is back', async ({
  page,
  user,
}) => {
  const { port, up, server } = await walletServer();
  await moveWallet(page, `http://localhost:${port}/mf-manifest.json`);
  await skipOfficialPush(page, user);
  await openAs(page, user, '/wallet');
  const failed = page.getByTestId('remote-failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Request failed, tap to reload');
  await expect(page.getByTestId('header-bell')).toBeVisible();

  await page.goto('/#/plan');
  await expect(page.getByTestId('plan-row').first()).toBeVisible();
  await page.goto('/#/wallet');
  await expect(failed).toBeVisible();

  up();
  try {
    const navigations: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations.push(f.url());
    });
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed).toBeHidden();
    await expect(page.getByTestId('figure-total_assets')).toBeVisible();
    // no full page reload happened
    expect(navigations.every((u) => u.includes('#/wallet'))).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  } finally {
    server.close();
  }
});

test('a manifest 404 breaks only the wallet routes', async ({ page, user }) => {
  await page.route(`http://localhost:${REMOTE_PORTS.wallet}/mf-manifest.json`, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await skipOfficialPush(page, user);
  await openAs(page, user, '/wallet');
  await expect(page.getByTestId('remote-failed')).toBeVisible();
  await expectRestWorks(page);
});

test('a chunk 404 and a script error show the retry state, and retry recovers', async ({
  page,
  user,
}) => {
  let mode: 'chunk404' | 'scriptError' | 'ok' = 'chunk404';
  await page.route(`http://localhost:${REMOTE_PORTS.wallet}/static/js/**`, async (route) => {
    if (mode === 'ok') return route.continue();
    if (mode === 'chunk404') return route.fulfill({ status: 404, body: '' });
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: 'throw new Error("boom from a broken deploy")',
    });
  });
  await skipOfficialPush(page, user);
  await openAs(page, user, '/wallet');
  await expect(page.getByTestId('remote-failed')).toBeVisible();
  await expect(page.getByTestId('header-bell')).toBeVisible();

  mode = 'scriptError';
  await page.getByTestId('remote-failed').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('remote-failed')).toBeVisible();

  mode = 'ok';
  await page.getByTestId('remote-failed').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('figure-total_assets')).toBeVisible();
});

test('login loads no remote at all', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(HOST_URL) && !url.startsWith(API_URL)) remoteRequests.push(url);
  });
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remoteRequests).toEqual([]);
});
