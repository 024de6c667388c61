/**
 * The collector's health page in Chromium: an hour of demo traffic goes in through the OTLP
 * endpoints (and a release audit line saying one canary was already rolled back), the page
 * shows the same verdicts, sessions, merchants and evidence as `healthReport`, tells "rolled
 * back" apart from "roll back", draws its charts (each canary's evidence with the line that
 * rolls it back among them), and runs under its `default-src 'self'` policy without a
 * violation. Its own collector on a free port with its own database, so the run's collector
 * (what the host sends) stays untouched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendAudit } from '#repo/collector/src/audit.ts';
import { type Collector, startCollector } from '#repo/collector/src/ingest/server.ts';
import { type Db, openDb } from '#repo/collector/src/ingest/store.ts';
import { healthReport } from '#repo/collector/src/report/report.ts';
import { demoTraffic } from '#repo/collector/src/simulation/demo.ts';
import { expect, test } from '../../support/fixtures';

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
  // a release already took the ad centre's broken canary back to 0 %
  appendAudit(db, {
    ...{ tsMs: Date.now(), remote: 'adcenter', version: '2.4.0-rc.1', action: 'rollback' },
    ...{ actor: 'health-page.spec', from: 'canary 5 %', to: 'canary 0 %', reason: 'test' },
  });
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
  const rows = page.locator('#verdicts tbody tr.line');
  const evidence = page.locator('#verdicts tbody tr.evidence');
  const expected = healthReport({ db, since: '1h' }).remotes;
  expect(expected.map((r) => r.verdict)).toEqual(
    expect.arrayContaining(['promote', 'hold', 'roll back', 'rolled back']),
  );
  await expect(rows).toHaveCount(expected.length);
  await expect(evidence).toHaveCount(expected.length);
  for (const [i, r] of expected.entries()) {
    const cells = rows.nth(i).locator('td');
    await expect(cells.nth(0)).toHaveText(r.name);
    await expect(cells.nth(1)).toHaveText(r.version);
    await expect(cells.nth(2)).toHaveText(r.track);
    await expect(cells.nth(3)).toHaveText(r.sessions.toLocaleString('en'));
    await expect(cells.nth(4)).toHaveText(r.failedSessions.toLocaleString('en'));
    await expect(cells.nth(6)).toHaveText(
      r.merchants === null ? '–' : `${r.merchants} (${r.merchantsLeft} left)`,
    );
    await expect(cells.nth(7)).toHaveText(r.views.toLocaleString('en'));
    // the verdict, drawn by its own class: "rolled back" is not "roll back"
    const chip = cells.nth(13).locator('.verdict');
    await expect(chip).toHaveText(r.verdict);
    await expect(chip).toHaveClass(`verdict ${r.verdict.replace(' ', '-')}`);
    // the evidence under it: a stable row's line, or a canary's rules one by one
    const first = r.evidence.split('; ')[r.verdict === 'rolled back' ? 1 : 0] ?? '';
    await expect(evidence.nth(i)).toContainText(first);
  }
  const rolledBack = rows.filter({ hasText: '2.4.0-rc.1' });
  await expect(rolledBack.locator('.verdict')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  const walletCanary = expected.findIndex((r) => r.version === '1.9.0-rc.1');
  await expect(evidence.nth(walletCanary)).toContainText('roll back at 99.5 % confidence');
  // one evidence chart per canary, each with the dashed line that rolls it back in its legend
  const canaries = expected.filter((r) => r.track === 'canary');
  await expect(page.locator('#evidence figure')).toHaveCount(canaries.length);
  await expect(page.locator('#evidence figcaption').first()).toHaveText(
    `${canaries[0]?.name} ${canaries[0]?.version} (canary)`,
  );
  // three comparison charts, one evidence chart per canary, one time series per remote
  const remotes = new Set(expected.map((r) => r.name)).size;
  await expect(page.locator('canvas')).toHaveCount(3 + canaries.length + remotes);
  for (const canvas of await page.locator('canvas').all()) {
    expect(((await canvas.boundingBox())?.height ?? 0) > 100).toBe(true);
  }
  const legend = await page.evaluate(() => {
    const chart = (globalThis as unknown as { Chart: { getChart(c: Element): unknown } }).Chart;
    const canvas = document.querySelector('#evidence canvas');
    const c = canvas && (chart.getChart(canvas) as { data: { datasets: { label: string }[] } });
    return c ? c.data.datasets.map((d) => d.label) : [];
  });
  expect(legend).toEqual([
    'failed sessions',
    'error sessions',
    'roll back at 200 (99.5 %)',
    'roll back at 1,000 (99.9 %)',
  ]);
  await expect(page.locator('#thresholds')).toContainText(
    'Promote: none of these, and evidence at 90 %',
  );
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
