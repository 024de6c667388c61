import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_PORTS } from '../../support/env';
import { expect, test, useToken } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { WORKER_ON, workerControls } from '../../support/service-worker';
import { editWallet, extraHost, sideRunOrigin } from './extra-host';
import { buildWalletCopy } from './wallet-build';

// one worker, in order: the tests share the servers and edit the one config file
test.describe.configure({ mode: 'default' });

/** A host of its own, serving a copy of the host's build (a test deploys a new build into it). */
const host = extraHost({
  name: 'redeploy',
  host: 'extraHost',
  timeout: 180_000,
  copyHostDist: true,
  wallets: async () => ({ extraHostCanary: await buildWalletCopy('dist-canary') }),
});
const HOST = host.url;
const CANARY = sideRunOrigin('extraHostCanary');

function pointWalletAt(manifest: string) {
  editWallet(host.configFile, (wallet) => {
    wallet.manifest = manifest;
  });
}

test('editing the deployed app-config.json points the wallet at a new build on the next load; editing it back rolls back', async ({
  page,
  user,
}) => {
  const original = readFileSync(host.configFile, 'utf8');
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/mf-manifest.json')) manifests.push(new URL(r.url()).origin);
  });
  const marker = page.getByTestId('build-label');
  const wallet = page.getByTestId('figure-total_assets');

  await skipOfficialPush(page, user);
  await useToken(page, user.token);
  await page.goto(`${HOST}/#/wallet`);
  await expect(wallet).toBeVisible();
  await expect(marker).toHaveCount(0);
  expect(manifests).toContain(`http://localhost:${REMOTE_PORTS.wallet}`);

  // deploy: the config file alone changes, the host server keeps running
  pointWalletAt(`${CANARY}/mf-manifest.json`);
  manifests.length = 0;
  await page.reload();
  await expect(marker).toHaveText('Preview build: canary');
  await expect(wallet).toBeVisible();
  expect(manifests).toContain(CANARY);

  // roll back: the file as it was
  writeFileSync(host.configFile, original);
  manifests.length = 0;
  await page.reload();
  await expect(wallet).toBeVisible();
  await expect(marker).toHaveCount(0);
  expect(manifests).not.toContain(CANARY);
});

test.describe('with the service worker on', () => {
  test.use(WORKER_ON);

  test('a config edit repoints the wallet on the next load, and back, while the worker serves the page', async ({
    page,
    user,
  }) => {
    test.setTimeout(180_000);
    const original = readFileSync(host.configFile, 'utf8');
    const manifests: { origin: string; worker: boolean }[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/mf-manifest.json')) {
        manifests.push({ origin: new URL(r.url()).origin, worker: r.fromServiceWorker() });
      }
    });
    const marker = page.getByTestId('build-label');
    const wallet = page.getByTestId('figure-total_assets');
    await skipOfficialPush(page, user);
    await useToken(page, user.token);
    await page.goto(`${HOST}/#/wallet`);
    await expect(wallet).toBeVisible({ timeout: 60_000 });
    await workerControls(page);

    pointWalletAt(`${CANARY}/mf-manifest.json`);
    manifests.length = 0;
    await page.reload();
    await expect(marker).toHaveText('Preview build: canary', { timeout: 60_000 });
    await expect(wallet).toBeVisible({ timeout: 60_000 });
    expect(manifests).toContainEqual({ origin: CANARY, worker: true });

    writeFileSync(host.configFile, original);
    manifests.length = 0;
    await page.reload();
    await expect(wallet).toBeVisible({ timeout: 60_000 });
    await expect(marker).toHaveCount(0, { timeout: 30_000 });
    expect(manifests.map((m) => m.origin)).not.toContain(CANARY);
  });

  test('a new host build is picked up on the next load, and the old caches go', async ({
    page,
    user,
  }) => {
    test.setTimeout(180_000);
    // the remotes' chunks answer slowly, so the worker is still keeping them (batch after
    // batch) when the new build lands: the new worker must take over all the same
    await page.context().route(/localhost:\d+\/static\/(js|css)\/async\//, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await skipOfficialPush(page, user);
    await useToken(page, user.token);
    await page.goto(`${HOST}/#/wallet`);
    await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 60_000 });
    await workerControls(page);
    // a cache an earlier version of the worker left behind
    await page.evaluate(async () => {
      await (await caches.open('adnet-assets-v0')).put('/old', new Response('old'));
    });

    // deploy: a new entry script (a new name, as a new build's content hash gives it), the
    // index.html that names it, and the new build's worker
    const hostDist = host.hostDist;
    const indexFile = join(hostDist, 'index.html');
    const html = readFileSync(indexFile, 'utf8');
    const entry = /\/static\/js\/index\.[0-9a-f]+\.js/.exec(html)?.[0] ?? '';
    expect(entry).not.toBe('');
    const next = '/static/js/index.0123456789ab.js';
    copyFileSync(join(hostDist, entry), join(hostDist, next));
    writeFileSync(indexFile, html.replaceAll(entry, next));
    writeFileSync(
      join(hostDist, 'sw.js'),
      `${readFileSync(join(hostDist, 'sw.js'), 'utf8')}\n// the next build\n`,
    );
    for (const ext of ['.br', '.gz']) rmSync(join(hostDist, `index.html${ext}`), { force: true });
    rmSync(join(hostDist, 'sw.js.br'), { force: true });
    rmSync(join(hostDist, 'sw.js.gz'), { force: true });

    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.reload();
    await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 60_000 });
    expect(scripts).toContain(next);
    expect(scripts).not.toContain(entry);
    // the new worker took over and removed what the earlier one left
    await expect
      .poll(() => page.evaluate(() => caches.has('adnet-assets-v0')), { timeout: 30_000 })
      .toBe(false);
  });
});
