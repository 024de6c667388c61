/**
 * A remote's first route without its manifest, and a route started on a link's intent
 * (docs/deploy.md "Snapshots", docs/remote.md "Intent"):
 * - with the deploy step's snapshots in the config (scripts/deploy/config-snapshot.ts, run here on the
 *   served config as a deployment runs it), the wallet's first visit asks for no manifest;
 *   without them (the suite's own config), it does;
 * - a snapshot the deployment no longer matches (its entry gone, or read from another URL than
 *   the remote's manifest now) falls back to the manifest, and the device keeps to it;
 * - a pointer-down on a link (a button that says where it leads) starts the page's data and
 *   remote before the click, and the page then uses what was started.
 */
import type { Page } from '@playwright/test';
import type { RuntimeConfig } from '#repo/host/src/remotes/runtime-config.ts';
import { type WithSnapshots, withSnapshots } from '#repo/scripts/deploy/config-snapshot.ts';
import { API_URL, REMOTE_PORTS } from '../../support/env';
import { expect, needsRemotes, openAs, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { saveData } from '../../support/save-data';

const WALLET = `http://localhost:${REMOTE_PORTS.wallet}`;
const MESSAGING = `http://localhost:${REMOTE_PORTS.messaging}`;
const MANIFEST = `${WALLET}/mf-manifest.json`;
/** A remote entry: the one script directly under static/js (chunks are under async/). */
const isEntry = (url: string, origin: string) =>
  url.startsWith(`${origin}/`) && /^\/static\/js\/[^/]+\.js$/.test(new URL(url).pathname);

type Config = WithSnapshots<RuntimeConfig>;

/** The page gets the served config with the deploy step's snapshots, changed by `edit`. */
async function snapshotConfig(page: Page, edit: (config: Config) => void = () => {}) {
  await page.route('**/app-config.json', async (route) => {
    const res = await route.fetch();
    const { config, problems } = await withSnapshots((await res.json()) as RuntimeConfig);
    expect(problems).toEqual([]);
    edit(config);
    await route.fulfill({ response: res, json: config });
  });
}

function requests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

const walletShown = (page: Page) =>
  expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 15_000 });

test.beforeEach(async ({ page, user }) => {
  needsRemotes(['wallet', 'messaging']);
  // No idle preload: it would fetch the manifests before the visits measured here.
  await saveData(page);
  await skipOfficialPush(page, user);
});

test("with snapshots in the config, the wallet's first route asks for no manifest", async ({
  page,
  user,
}) => {
  await snapshotConfig(page);
  const asked = requests(page);
  await openAs(page, user, '/wallet');
  await walletShown(page);
  expect(asked).not.toContain(MANIFEST);
  expect(asked.filter((u) => isEntry(u, WALLET))).toHaveLength(1);
  expect(asked.some((u) => u.includes('/static/js/async/__federation_expose_routes'))).toBe(true);
});

test('without snapshots, the manifest comes first', async ({ page, user }) => {
  const asked = requests(page);
  await openAs(page, user, '/wallet');
  await walletShown(page);
  const manifest = asked.indexOf(MANIFEST);
  expect(manifest).toBeGreaterThanOrEqual(0);
  expect(asked.findIndex((u) => isEntry(u, WALLET))).toBeGreaterThan(manifest);
});

test('a snapshot whose entry is gone: the wallet loads from its manifest, and the next load goes there directly', async ({
  page,
  user,
}) => {
  const gone = `${WALLET}/static/js/wallet.0000000000.js`;
  await snapshotConfig(page, (config) => {
    const wallet = config.remotes.find((r) => r.name === 'wallet');
    if (wallet?.snapshot) wallet.snapshot.remoteEntry = 'static/js/wallet.0000000000.js';
  });
  const asked = requests(page);
  await openAs(page, user, '/wallet');
  await walletShown(page);
  await expect(page.getByTestId('remote-failed')).toHaveCount(0);
  expect(asked.filter((u) => u === gone)).toHaveLength(1);
  expect(asked).toContain(MANIFEST);

  asked.length = 0;
  await page.reload();
  await walletShown(page);
  expect(asked).not.toContain(gone);
  expect(asked).toContain(MANIFEST);
});

test('a snapshot read from another URL than the manifest the config names now is not used', async ({
  page,
  user,
}) => {
  await snapshotConfig(page, (config) => {
    const wallet = config.remotes.find((r) => r.name === 'wallet');
    // the config repointed by hand, the snapshot step not run since
    if (wallet?.snapshot)
      wallet.snapshot.manifest = 'https://wallet.cdn.example/v41/mf-manifest.json';
  });
  const asked = requests(page);
  await openAs(page, user, '/wallet');
  await walletShown(page);
  expect(asked).toContain(MANIFEST);
});

test("a pointer-down on a quick action asks for the page's data before the click; the page takes that answer", async ({
  page,
  user,
}) => {
  const card = `${API_URL}/bank_card/detail`;
  const asked = requests(page);
  await openAs(page, user, '/wallet');
  await walletShown(page);
  const before = asked.filter((u) => u === card).length;

  await page.getByTestId('action-card').hover();
  await page.mouse.down();
  await expect.poll(() => asked.filter((u) => u === card).length).toBe(before + 1);
  await page.mouse.up();
  await expect(page.getByTestId('bind-form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((u) => u === card).length).toBe(before + 1);
});

test('a pointer-down on the bell loads the messaging remote and its first page of notifications before the click', async ({
  page,
  user,
}) => {
  const list = `${API_URL}/user/notifications`;
  const asked = requests(page);
  // the list's first page (the loader's); scrolling asks for the next ones itself
  const firstPages: string[] = [];
  page.on('request', (r) => {
    if (r.url() === list && /"page":1\b/.test(r.postData() ?? '')) firstPages.push(r.url());
  });
  await openAs(page, user, '/wallet');
  await walletShown(page);
  expect(asked.some((u) => u.startsWith(`${MESSAGING}/`))).toBe(false);
  expect(firstPages).toHaveLength(0);

  await page.getByTestId('header-bell').hover();
  await page.mouse.down();
  await expect.poll(() => asked.some((u) => isEntry(u, MESSAGING))).toBe(true);
  await expect.poll(() => firstPages.length).toBe(1);
  await page.mouse.up();
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(firstPages).toHaveLength(1);
});
