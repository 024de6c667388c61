import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveApp, writeDefaultConfig } from '../../../scripts/serve';
import { EXTRA_HOST_OFFSET } from '../../../shared/build/apps';
import { PORT_BASE, REMOTE_PORTS } from '../../env';
import { expect, test, useToken } from '../../fixtures';
import { skipOfficialPush } from '../plan/plan-helpers';
import { buildWalletCopy, root } from './wallet-build';

const canaryDist = join(root, 'remote-wallet/dist-canary');
const HOST_PORT = PORT_BASE + EXTRA_HOST_OFFSET;
const CANARY_PORT = PORT_BASE + EXTRA_HOST_OFFSET + 1;
const HOST = `http://localhost:${HOST_PORT}`;
const CANARY = `http://localhost:${CANARY_PORT}`;

interface RuntimeConfig {
  remotes: { name: string; manifest: string }[];
}

let dir: string;
let configFile: string;
let servers: Server[] = [];

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(
    testInfo.project.name !== testInfo.config.projects[0]?.name,
    'runs in the first project only (fixed ports, viewport-independent)',
  );
  testInfo.setTimeout(180_000);
  buildWalletCopy('dist-canary');
  dir = mkdtempSync(join(tmpdir(), 'adnet-redeploy-'));
  configFile = join(dir, 'app-config.json');
  writeDefaultConfig(configFile);
  servers = [
    await serveApp('host', HOST_PORT, { config: configFile }),
    await serveApp('wallet', CANARY_PORT, { dist: canaryDist }),
  ];
});

test.afterAll(() => {
  for (const s of servers) s.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function pointWalletAt(manifest: string) {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as RuntimeConfig;
  for (const r of config.remotes) if (r.name === 'wallet') r.manifest = manifest;
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
}

test('editing the deployed app-config.json points the wallet at a new build on the next load; editing it back rolls back', async ({
  page,
  user,
}) => {
  const original = readFileSync(configFile, 'utf8');
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
  writeFileSync(configFile, original);
  manifests.length = 0;
  await page.reload();
  await expect(wallet).toBeVisible();
  await expect(marker).toHaveCount(0);
  expect(manifests).not.toContain(CANARY);
});
