/**
 * The collector's health page in Chromium: an hour of demo traffic goes in through the OTLP
 * endpoints, the page shows the same verdicts as `healthReport`, draws its charts, and runs
 * under its `default-src 'self'` policy without a violation. Its own collector on a free port
 * with its own database, so the run's collector (what the host sends) stays untouched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoTraffic } from '../../../collector/src/demo';
import { healthReport } from '../../../collector/src/report';
import { type Collector, startCollector } from '../../../collector/src/server';
import { type Db, openDb } from '../../../collector/src/store';
import { expect, test } from '../../fixtures';

let dir: string;
let db: Db;
let collector: Collector;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'adnet-health-page-'));
  db = openDb(join(dir, 'telemetry.sqlite'));
  collector = await startCollector({ db, port: 0, origins: [], maxBody: 512 * 1024 });
  for (const { path, body } of demoTraffic()) {
    const res = await fetch(`${collector.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBe(200);
  }
});

test.afterAll(async () => {
  await collector?.close();
  db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('shows the verdicts of pnpm health and draws its charts under its CSP', async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== testInfo.config.projects[0]?.name,
    'runs in the first project only (a page for engineers, not merchants)',
  );
  const violations: string[] = [];
  const errors: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP ${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  page.on('console', (m) => {
    if (m.type() === 'error') (m.text().startsWith('CSP') ? violations : errors).push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));

  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${collector.url}/?since=1h`);
  const rows = page.locator('#verdicts tbody tr');
  const expected = healthReport({ db, since: '1h' }).remotes;
  expect(expected.map((r) => r.verdict)).toEqual(
    expect.arrayContaining(['promote', 'hold', 'roll back']),
  );
  await expect(rows).toHaveCount(expected.length);
  for (const [i, r] of expected.entries()) {
    const cells = rows.nth(i).locator('td');
    await expect(cells.nth(0)).toHaveText(r.name);
    await expect(cells.nth(1)).toHaveText(r.version);
    await expect(cells.nth(2)).toHaveText(r.track);
    await expect(cells.nth(3)).toHaveText(r.views.toLocaleString('en'));
    await expect(cells.nth(11)).toHaveText(r.verdict);
  }
  // three comparison charts and one time series per remote, each drawn (a sized canvas)
  const remotes = new Set(expected.map((r) => r.name)).size;
  await expect(page.locator('canvas')).toHaveCount(3 + remotes);
  for (const canvas of await page.locator('canvas').all()) {
    expect(((await canvas.boundingBox())?.height ?? 0) > 100).toBe(true);
  }
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
