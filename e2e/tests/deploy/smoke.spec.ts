/**
 * Smoke: the host and each remote load from their servers, whatever serves them — serve.ts
 * in the main suite, real nginx with deploy/nginx/ in scripts/deploy/nginx-smoke.sh
 * (playwright.nginx.config.ts). Every app answer the page gets is a success, and the text
 * assets of our apps arrive compressed.
 */
import type { Page, Response } from '@playwright/test';
import { APPS } from '#repo/shared/workspace/apps.ts';
import { HOST_URL, REMOTE_PORTS, REMOTES } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';

const APP_ORIGINS = [
  new URL(HOST_URL).origin,
  ...Object.values(REMOTE_PORTS).map((p) => `http://localhost:${p}`),
];

function watchApps(page: Page) {
  const answers: Response[] = [];
  page.on('response', (r) => {
    if (APP_ORIGINS.includes(new URL(r.url()).origin)) answers.push(r);
  });
  return answers;
}

test('log in on the host, then every remote shows its page', async ({ page, user }) => {
  test.slow(); // one login and every remote, each loaded cold
  const answers = watchApps(page);
  await skipOfficialPush(page, user);
  await page.goto('/#/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/ad-center$/);
  await expect(page.getByTestId('metric-delivery_amount')).toHaveText(/\d[\d,]*\.\d{2}/);

  // each remote of the apps table at its probe page, its data arrived
  for (const name of REMOTES) {
    const { route, ready } = APPS[name].probe;
    await page.goto(`/#${route}`);
    await expect(page.getByTestId(ready).first(), name).toBeVisible();
  }

  const failed = answers.filter((r) => r.status() >= 400).map((r) => `${r.status()} ${r.url()}`);
  expect(failed).toEqual([]);
  for (const port of Object.values(REMOTE_PORTS)) {
    expect(answers.some((r) => r.url().startsWith(`http://localhost:${port}/`))).toBe(true);
  }
  // scripts of our apps come precompressed (only a file too small to gain may come as is),
  // where the dists were made by build-all or compress.mjs (the nginx run makes sure)
  if (process.env.E2E_EXPECT_COMPRESSED !== '1') return;
  const scripts = answers.filter((r) => r.request().resourceType() === 'script');
  expect(scripts.length).toBeGreaterThan(10);
  for (const r of scripts) {
    const encoding = await r.headerValue('content-encoding');
    if (encoding === null) expect((await r.body()).length, r.url()).toBeLessThan(200);
    else expect(encoding, r.url()).toMatch(/^(br|gzip)$/);
  }
});
