/**
 * The release controller (docs/release.md, "The release controller"), end to end: `pnpm release`
 * run as a person runs it, against a host of its own (PORT_BASE + 86, its own app-config.json,
 * telemetry to the run's collector) and real builds of the wallet served beside the live one,
 * with made-up merchants registered with the sandbox using the wallet in the browser.
 *
 * - A canary whose pages' chunks are gone is stopped by the pre-flight: the controller exits 1,
 *   the config is byte for byte what it was, the refusal is audited with the missing file, and
 *   no merchant's browser asks the canary for anything — asked for 100 % at once.
 * - A canary whose pages throw on render, shipped at 5 % then 25 % (then 100 %, which it never
 *   reaches): its merchants fall back to
 *   stable with no error screen, and the controller takes it to 0 % by itself within 120 s of its
 *   first failure.
 * - A healthy canary walks every step of the default plan (1 → 5 → 25 → 50 → 100 %, with a few
 *   seconds and one session per step for the test) on the collector's verdict, and becomes the
 *   stable build, the previous one kept; `--rollback` restores it.
 *
 * Runs in the first project only: fixed ports, nothing depends on the viewport.
 */
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deletePageChunks } from '#repo/scripts/release/build-version.ts';
import { expect, test } from '../../support/fixtures';
import { extraHost } from './extra-host';
import { buildFaultyWallet } from './faulty-wallet';
import {
  BROKEN,
  firstEventOf,
  GOOD,
  merchantsWith,
  release,
  THROWING,
  visitWallet,
  walletAudit,
  walletIn,
} from './release-helpers';
import { buildWalletCopy } from './wallet-build';

const STABLE_VERSION = `stable-${Date.now()}`;

test.describe.configure({ mode: 'serial' });

/** The release host (HOST), its wallet at STABLE_VERSION, and the three canary builds. */
const host = extraHost({
  name: 'release',
  host: 'releaseHost',
  timeout: 240_000,
  wallets: async (dir) => {
    const good = await buildWalletCopy('dist-release');
    cpSync(good, join(dir, 'broken'), { recursive: true });
    expect(deletePageChunks(join(dir, 'broken'))).toBeGreaterThan(0);
    return {
      releaseGood: good,
      releaseBroken: join(dir, 'broken'),
      releaseThrowing: buildFaultyWallet(join(dir, 'throwing'), 'render', good),
    };
  },
  config: (wallet) => {
    wallet.version = STABLE_VERSION;
  },
});

test('a canary with missing chunks is refused by the pre-flight: nobody is exposed', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const before = readFileSync(host.configFile, 'utf8');
  const version = `missing-chunks-${Date.now()}`;
  const run = release(
    ['--manifest', `${BROKEN}/mf-manifest.json`, '--version', version, '--steps', '100'],
    host.configFile,
  );
  expect(await run.done, run.output()).toBe(1);
  expect(run.output()).toMatch(
    /refused, nobody exposed\. pre-flight: .*\/static\/js\/async\/.*: HTTP 404/,
  );
  expect(readFileSync(host.configFile, 'utf8')).toBe(before);
  expect(walletAudit(host.configFile).at(-1)).toMatchObject({
    action: 'refuse',
    version,
    from: `stable ${STABLE_VERSION}`,
    to: `stable ${STABLE_VERSION}, nobody exposed`,
  });
  // merchants of every bucket range use the wallet from the stable build only
  const merchants = await merchantsWith(
    (b) => b < 2_500,
    (b) => b >= 2_500 && b < 5_000,
    (b) => b >= 5_000,
  );
  for (const m of merchants) {
    const origins = await visitWallet(browser, m, { walk: false });
    expect(origins.has(BROKEN), `merchant in bucket ${m.bucket}`).toBe(false);
  }
});

test('a canary that throws on render is taken to 0 % by itself within 120 s, no error screen', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const version = `throws-${Date.now()}`;
  // one merchant inside the first step (5 %), four more inside the second (25 %)
  const inSecond = (b: number) => b >= 500 && b < 2_500;
  const merchants = await merchantsWith((b) => b < 500, inSecond, inSecond, inSecond, inSecond);
  const run = release(
    [
      ...['--manifest', `${THROWING}/mf-manifest.json`, '--version', version],
      // 45 s a step: the failures of the merchants at 25 % reach the verdict before it could
      // move past 25 % (a visit takes 15–40 s on this machine)
      ...['--steps', '5,25,100', '--step-minutes', '0.75', '--min-sessions', '0'],
      ...['--promote-sessions', '0', '--interval', '1s'],
    ],
    host.configFile,
  );
  let exited = false;
  void run.done.then(() => {
    exited = true;
  });
  // the merchants use the wallet throughout; visitWallet fails on any error screen
  let onCanary = 0;
  while (!exited) {
    const visits = await Promise.all(merchants.map((m) => visitWallet(browser, m)));
    onCanary += visits.filter((origins) => origins.has(THROWING)).length;
  }
  expect(await run.done, run.output()).toBe(1);
  expect(onCanary, 'visits that loaded the canary and fell back').toBeGreaterThan(0);
  const lines = walletAudit(host.configFile).filter((l) => l.version === version);
  // shipped at 5 %, then 25 % unless the first step's failures already decided; never further
  const story = lines.map((l) => `${l.action}: ${l.to}`);
  expect([
    [`ship: canary ${version} 5 %`, `rollback: canary ${version} 0 %`],
    [
      `ship: canary ${version} 5 %`,
      `step: canary ${version} 25 %`,
      `rollback: canary ${version} 0 %`,
    ],
  ]).toContainEqual(story);
  expect(lines.at(-1)?.reason).toMatch(/^verdict "roll back": /);
  expect(walletIn(host.configFile).canary?.percent ?? 0).toBe(0);
  const first = firstEventOf(version);
  expect(first, 'the collector heard of the canary').not.toBeNull();
  const rolledBackAt = lines.at(-1)?.tsMs ?? Number.POSITIVE_INFINITY;
  expect(rolledBackAt - (first as number), 'ms from its first failure to 0 %').toBeLessThan(
    120_000,
  );
  // and the merchants are on stable again
  for (const m of merchants) expect((await visitWallet(browser, m)).has(THROWING)).toBe(false);
});

