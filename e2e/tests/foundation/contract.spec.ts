/**
 * The versioned shared contract (docs/remote-contract.md). Two real builds of the wallet are
 * made from this checkout, stamped as built against other releases of `@adnet/shared`:
 * - the previous minor (e.g. 1.1.0, "^1.1.0"): the host (1.2.x) meets it, so it runs, with its
 *   own strings in the user's language;
 * - the next minor (e.g. 1.3.0, "^1.3.0"): the host cannot meet it, so the wallet is refused
 *   before any of its code runs and says "this section needs an app update"; the rest of the
 *   app keeps working.
 * Each is served at a URL of its own; the host's run-time config is pointed at it in the
 * browser (redeploy by config itself is tested without interception in the deploy specs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { serveApp } from '#repo/scripts/serving/serve.ts';
import { SIDE_RUN_OFFSETS } from '#repo/shared/workspace/apps.ts';
import { PORT_BASE, REMOTE_PORTS } from '../../support/env';
import { expect, openAs, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { WORKER_ON, workerControls } from '../../support/service-worker';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const sharedVersion = (
  JSON.parse(readFileSync(join(root, 'shared/package.json'), 'utf8')) as { version: string }
).version;
const [major, minor] = sharedVersion.split('.').map(Number) as [number, number];

const builds = {
  previous: {
    version: `${major}.${Math.max(0, minor - 1)}.0`,
    port: PORT_BASE + SIDE_RUN_OFFSETS.contractPrevious,
  },
  next: { version: `${major}.${minor + 1}.0`, port: PORT_BASE + SIDE_RUN_OFFSETS.contractNext },
};

function distOf(kind: keyof typeof builds) {
  return join(root, `remote-wallet/dist-contract-${kind}`);
}

/** A wallet build stamped with another contract version, remade when older than the live one. */
function buildWallet(kind: keyof typeof builds) {
  const manifest = join(distOf(kind), 'mf-manifest.json');
  const live = join(root, 'remote-wallet/dist/mf-manifest.json');
  const liveTime = existsSync(live) ? statSync(live).mtimeMs : 0;
  if (existsSync(manifest) && statSync(manifest).mtimeMs >= liveTime) {
    const m = readFileSync(manifest, 'utf8');
    if (m.includes(`"requiredVersion": "^${builds[kind].version}"`)) return;
  }
  execFileSync('pnpm', ['--filter', '@adnet/remote-wallet', 'build'], {
    cwd: root,
    env: {
      ...process.env,
      ADNET_SHARED_VERSION: builds[kind].version,
      ADNET_DIST_DIR: `dist-contract-${kind}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function pointWalletAt(page: Page | BrowserContext, port: number) {
  await page.route('**/app-config.json', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as { remotes: { name: string; manifest: string }[] };
    for (const r of config.remotes) {
      if (r.name === 'wallet') r.manifest = `http://localhost:${port}/mf-manifest.json`;
    }
    await route.fulfill({ response: res, json: config });
  });
}

let servers: Server[] = [];

// one worker for both tests: the builds are served on fixed ports
test.describe.configure({ mode: 'serial' });

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(
    testInfo.project.name !== testInfo.config.projects[0]?.name,
    'runs in the first project only (fixed ports, viewport-independent)',
  );
  testInfo.setTimeout(180_000);
  buildWallet('previous');
  buildWallet('next');
  servers = [
    await serveApp('wallet', builds.previous.port, { dist: distOf('previous') }),
    await serveApp('wallet', builds.next.port, { dist: distOf('next') }),
  ];
});

test.afterAll(() => {
  for (const s of servers) s.close();
});

test('a wallet built against the previous contract release runs, with its own strings', async ({
  page,
  user,
}) => {
  await pointWalletAt(page, builds.previous.port);
  await skipOfficialPush(page, user);
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'));
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).port));
  await openAs(page, user, '/wallet');
  await expect(page.getByTestId('figure-total_assets')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('钱包');
  await expect(page.getByText('总资产')).toBeVisible();
  await expect(page.getByText('figures.totalAssets')).toHaveCount(0);
  expect(asked).toContain(String(builds.previous.port));
});

test('a wallet that needs a newer contract is refused before it runs: "needs an app update", the rest works', async ({
  page,
  user,
}) => {
  await pointWalletAt(page, builds.next.port);
  await skipOfficialPush(page, user);
  const scripts: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.port === String(builds.next.port) && url.pathname.endsWith('.js')) {
      scripts.push(`${r.resourceType()} ${url.pathname}`);
    }
  });
  await openAs(page, user, '/wallet');
  const refused = page.getByTestId('remote-update-needed');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('This section needs an app update');
  await expect(refused.getByRole('button', { name: 'Reload' })).toBeVisible();
  // refused on its manifest: no script of that build ran (none was even fetched as a script)
  expect(scripts.filter((s) => s.startsWith('script'))).toEqual([]);
  const containers = await page.evaluate(() =>
    (
      (globalThis as { __FEDERATION__?: { __INSTANCES__?: { name: string }[] } }).__FEDERATION__
        ?.__INSTANCES__ ?? []
    ).map((i) => i.name),
  );
  expect(containers).not.toContain('wallet');
  await expect(page.getByTestId('header-bell')).toBeVisible();

  await page.goto('/#/plan');
  await expect(page.getByTestId('plan-row').first()).toBeVisible({ timeout: 15_000 });
});

test('a canary that needs a newer contract is refused like any build: the merchant gets stable, no screen says so', async ({
  page,
  user,
}) => {
  // every merchant is offered the skewed build as the wallet's canary
  await page.route('**/app-config.json', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as {
      remotes: { name: string; canary?: { manifest: string; percent: number } }[];
    };
    for (const r of config.remotes) {
      if (r.name === 'wallet') {
        r.canary = {
          manifest: `http://localhost:${builds.next.port}/mf-manifest.json`,
          percent: 100,
        };
      }
    }
    await route.fulfill({ response: res, json: config });
  });
  await skipOfficialPush(page, user);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).port));
  await openAs(page, user, '/wallet');
  await expect(page.getByTestId('figure-total_assets')).toBeVisible();
  await expect(page.getByTestId('remote-update-needed')).toHaveCount(0);
  // the canary's manifest was read (and refused), the stable build serves the page
  expect(asked).toContain(String(builds.next.port));
  expect(asked).toContain(String(REMOTE_PORTS.wallet));
});

test.describe('with the service worker on', () => {
  test.use(WORKER_ON);

  test('a wallet that needs a newer contract is still refused when the worker serves the config and the manifest', async ({
    page,
    context,
    user,
  }) => {
    test.setTimeout(180_000);
    await skipOfficialPush(page, user);
    await openAs(page, user, '/ad-center');
    await expect(page.getByRole('heading', { name: 'Ad center' })).toBeVisible({
      timeout: 30_000,
    });
    await workerControls(page);
    // the deployment's config now names the skewed build (routed on the context: the worker's
    // requests too)
    await pointWalletAt(context, builds.next.port);
    const viaWorker: string[] = [];
    page.on('response', (r) => {
      if (r.fromServiceWorker()) viaWorker.push(new URL(r.url()).pathname);
    });
    await page.goto('/#/wallet');
    await page.reload();
    const refused = page.getByTestId('remote-update-needed');
    await expect(refused).toBeVisible({ timeout: 30_000 });
    await expect(refused).toContainText('This section needs an app update');
    await expect(page.getByTestId('header-bell')).toBeVisible();
    expect(viaWorker).toContain('/app-config.json');
    expect(viaWorker).toContain('/mf-manifest.json');
  });
});
