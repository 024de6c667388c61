/**
 * Every canary failure leaves the canary, and open tabs follow the config (docs/release.md
 * "When the canary fails"), end to end with the real collector. The spec starts its own host
 * (PORT_BASE + 27, its own app-config.json with a telemetry endpoint, edited by the tests) and
 * two wallet canaries beside it: one whose pages throw on render (+ 28) and a healthy one
 * (+ 29), copies of the wallet's build (./faulty-wallet.ts).
 *
 * - A canary whose page throws on render: the merchant sees the stable page after one reload,
 *   never the error screen, and the collector gets the render error under the canary's version
 *   and a `render` fallback carrying the merchant's canary key; a new tab of the same merchant
 *   goes straight to stable, without one request to the canary.
 * - A canary withdrawn while a tab shows a form of it: the form stays as it was; the next entry
 *   into the wallet reloads into the stable build.
 * Runs in one project only: the behaviour does not depend on the viewport, and the ports are
 * fixed; the tests run in order on one worker (they share the servers and the config file).
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openDb } from '#repo/collector/src/ingest/store.ts';
import { ATTR } from '#repo/shared/src/telemetry/schema.ts';
import { COLLECTOR_DB, COLLECTOR_URL, REMOTE_PORTS } from '../../support/env';
import { expect, setUser, test, useToken } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { editWallet, extraHost, sideRunOrigin } from './extra-host';
import { buildFaultyWallet } from './faulty-wallet';

const THROWING = sideRunOrigin('thirdExtraHostBrokenCanary');
const HEALTHY = sideRunOrigin('thirdExtraHostCanary');
const STABLE = `http://localhost:${REMOTE_PORTS.wallet}`;
const RUN = Date.now();
const STABLE_VERSION = `stable-${RUN}`;
const THROWING_VERSION = `render-fault-${RUN}`;
const HEALTHY_VERSION = `healthy-${RUN}`;

test.describe.configure({ mode: 'serial' });

/** The host, with a canary whose pages throw on render and a healthy one, copies of the wallet's build. */
const host = extraHost({
  name: 'canary-leave',
  host: 'thirdExtraHost',
  wallets: async (dir) => ({
    thirdExtraHostBrokenCanary: buildFaultyWallet(join(dir, 'throwing'), 'render'),
    thirdExtraHostCanary: buildFaultyWallet(join(dir, 'healthy'), null),
  }),
});
const HOST = host.url;

/** Deploys `canary` (or none) as the wallet's canary in the host's app-config.json. */
function setCanary(canary: { manifest: string; percent: number; version: string } | null) {
  editWallet(host.configFile, (wallet, config) => {
    wallet.version = STABLE_VERSION;
    if (canary) wallet.canary = canary;
    else delete wallet.canary;
    config.telemetry = { endpoint: COLLECTOR_URL, sampleRate: 1 };
  });
}

/** Requests of `page` to each wallet build's origin, and the page loads it went through. */
function watch(page: Page) {
  const seen = {
    throwing: [] as string[],
    healthy: [] as string[],
    stable: [] as string[],
    loads: 0,
  };
  page.on('request', (r) => {
    const url = r.url();
    if (url.startsWith(THROWING)) seen.throwing.push(url);
    if (url.startsWith(HEALTHY)) seen.healthy.push(url);
    if (url.startsWith(STABLE)) seen.stable.push(url);
  });
  page.on('load', () => {
    seen.loads += 1;
  });
  return seen;
}

