/**
 * The remotes' standalone pages in dev mode (README "Developing one remote"): each remote's
 * dev server (`rsbuild dev`, as `pnpm dev*` runs it) serves its `./routes` inside the real
 * frame at its own root. Every route of every remote must survive a reload (F5, or the live
 * reload after a save), logged in and logged out: the dev page once created its router,
 * which runs the route's loaders at once, before it installed the session controller they
 * call, and every logged-in reload ended on "Unexpected Application Error".
 *
 * Development React mounts twice (StrictMode): the ledger's load-more must still show each
 * page once (no duplicate rows, no duplicate-key warning).
 *
 * The four dev servers and a sandbox in test mode are started here, on a port base of their
 * own (PORT_BASE + 74, each at its usual offset from it, as the dev page finds the API) with
 * a data file of their own, and stopped at the end. One project: nothing here depends on the
 * viewport.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { paths as adcenterPaths } from '#repo/remote-adcenter/src/paths.ts';
import { paths as messagingPaths } from '#repo/remote-messaging/src/paths.ts';
import { paths as planPaths } from '#repo/remote-plan/src/paths.ts';
import { paths as walletPaths } from '#repo/remote-wallet/src/paths.ts';
import { setSandboxUrl } from '#repo/scripts/serving/sandbox-client.ts';
import { prefixesOf, REMOTE_NAMES, SIDE_RUN_OFFSETS } from '#repo/shared/workspace/apps.ts';
import { appOrigin, appPort } from '#repo/shared/workspace/ports.ts';
import { API_URL, PORT_BASE, type RemoteName } from '../../support/env';
import { expect, registerUser, type TestUser, test, useToken } from '../../support/fixtures';
import { plans } from '../../support/plan';
import { ledger } from '../../support/wallet';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const DEV_BASE = PORT_BASE + SIDE_RUN_OFFSETS.devStandaloneBase;
const devUrl = (remote: RemoteName) => appOrigin(remote, 'localhost', DEV_BASE);
const devApi = appOrigin('api', 'localhost', DEV_BASE);
const dataFile = join(tmpdir(), `adnet-e2e-dev-${DEV_BASE}.db`);

/**
 * Every route each remote exposes (its src/paths.ts); `?id=` filled in for a detail page. A
 * remote not named here (a new one) is opened at its prefixes.
 */
function routesOf(remote: RemoteName, planId: number): string[] {
  switch (remote) {
    case 'adcenter':
      return Object.values(adcenterPaths);
    case 'plan':
      return [
        planPaths.plan,
        `${planPaths.planDetail}?id=${planId}`,
        `${planPaths.goodsDetail}?id=${planId}`,
      ];
    case 'wallet':
      return Object.values(walletPaths);
    case 'messaging':
      return Object.values(messagingPaths);
    default:
      return prefixesOf(remote);
  }
}

const children: ChildProcess[] = [];

function start(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group: stopped with what it starts
  });
  let errors = '';
  child.stderr?.on('data', (c: Buffer) => {
    errors = (errors + c.toString()).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code) console.error(`${command} ${args.join(' ')} exited ${code}:\n${errors}`);
  });
  children.push(child);
}

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

let user: TestUser;
let planId = 0;

// one worker: the dev servers listen on fixed ports
test.describe.configure({ mode: 'serial' });

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(
    testInfo.project.name !== testInfo.config.projects[0]?.name,
    'runs in the first project only (fixed ports, viewport-independent)',
  );
  testInfo.setTimeout(300_000);
  rmSync(dataFile, { force: true });
  const remotes = REMOTE_NAMES;
  start('pnpm', ['exec', 'tsx', 'sandbox-api/src/main.ts'], root, {
    SANDBOX_PORT: String(appPort('api', DEV_BASE)),
    SANDBOX_TEST_MODE: '1',
    SANDBOX_DATA: dataFile,
    SANDBOX_ORIGINS: remotes.map(devUrl).join(','),
    SANDBOX_PUBLIC_URL: devApi,
    PORT_BASE: String(DEV_BASE),
  });
  for (const remote of remotes) {
    start(
      join(root, `remote-${remote}/node_modules/.bin/rsbuild`),
      ['dev'],
      join(root, `remote-${remote}`),
      {
        PORT_BASE: String(DEV_BASE),
        NODE_ENV: 'development',
        NODE_OPTIONS: '--no-deprecation',
      },
    );
  }
  const targets = [`${devApi}/health`, ...remotes.map((r) => `${devUrl(r)}/`)];
  await expect(async () => {
    for (const t of targets) expect(await answers(t), t).toBe(true);
  }).toPass({ timeout: 240_000, intervals: [1000] });

  setSandboxUrl(devApi);
  user = await registerUser('dev');
  planId = (await plans(user))[0]?.id ?? 0;
  expect(planId).toBeGreaterThan(0);
});

test.afterAll(() => {
  setSandboxUrl(API_URL);
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  children.length = 0;
  rmSync(dataFile, { force: true });
});

/** Page errors and React's error screen: what a reload must never show. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /same key|session controller not installed/i.test(m.text())) {
      errors.push(`console: ${m.text()}`);
    }
  });
  return errors;
}

/** The frame is up: the header, and no router error screen. */
async function frameShown(page: Page, what: string) {
  await expect(page.getByTestId('header'), what).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Unexpected Application Error'), what).toHaveCount(0);
}

for (const remote of REMOTE_NAMES) {
  test(`${remote}: every route of the standalone page survives a reload, logged in or not`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const routes = routesOf(remote, planId);

    // A fresh load of the route (from about:blank: a hash change alone is no page load),
    // then a reload of wherever it ended.
    const loadAndReload = async (route: string, what: string) => {
      await page.goto('about:blank');
      await page.goto(`${devUrl(remote)}/#${route}`);
      await frameShown(page, what);
      await page.reload();
      await frameShown(page, `${what}, reloaded`);
    };

    // logged out: each route shows the dev page's login (or itself, when public)
    for (const route of routes) await loadAndReload(route, `${route}, logged out`);

    // logged in: each route shows its own page, loaded and reloaded
    await page.evaluate((token) => localStorage.setItem('fb_token', token), user.token);
    for (const route of routes) {
      await loadAndReload(route, `${route}, logged in`);
      await expect(page, `${route}, logged in, reloaded`).not.toHaveURL(/#\/login/);
    }
    expect(errors).toEqual([]);
  });
}

test('wallet: the ledger shows each page once in development React (StrictMode)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const all = await ledger(user);
  expect(all.total).toBeGreaterThan(20); // more than one page: load more runs
  await useToken(page, user.token);
  await page.goto(`${devUrl('wallet')}/#${walletPaths.wallet}`);
  const entries = page.getByTestId('ledger-entry');
  await expect(entries.first()).toBeVisible({ timeout: 20_000 });
  await expect(async () => {
    await page.getByText('No more').or(entries.last()).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(page.getByText('No more')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  // a moment for a second append, had there been one
  await page.waitForTimeout(1000);
  await expect(entries).toHaveCount(all.total);
  expect(errors).toEqual([]);
});
