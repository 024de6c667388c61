/**
 * Redeploy by config (issue 10, item 2): the host's app-config.json is deployment data. A
 * second, real build of the wallet (ADNET_BUILD_LABEL=canary, in remote-wallet/dist-canary)
 * is served at another URL; editing the host's config file on disk points the wallet there on
 * the next page load, with no restart and no request interception; editing it back rolls back.
 *
 * The test starts its own host (PORT_BASE + 20, with its own config file) through serve.ts,
 * so the hosts of the parallel tests keep their config. Runs in one project only: the
 * behaviour does not depend on the viewport, and the ports are fixed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApp, writeDefaultConfig } from '../../../scripts/serve';
import { EXTRA_HOST_OFFSET } from '../../../shared/build/ports';
import { PORT_BASE } from '../../env';
import { expect, test, useToken } from '../../fixtures';
import { skipOfficialPush } from '../plan/plan-helpers';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const liveManifest = join(root, 'remote-wallet/dist/mf-manifest.json');
const canaryDist = join(root, 'remote-wallet/dist-canary');
const canaryManifest = join(canaryDist, 'mf-manifest.json');
const HOST_PORT = PORT_BASE + EXTRA_HOST_OFFSET;
const CANARY_PORT = PORT_BASE + EXTRA_HOST_OFFSET + 1;
const HOST = `http://localhost:${HOST_PORT}`;
const CANARY = `http://localhost:${CANARY_PORT}`;

interface RuntimeConfig {
  remotes: { name: string; manifest: string }[];
}

/** The canary build, made from this checkout when missing or older than the live build. */
function buildCanary() {
  const live = existsSync(liveManifest) ? statSync(liveManifest).mtimeMs : 0;
  if (existsSync(canaryManifest) && statSync(canaryManifest).mtimeMs >= live) return;
  execFileSync('pnpm', ['--filter', '@adnet/remote-wallet', 'build'], {
    cwd: root,
    env: { ...process.env, ADNET_BUILD_LABEL: 'canary', ADNET_DIST_DIR: 'dist-canary' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
  buildCanary();
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
  expect(manifests).toContain(`http://localhost:${PORT_BASE + 3}`);

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
