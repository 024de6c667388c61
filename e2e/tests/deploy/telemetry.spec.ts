/**
 * Health events on the wire (docs/release.md): what leaves for the collector carries no token,
 * no amount and no query string; a render error in one remote's page is filed under that remote
 * and version; and a collector that answers 500 or is not there costs the merchant nothing — no
 * error shown, no retry storm. The requests are read as Chromium sends them (`page.on('request')`:
 * the periodic sends, whose bodies Playwright shows; a beacon's it does not, and
 * canary-health.spec.ts covers those through the collector).
 */
import type { Page, Request } from '@playwright/test';
import { fromKeyValues, type LogsRequest } from '#repo/shared/src/telemetry/schema.ts';
import { COLLECTOR_URL, HOST_URL } from '../../support/env';
import { expect, openAs, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { property } from '../../support/wallet';

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
test.beforeEach(({}, testInfo) => {
  test.skip(
    testInfo.project.name !== testInfo.config.projects[0]?.name,
    'runs in the first project only (what is sent does not depend on the viewport)',
  );
});

const isTelemetry = (r: Request) => r.url().startsWith(COLLECTOR_URL) && r.method() === 'POST';

function watchTelemetry(page: Page) {
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (isTelemetry(r)) bodies.push(r.postData() ?? '');
  });
  return bodies;
}

/** Every log record sent, its attributes as a plain record. */
function records(bodies: string[]) {
  return bodies
    .filter((b) => b.includes('resourceLogs'))
    .flatMap((b) =>
      (JSON.parse(b) as LogsRequest).resourceLogs.flatMap((r) =>
        r.scopeLogs.flatMap((s) => s.logRecords.map((l) => fromKeyValues(l.attributes))),
      ),
    );
}

test('what leaves for the collector carries no token, no amount and no query string', async ({
  page,
  user,
}) => {
  const bodies = watchTelemetry(page);
  const figures = await property(user);
  await skipOfficialPush(page, user);
  await openAs(page, user, '/wallet?ref=QUERY-SECRET-42');
  await expect(page.getByTestId('figure-total_assets')).toBeVisible();
  // an uncaught error whose message holds the token, an amount and a URL with a query
  await page.evaluate((token) => {
    setTimeout(() => {
      throw new Error(
        `withdraw 250.00 failed for ${token} at http://localhost/#/wallet?amount=250.00&ref=QUERY-SECRET-42`,
      );
    });
  }, user.token);
  // the agent starts when the browser is idle, then sends every 5 s
  await expect
    .poll(() => records(bodies).some((r) => r['event.name'] === 'adnet.error'), { timeout: 20_000 })
    .toBe(true);

  const wire = bodies.join('\n');
  expect(wire).not.toContain(user.token);
  expect(wire).not.toContain('QUERY-SECRET');
  expect(wire).not.toContain('250.00');
  expect(wire).not.toContain('?');
  for (const value of Object.values(figures)) {
    if (typeof value === 'string' && /\d{3}/.test(value)) expect(wire).not.toContain(value);
  }
  const views = records(bodies).filter((r) => r['event.name'] === 'adnet.page_view');
  expect(views.map((r) => r['adnet.route'])).toContain('/wallet');
});

test('a render error in a remote’s page is filed under that remote and its version', async ({
  page,
  user,
}) => {
  const bodies = watchTelemetry(page);
  // the ledger answers something the page cannot draw
  await page.route('**/transaction_flow/list**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': HOST_URL },
      body: JSON.stringify({ code: 200, msg: '', data: { list: 'broken', total: 'x' } }),
    }),
  );
  await skipOfficialPush(page, user);
  await openAs(page, user, '/ad-center');
  // the ad centre first shown, then the hash changed from outside the app (as typed): an entry
  // with no history key, like the one the app was opened on
  await expect(page.getByTestId('overview-body')).toBeVisible({ timeout: 20_000 });
  await page.goto('/#/wallet');
  await expect(page.getByTestId('route-error')).toBeVisible();
  await expect
    .poll(() => records(bodies).find((r) => r['adnet.error.source'] === 'boundary'), {
      timeout: 20_000,
    })
    .toMatchObject({
      'adnet.remote': 'wallet',
      'adnet.route': '/wallet',
      'exception.type': 'TypeError',
      'adnet.remote.track': 'stable',
    });
  const boundary = records(bodies).find((r) => r['adnet.error.source'] === 'boundary');
  expect(String(boundary?.['adnet.remote.version'])).not.toBe('');
});

test('a collector that answers 500 costs the merchant nothing: no error, no retry storm', async ({
  page,
  user,
}) => {
  test.setTimeout(90_000);
  let posts = 0;
  await page.route(`${COLLECTOR_URL}/**`, (route) => {
    if (route.request().method() === 'POST') posts++;
    return route.fulfill({ status: 500, body: 'down' });
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await skipOfficialPush(page, user);
  await openAs(page, user, '/ad-center');
  await expect(page.getByTestId('figure-total_assets').or(page.locator('.adn-main'))).toBeVisible();
  // a merchant moving around for 20 s while the collector fails
  for (const path of ['/wallet', '/plan', '/notification', '/ad-center', '/wallet']) {
    await page.goto(`/#${path}`);
    await page.waitForTimeout(4_000);
  }
  expect(pageErrors).toEqual([]);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(
    page.locator('.adn-toast, [role="alert"]').filter({ hasText: /error|fail/i }),
  ).toHaveCount(0);
  // every 5 s at most while healthy; after the first 500 the pauses double (5, 10 s …)
  expect(posts).toBeGreaterThan(0);
  expect(posts).toBeLessThanOrEqual(6);
});