/** Counts every time an error screen of a route is put on the page, across reloads. */
async function countRouteErrors(page: Page) {
  const shown = { count: 0 };
  await page.exposeBinding('__routeErrorShown', () => {
    shown.count += 1;
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="route-error"]')) {
        (window as unknown as { __routeErrorShown: () => void }).__routeErrorShown();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return shown;
}

/** The events the collector holds for `version`, with their attributes. */
function eventsOf(version: string) {
  const db = openDb(COLLECTOR_DB, { readonly: true });
  try {
    return (
      db
        .prepare('SELECT event, track, attrs_json FROM events WHERE version = ? ORDER BY id')
        .all(version) as { event: string; track: string; attrs_json: string }[]
    ).map((r) => ({ event: r.event, track: r.track, attrs: JSON.parse(r.attrs_json) }));
  } finally {
    db.close();
  }
}

test('a canary whose page throws on render: the stable page, no error screen, a render fallback, and new tabs on stable', async ({
  context,
  page,
  user,
}) => {
  test.setTimeout(180_000);
  setCanary({ manifest: `${THROWING}/mf-manifest.json`, percent: 100, version: THROWING_VERSION });
  const seen = watch(page);
  const errors = await countRouteErrors(page);
  await skipOfficialPush(page, user);
  await useToken(page, user.token);

  await page.goto(`${HOST}/#/wallet`);
  // two loads of the page (the canary's, then the stable build's)
  await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 60_000 });
  // the canary was given and its page tried; one reload later, the stable build shows it
  expect(seen.throwing.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  expect(seen.stable.length).toBeGreaterThan(0);
  expect(seen.loads).toBe(2);
  expect(errors.count).toBe(0);
  await expect(page.getByTestId('route-error')).toHaveCount(0);

  // a new tab of the same merchant: straight to stable, nothing asked of the canary
  const tab = await context.newPage();
  const seenByTab = watch(tab);
  await tab.goto(`${HOST}/#/wallet`);
  await expect(tab.getByTestId('figure-total_assets')).toBeVisible({ timeout: 30_000 });
  expect(seenByTab.throwing).toEqual([]);
  expect(seenByTab.loads).toBe(1);
  await tab.goto('about:blank');
  await page.goto('about:blank');

  // the collector: the render error under the canary's version, then the fallback, with a key
  await expect
    .poll(() => eventsOf(THROWING_VERSION).map((e) => [e.event, e.track]), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        ['adnet.error', 'canary'],
        ['adnet.canary.fallback', 'canary'],
      ]),
    );
  const events = eventsOf(THROWING_VERSION);
  const fallback = events.find((e) => e.event === 'adnet.canary.fallback');
  expect(fallback?.attrs[ATTR.fallbackReason]).toBe('render');
  const key = fallback?.attrs[ATTR.canaryKey];
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  const error = events.find((e) => e.event === 'adnet.error');
  expect(error?.attrs[ATTR.errorSource]).toBe('boundary');
  expect(error?.attrs[ATTR.canaryKey]).toBe(key);
  expect(String(error?.attrs[ATTR.exceptionMessage])).toContain('render fault');
  // every record about the canary carries the same key; none of the stable build's does
  for (const e of events) expect(e.attrs[ATTR.canaryKey], e.event).toBe(key);
  for (const e of eventsOf(STABLE_VERSION)) expect(e.attrs[ATTR.canaryKey]).toBeUndefined();
});

test('an open tab on a canary the config withdraws keeps its form, and reaches stable on its next entry into the wallet', async ({
  page,
  user,
}) => {
  test.setTimeout(180_000);
  setCanary({ manifest: `${HEALTHY}/mf-manifest.json`, percent: 100, version: HEALTHY_VERSION });
  await setUser(user, { card: null });
  const seen = watch(page);
  await page.clock.install();
  await skipOfficialPush(page, user);
  await useToken(page, user.token);

  await page.goto(`${HOST}/#/wallet`);
  await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('action-card').click();
  const bankName = page.getByLabel('Bank name');
  await bankName.fill('Harbor Bank');
  expect(seen.healthy.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  expect(seen.stable).toEqual([]);

  // the release is rolled back: the tab reads the config again within the minute
  setCanary({ manifest: `${HEALTHY}/mf-manifest.json`, percent: 0, version: HEALTHY_VERSION });
  const reread = page.waitForResponse(
    (r) => r.url() === `${HOST}/app-config.json` && r.status() === 200,
  );
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(61_000);
        return Promise.race([reread.then(() => true), page.waitForTimeout(500).then(() => false)]);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  // nothing moves under the form being filled in
  await page.waitForTimeout(500);
  await expect(bankName).toHaveValue('Harbor Bank');
  expect(seen.loads).toBe(1);
  expect(seen.stable).toEqual([]);

  // the next entry into the wallet: one reload, the stable build
  await page.getByTestId('header-back').click();
  await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => seen.loads).toBe(2);
  expect(seen.stable.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  expect(new URL(page.url()).hash).toBe('#/wallet');
});
