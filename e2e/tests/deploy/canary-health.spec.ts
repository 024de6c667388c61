/**
 * Release safety (docs/release.md), proved end to end with the real collector and the real
 * report: a wallet canary at 50 % whose page chunks fail. The test starts its own host (PORT_BASE
 * + 23, its own app-config.json with the canary block and the telemetry endpoint) and serves the
 * broken canary on PORT_BASE + 24: a real build of the wallet (remote-wallet/dist-canary-health,
 * built like the redeploy spec's canary) with its page chunks removed, as a CDN that lost them would.
 *
 * - Fresh merchants are split by the canary's share; each canary merchant's wallet falls back
 *   to the stable build without an error screen and keeps working; the stable ones never see
 *   the canary's files.
 * - `pnpm health --json` then says "roll back" for the canary's version, with its failed
 *   sessions and the merchants who left it counted, and exits 1; the stable version says
 *   "promote" or "hold". At a 50 % share it is the run rule that decides (5 canary sessions in
 *   a row failed, on 5 merchants): five canary merchants are needed.
 * Runs in one project only: the behaviour does not depend on the viewport, and the ports are
 * fixed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { HealthReport, RemoteHealth } from '#repo/collector/src/report/report.ts';
import { onCanary } from '#repo/host/src/remotes/canary/assign.ts';
import { COLLECTOR_DB, COLLECTOR_URL } from '../../support/env';
import {
  apiData,
  expect,
  registerUser,
  type TestUser,
  test,
  useToken,
} from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { extraHost, sideRunOrigin } from './extra-host';
import { buildFaultyWallet } from './faulty-wallet';
import { buildWalletCopy, root } from './wallet-build';

const CANARY = sideRunOrigin('secondExtraHostCanary');
const STABLE_VERSION = `stable-${Date.now()}`;
const CANARY_VERSION = `canary-${Date.now()}`;

/** The host, its canary at 50 % a copy of the wallet's build without its page chunks. */
const HOST = extraHost({
  name: 'canary',
  host: 'secondExtraHost',
  timeout: 180_000,
  wallets: async (dir) => ({
    secondExtraHostCanary: buildFaultyWallet(
      join(dir, 'wallet'),
      'chunks',
      await buildWalletCopy('dist-canary-health'),
    ),
  }),
  config: (wallet, config) => {
    wallet.version = STABLE_VERSION;
    wallet.canary = {
      manifest: `${CANARY}/mf-manifest.json`,
      percent: 50,
      version: CANARY_VERSION,
    };
    config.telemetry = { endpoint: COLLECTOR_URL, sampleRate: 1 };
  },
}).url;

/** `pnpm health --json` of the wallet: its lines, and its exit code (1 while one says roll back). */
function healthRun(): { rows: RemoteHealth[]; code: number | null } {
  const res = spawnSync(
    'pnpm',
    ['--silent', 'health', '--json', '--remote', 'wallet', '--db', COLLECTOR_DB],
    { cwd: root, encoding: 'utf8' },
  );
  if (res.status !== 0 && res.status !== 1) throw new Error(`pnpm health: ${res.stderr}`);
  return { rows: (JSON.parse(res.stdout) as HealthReport).remotes, code: res.status };
}

const health = () => healthRun().rows;

async function merchantId(user: TestUser): Promise<number> {
  return (await apiData<{ id: number }>('/user/info', undefined, user.token)).id;
}

test('a broken canary at 50 %: its merchants fall back and keep working, and the report says roll back', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Fresh merchants until the canary has five and stable two (the split is the canary's hash:
  // about half). At 50 % the conditional test needs many sessions; five failed canary
  // sessions in a row, on five merchants, is the run rule's obvious case.
  const canary: TestUser[] = [];
  const stable: TestUser[] = [];
  for (let i = 0; i < 40 && (canary.length < 5 || stable.length < 2); i++) {
    const user = await registerUser('canary');
    const onIt = onCanary('wallet', await merchantId(user), 50);
    if (onIt ? canary.length < 5 : stable.length < 2) (onIt ? canary : stable).push(user);
  }
  expect(canary.length).toBe(5);
  expect(stable.length).toBe(2);

  const contexts: BrowserContext[] = [];
  for (const user of [...canary, ...stable]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    const page = await context.newPage();
    const fromCanary: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(CANARY)) fromCanary.push(r.url());
    });
    await skipOfficialPush(page, user);
    await useToken(page, user.token);
    await page.goto(`${HOST}/#/wallet`);
    // the wallet works, whichever build was given
    await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('page-load-failed')).toHaveCount(0);
    await expect(page.getByTestId('remote-failed')).toHaveCount(0);
    // nothing of a canary is shown
    await expect(page.getByTestId('build-label')).toHaveCount(0);
    if (canary.includes(user)) {
      expect(fromCanary.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
      // sticky for the session: the next visit goes straight to stable
      fromCanary.length = 0;
      await page.goto(`${HOST}/#/ad-center`);
      await page.goto(`${HOST}/#/wallet`);
      await expect(page.getByTestId('figure-total_assets')).toBeVisible();
      expect(fromCanary).toEqual([]);
    } else {
      expect(fromCanary).toEqual([]);
    }
    // the merchant leaves the page: what it holds leaves by beacon. The browser context stays
    // open until the report has it (closing it at once could cut a beacon off in flight).
    await page.goto('about:blank');
  }

  await expect
    .poll(
      () => {
        const { rows, code } = healthRun();
        const c = rows.find((r) => r.version === CANARY_VERSION && r.track === 'canary');
        return c
          ? {
              failures: c.loadFailures >= canary.length,
              failedSessions: c.failedSessions,
              merchantsLeft: c.merchantsLeft,
              verdict: c.verdict,
              code,
            }
          : null;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toEqual({
      failures: true,
      failedSessions: canary.length,
      merchantsLeft: canary.length,
      verdict: 'roll back',
      code: 1,
    });
  // every merchant's wallet came from the stable build in the end: each page's views arrive
  await expect
    .poll(
      () => health().find((r) => r.version === STABLE_VERSION && r.track === 'stable')?.views ?? 0,
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(stable.length + canary.length);
  const rows = health();
  const stableRow = rows.find((r) => r.version === STABLE_VERSION && r.track === 'stable');
  expect(stableRow?.views).toBeGreaterThanOrEqual(stable.length + canary.length);
  expect(stableRow?.loadFailures).toBe(0);
  expect(['promote', 'hold']).toContain(stableRow?.verdict);
  for (const context of contexts) await context.close();
});
