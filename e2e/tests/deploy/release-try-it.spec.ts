/**
 * docs/release.md's "Try it locally", run as the page says: its `pnpm release` commands read
 * from the page (scripts/release/try-it.ts) and run as real processes, with the same plan
 * (`--steps 25,50,100 --step-minutes 0.5 --min-sessions 3 --interval 10s --promote-sessions 3`),
 * and their printed outcomes checked against the page's. Only where things are is this run's:
 * a host of its own (PORT_BASE + 92) and the two wallet builds the page's `pnpm build:version`
 * makes — one throwing on render, one whole — served on + 93 and + 94 in place of
 * `localhost:3003/versions/…`; merchants of this spec use the wallet while each release runs,
 * as `pnpm release:traffic` does.
 *
 * - the render-fault build is rolled back from its first step (25 % → 0 %, never 50 %), with no
 *   error screen for any merchant; `status wallet --timeline` tells it;
 * - the whole build walks 25 → 50 → 100 % and becomes stable; `--rollback` puts the previous
 *   stable build back.
 *
 * Runs in the first project only: fixed ports, nothing depends on the viewport.
 */
import { argsOf, readTryIt } from '#repo/scripts/release/try-it.ts';
import { expect, test } from '../../support/fixtures';
import { extraHost, sideRunOrigin } from './extra-host';
import { buildFaultyWallet } from './faulty-wallet';
import { merchantsWith, pnpmRelease, visitWallet, walletAudit, walletIn } from './release-helpers';
import { buildWalletCopy } from './wallet-build';

const STABLE_VERSION = `stable-${Date.now()}`;
const HOST = sideRunOrigin('tryItHost');
const BUILDS: Record<string, string> = {
  'v2-broken': sideRunOrigin('tryItThrowing'),
  v2: sideRunOrigin('tryItGood'),
};

test.describe.configure({ mode: 'serial' });

const host = extraHost({
  name: 'try-it',
  host: 'tryItHost',
  timeout: 240_000,
  wallets: async (dir) => {
    const good = await buildWalletCopy('dist-try-it');
    return { tryItGood: good, tryItThrowing: buildFaultyWallet(`${dir}/throwing`, 'render', good) };
  },
  config: (wallet) => {
    wallet.version = STABLE_VERSION;
  },
});

const { commands, expected } = readTryIt();
/** The page's `pnpm release …` commands, their local build URLs pointed at this run's. */
const releases = commands.flatMap((c) => {
  const args = argsOf(c, 'pnpm release ');
  if (!args) return [];
  return [
    args.map((a) =>
      a.replace(/^http:\/\/localhost:3003\/versions\/([^/]+)/, (_, v: string) => BUILDS[v] ?? a),
    ),
  ];
});
const [shipBroken, timeline, shipGood, rollback] = releases;

/** A line of the page's expected output as a pattern: `…` stands for anything. */
const pattern = (line: string) =>
  new RegExp(
    line
      .split('…')
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*'),
  );

/** Merchants on the canary at 25 % use the wallet, two tabs at a time, until `done`. */
async function traffic(browser: Parameters<typeof visitWallet>[0], done: () => boolean) {
  const merchants = await merchantsWith(
    (b) => b < 2_500,
    (b) => b < 2_500,
  );
  let visits = 0;
  while (!done()) {
    await Promise.all(merchants.map((m) => visitWallet(browser, m, { host: HOST })));
    visits += merchants.length;
  }
  return visits;
}

test("the page's commands: the broken build is rolled back from its first step", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  expect(shipBroken?.[0]).toBe('wallet');
  const run = pnpmRelease(shipBroken ?? [], host.configFile, HOST);
  let exited = false;
  void run.done.then(() => {
    exited = true;
  });
  // visitWallet fails on any error screen
  expect(await traffic(browser, () => exited), run.output()).toBeGreaterThan(0);
  expect(await run.done, run.output()).toBe(1);
  const printed = run.output();
  for (const line of expected) expect(printed, line).toMatch(pattern(line));
  // from its first step: shipped at 25 %, rolled back, never widened
  // (the verdict that never widens a build failing every session is the collector's)
  const story = walletAudit(host.configFile)
    .filter((l) => l.version === 'v2-broken')
    .map((l) => `${l.action}: ${l.to}`);
  expect(story).toEqual(['ship: canary v2-broken 25 %', 'rollback: canary v2-broken 0 %']);
  expect(walletIn(host.configFile).canary?.percent).toBe(0);

  expect(timeline).toEqual(['status', 'wallet', '--timeline']);
  const told = pnpmRelease(timeline ?? [], host.configFile, HOST);
  expect(await told.done, told.output()).toBe(0);
  expect(told.output()).toContain('rolled back: canary v2-broken 25 % → 0 %');
});

test("the page's commands: the good build walks every step to stable, and back", async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const run = pnpmRelease(shipGood ?? [], host.configFile, HOST);
  let exited = false;
  void run.done.then(() => {
    exited = true;
  });
  await traffic(browser, () => exited);
  expect(await run.done, run.output()).toBe(0);
  expect(run.output()).toContain(`promoted: stable v2 (previous ${STABLE_VERSION} kept)`);
  const story = walletAudit(host.configFile)
    .filter((l) => l.version === 'v2')
    .map((l) => `${l.action}: ${l.to}`);
  expect(story).toEqual([
    'ship: canary v2 25 %',
    'step: canary v2 50 %',
    'step: canary v2 100 %',
    `promote: stable v2 (previous ${STABLE_VERSION} kept)`,
  ]);

  expect(rollback).toEqual(['wallet', '--rollback']);
  const back = pnpmRelease(rollback ?? [], host.configFile, HOST);
  expect(await back.done, back.output()).toBe(0);
  expect(walletIn(host.configFile).version).toBe(STABLE_VERSION);
});
