/**
 * The release controller's e2e (release-controller.spec.ts): its own host on PORT_BASE + 86 with
 * its own app-config.json (telemetry to the run's collector), canary builds on + 87 to + 89,
 * `pnpm release` run as a child process as a person would run it, and made-up merchants who
 * open the wallet in the browser.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { auditFileOf, readAudit } from '#repo/collector/src/audit.ts';
import { openDb } from '#repo/collector/src/ingest/store.ts';
import { bucketOf } from '#repo/host/src/remotes/canary/assign.ts';
import type { ReleaseRemote } from '#repo/scripts/release/config-edit.ts';
import { COLLECTOR_DB, COLLECTOR_URL, PORT_BASE } from '../../support/env';
import { apiData, expect, registerUser, type TestUser, useToken } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { sideRunOrigin } from './extra-host';
import { root } from './wallet-build';

export const HOST = sideRunOrigin('releaseHost');
export const GOOD = sideRunOrigin('releaseGood');
export const BROKEN = sideRunOrigin('releaseBroken');
/** a canary whose every wallet page throws while rendering */
export const THROWING = sideRunOrigin('releaseThrowing');
const ERROR_SCREENS = ['route-error', 'page-load-failed', 'remote-failed'];

export interface Merchant extends TestUser {
  bucket: number;
}

/** Fresh merchants until each predicate on the wallet's bucket has one (in that order). */
export async function merchantsWith<T extends ((bucket: number) => boolean)[]>(
  ...wanted: T
): Promise<{ [K in keyof T]: Merchant }> {
  const found: (Merchant | undefined)[] = wanted.map(() => undefined);
  for (let i = 0; i < 600 && found.some((m) => !m); i++) {
    const user = await registerUser('rel');
    const { id } = await apiData<{ id: number }>('/user/info', undefined, user.token);
    const bucket = bucketOf('wallet', id);
    const slot = wanted.findIndex((w, j) => !found[j] && w(bucket));
    if (slot >= 0) found[slot] = { ...user, bucket };
  }
  expect(found.every(Boolean), 'a merchant for each bucket range within 600').toBe(true);
  return found as { [K in keyof T]: Merchant };
}

/** The wallet's entry in the config file as it is on disk. */
export function walletIn(file: string): ReleaseRemote {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { remotes: ReleaseRemote[] };
  return config.remotes.find((r) => r.name === 'wallet') as ReleaseRemote;
}

export interface Release {
  child: ChildProcess;
  output: () => string;
  /** its exit code */
  done: Promise<number>;
}

/** `pnpm release wallet …` with this run's collector database, for the release host. */
export function release(args: string[], configFile: string, host = HOST): Release {
  return pnpmRelease(['wallet', ...args], configFile, host);
}

/** `pnpm release …` as given, with this run's collector database, for `host` and its config. */
export function pnpmRelease(args: string[], configFile: string, host = HOST): Release {
  let out = '';
  const child = spawn(
    'pnpm',
    [
      '--silent',
      'release',
      ...args,
      ...['--config', configFile, '--db', COLLECTOR_DB, '--host', host],
    ],
    { cwd: root, env: { ...process.env, PORT_BASE: String(PORT_BASE) } },
  );
  child.stdout.on('data', (d: Buffer) => {
    out += d;
  });
  child.stderr.on('data', (d: Buffer) => {
    out += d;
  });
  const done = new Promise<number>((r) => child.on('exit', (code) => r(code ?? -1)));
  return { child, output: () => out, done };
}

/** When the collector first heard of `version` of the wallet (ms), or null. */
export function firstEventOf(version: string): number | null {
  const db = openDb(COLLECTOR_DB, { readonly: true });
  try {
    const row = db
      .prepare('SELECT MIN(ts_ms) AS t FROM events WHERE remote = ? AND version = ?')
      .get('wallet', version) as { t: number | null };
    return row.t;
  } finally {
    db.close();
  }
}

/** The release audit of the wallet, as the audit file beside the config holds it now. */
export function walletAudit(configFile: string) {
  return readAudit(auditFileOf(configFile), { remote: 'wallet' });
}

/**
 * The wallet's pages a visit goes through, as a merchant does — the button that opens one, then
 * its title — each a page view of the remote.
 */
const PAGES = [
  ['main', 'Bank card', 'Bank card'],
  ['banner', 'Back', 'Wallet'],
  ['main', 'Password', 'Transaction password'],
  ['banner', 'Back', 'Wallet'],
] as const;

/**
 * A merchant's visit of the wallet in a fresh tab (a page session): its page, then its bank card
 * and password pages and back, as a merchant moves around it; no error screen anywhere. The tab
 * stays until its telemetry of all of that has left (the agent sends every 5 s while it holds
 * records; a context closed at once could cut the last beacon off). `walk: false`: the wallet's
 * page only, and no wait for the telemetry. Returns the origins its requests went to.
 */
export async function visitWallet(
  browser: Browser,
  m: Merchant,
  { walk = true, host = HOST } = {},
): Promise<Set<string>> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const origins = new Set<string>();
  const noErrorScreen = async (page: Page) => {
    for (const id of ERROR_SCREENS) await expect(page.getByTestId(id)).toHaveCount(0);
  };
  try {
    const page = await context.newPage();
    let viewsSent = 0;
    page.on('request', (r) => {
      origins.add(new URL(r.url()).origin);
      if (r.url() === `${COLLECTOR_URL}/v1/logs`) {
        viewsSent += r.postData()?.match(/"eventName":"adnet\.page_view"/g)?.length ?? 0;
      }
    });
    await skipOfficialPush(page, m);
    await useToken(page, m.token);
    await page.goto(`${host}/#/wallet`);
    // the wallet's page rendered (its data may still be on its way)
    await expect(
      page.getByRole('region', { name: 'Total assets' }),
      `the wallet for the merchant in bucket ${m.bucket}`,
    ).toBeVisible({ timeout: 60_000 });
    await noErrorScreen(page);
    if (!walk) return origins;
    for (const [where, button, title] of PAGES) {
      await page.getByRole(where).getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await noErrorScreen(page);
    }
    await expect
      .poll(() => viewsSent, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1 + PAGES.length);
  } finally {
    await context.close();
  }
  return origins;
}