test('a healthy canary walks every step on the verdict and becomes stable', async ({ browser }) => {
  test.setTimeout(900_000);
  const version = `healthy-${Date.now()}`;
  // one merchant on the canary from its first step (1 %), one on stable until 100 %
  const [early, late] = await merchantsWith(
    (b) => b < 100,
    (b) => b >= 5_000,
  );
  const run = release(
    [
      ...['--manifest', `${GOOD}/mf-manifest.json`, '--version', version],
      ...['--step-minutes', '0.05', '--min-sessions', '1', '--interval', '1s'],
      // a promotion on the sessions a test can give (the collector asks for ~340)
      ...['--promote-sessions', '1'],
    ],
    host.configFile,
  );
  let exited = false;
  void run.done.then(() => {
    exited = true;
  });
  // the merchants keep using the wallet while the release runs, two tabs at a time (a tab
  // waits for its telemetry to leave, mostly idle), never seeing an error screen
  let earlyOnCanary = 0;
  for (let i = 0; !exited; i++) {
    const percent = walletIn(host.configFile).canary?.percent;
    const tabs = i % 3 === 2 ? [early, late] : [early, early];
    const visits = await Promise.all(tabs.map((m) => visitWallet(browser, m)));
    if (percent === undefined) continue; // before the ship, or after the promotion
    tabs.forEach((m, j) => {
      const fromCanary = visits[j]?.has(GOOD) ?? false;
      if (m === early && fromCanary) earlyOnCanary++;
      // the other merchant stays on stable below 50 % (read before the visit, the percent
      // may rise during it: from below 50 it cannot reach that merchant's bucket)
      if (m === late && percent < 50) expect(fromCanary, `at ${percent} %`).toBe(false);
    });
  }
  expect(await run.done, run.output()).toBe(0);
  // (a merchant not known within 3 s of the start gets stable: not every visit of theirs counts)
  expect(earlyOnCanary).toBeGreaterThan(0);

  const wallet = walletIn(host.configFile);
  expect(wallet.manifest).toBe(`${GOOD}/mf-manifest.json`);
  expect(wallet.version).toBe(version);
  expect(wallet.canary).toBeUndefined();
  expect(wallet.snapshot?.manifest).toBe(`${GOOD}/mf-manifest.json`);
  expect(wallet.previous?.version).toBe(STABLE_VERSION);
  const lines = walletAudit(host.configFile).filter((l) => l.version === version);
  expect(lines.map((l) => `${l.action}: ${l.from} → ${l.to}`)).toEqual([
    `ship: stable ${STABLE_VERSION} → canary ${version} 1 %`,
    `step: canary ${version} 1 % → canary ${version} 5 %`,
    `step: canary ${version} 5 % → canary ${version} 25 %`,
    `step: canary ${version} 25 % → canary ${version} 50 %`,
    `step: canary ${version} 50 % → canary ${version} 100 %`,
    `promote: stable ${STABLE_VERSION}, canary ${version} 100 % → stable ${version} (previous ${STABLE_VERSION} kept)`,
  ]);
  for (const l of lines.slice(1)) expect(l.reason).toMatch(/^verdict "promote"/);
  // every merchant now gets the promoted build as the stable one
  expect((await visitWallet(browser, late)).has(GOOD)).toBe(true);

  // and one command puts the previous stable build back
  const back = release(['--rollback'], host.configFile);
  expect(await back.done, back.output()).toBe(0);
  expect(walletIn(host.configFile)).toMatchObject({ version: STABLE_VERSION });
  expect(walletIn(host.configFile).manifest).not.toBe(`${GOOD}/mf-manifest.json`);
  expect(walletAudit(host.configFile).at(-1)).toMatchObject({
    action: 'restore',
    from: `stable ${version}`,
    to: `stable ${STABLE_VERSION}`,
  });
  expect((await visitWallet(browser, late)).has(GOOD)).toBe(false);
});
