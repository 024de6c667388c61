/**
 * Security headers (docs/deploy.md "Security headers"): the host's HTML
 * carries a Content-Security-Policy built from its run-time config, every answer
 * `X-Content-Type-Options: nosniff` and `Referrer-Policy: strict-origin-when-cross-origin`,
 * and the whole app runs under that policy: a walk through every route of the spec, logged
 * in, with the pages' own interactions that create markup (sheets, dialogs, the video, the
 * framed pages), fails on any `securitypolicyviolation` event and on any CSP console error.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { serveApp, writeDefaultConfig } from '#repo/scripts/serving/serve.ts';
import { SIDE_RUN_OFFSETS } from '#repo/shared/workspace/apps.ts';
import { watchCsp } from '../../support/csp-watch';
import { API_URL, HOST_URL, PORT_BASE, REMOTE_PORTS } from '../../support/env';
import { expect, openAs, routeOf, test } from '../../support/fixtures';
import { openLanguageSheet } from '../../support/language-sheet';
import { plans, skipOfficialPush } from '../../support/plan';

/** Lets a page finish what it loads (a framed page or a video may keep the network busy). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

const HTML_POLICY_PARTS = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
];

test.describe('headers', () => {
  test('the host HTML carries the policy of its config; every answer nosniff and a referrer policy', async ({
    request,
  }) => {
    for (const path of ['/', '/index.html', '/wallet']) {
      const res = await request.get(`${HOST_URL}${path}`);
      expect(res.status(), path).toBe(200);
      const h = res.headers();
      const csp = h['content-security-policy'] ?? '';
      for (const part of HTML_POLICY_PARTS) expect(csp, path).toContain(part);
      const script = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      const connect = /connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
      for (const port of Object.values(REMOTE_PORTS)) {
        expect(script.split(' ')).toContain(`http://localhost:${port}`);
        expect(connect.split(' ')).toContain(`http://localhost:${port}`);
      }
      expect(connect.split(' ')).toContain(API_URL);
      expect(/frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toContain(API_URL);
      expect(csp).not.toContain('unsafe-eval');
      expect(script).not.toContain('unsafe-inline');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const remote = `http://localhost:${REMOTE_PORTS.wallet}`;
    const manifest = await request.get(`${remote}/mf-manifest.json`);
    const entry = (await manifest.json()) as {
      metaData: { remoteEntry: { path: string; name: string } };
    };
    for (const url of [
      `${remote}/mf-manifest.json`,
      `${remote}/${entry.metaData.remoteEntry.path}${entry.metaData.remoteEntry.name}`,
      `${HOST_URL}/app-config.json`,
      `${HOST_URL}/favicon.svg`,
      `${HOST_URL}/static/js/gone.0123456789.js`,
    ]) {
      const h = (await request.get(url)).headers();
      expect(h['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  test('the policy follows the config file as it is on disk: a repointed remote is allowed at once', async ({
    request,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== testInfo.config.projects[0]?.name,
      'runs in the first project only (a fixed port, no browser)',
    );
    const dir = mkdtempSync(join(tmpdir(), 'adnet-csp-'));
    const configFile = join(dir, 'app-config.json');
    writeDefaultConfig(configFile, true);
    const port = PORT_BASE + SIDE_RUN_OFFSETS.cspHost;
    let server: Server | undefined;
    try {
      server = await serveApp('host', port, { config: configFile });
      const policy = async () =>
        (await request.get(`http://localhost:${port}/`)).headers()['content-security-policy'] ?? '';
      const before = await policy();
      expect(before).not.toContain('wallet.cdn.example');
      const config = JSON.parse(readFileSync(configFile, 'utf8')) as {
        apiBase: string;
        remotes: { name: string; manifest: string }[];
        frameSources?: string[];
      };
      for (const r of config.remotes) {
        if (r.name === 'wallet') r.manifest = 'https://wallet.cdn.example/v42/mf-manifest.json';
      }
      config.apiBase = 'https://api.example.com';
      config.frameSources = ['https://chat.example.net/room?x=1'];
      writeFileSync(configFile, JSON.stringify(config));
      const after = await policy();
      const script = /script-src ([^;]*)/.exec(after)?.[1]?.split(' ');
      expect(script).toContain('https://wallet.cdn.example');
      expect(/connect-src ([^;]*)/.exec(after)?.[1]?.split(' ')).toContain(
        'https://api.example.com',
      );
      expect(/frame-src ([^;]*)/.exec(after)?.[1]?.split(' ')).toEqual([
        'https://api.example.com',
        'https://chat.example.net',
      ]);
      // no longer a loopback-only topology: no wildcard loopback sources
      expect(after).not.toContain('localhost:*');
    } finally {
      server?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

type Visit = [path: string, shows?: string];

/** Opens each hash route in turn (one document), waits for its page, checks it loaded. */
async function walk(page: Page, visits: Visit[]) {
  for (const [path, shows] of visits) {
    await page.goto(`/#${path}`);
    await expect(page, path).toHaveURL(new RegExp(`#${path.split('?')[0]}`));
    if (shows) await expect(page.getByTestId(shows).first(), path).toBeVisible();
    await expect(page.getByTestId('remote-failed'), path).toHaveCount(0);
    await settle(page);
    expect(routeOf(page), path).toBe(path.split('?')[0]);
  }
}

/** No report at all: not even sanitizing the seeded `<img onerror>` (tests/messaging/sanitize-csp). */
async function expectNoViolation(csp: Awaited<ReturnType<typeof watchCsp>>) {
  expect(await csp.violations()).toEqual([]);
  expect(csp.console).toEqual([]);
}

test.describe('every route of the spec runs under the policy: no violation, no CSP console error', () => {
  test.slow(); // each walk loads a remote cold and a dozen pages

  test('/login, /register, /entry, /ad-welcome and every page of /ad-center', async ({
    page,
    user,
  }) => {
    const csp = await watchCsp(page);
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.goto('/#/register');
    await expect(page).toHaveURL(/#\/register/);
    await settle(page);
    // the hybrid app's hand-over starts the session
    await skipOfficialPush(page, user);
    await page.goto(`/#/entry?token=${encodeURIComponent(user.token)}&lang=en`);
    await expect(page).not.toHaveURL(/#\/entry/);
    await expect(page.getByTestId('header-logout')).toBeVisible();
    await walk(page, [
      ['/ad-welcome'],
      ['/ad-center', 'metric-delivery_amount'],
      ['/ad-center/activities'],
      ['/ad-center/coupons'],
      ['/ad-center/edit-login-password'],
      ['/ad-center/edit-pay-password'],
      ['/ad-center/feedback'],
      ['/ad-center/level'],
      ['/ad-center/operated'],
      ['/ad-center/ques-detail?id=2'],
    ]);
    await expectNoViolation(csp);
  });

  test('/plan, /plan/detail and /plan/goods-detail (video and framed landing page)', async ({
    page,
    user,
  }) => {
    const csp = await watchCsp(page);
    await skipOfficialPush(page, user);
    const all = await plans(user);
    const video = all.find((p) => p.product.type === 'video')!;
    const landing = all.find((p) => p.product.type === 'landing')!;
    await openAs(page, user, '/plan');
    await walk(page, [
      ['/plan', 'plan-row'],
      ['/plan?status=settled'],
      [`/plan/detail?id=${video.id}`],
      [`/plan/goods-detail?id=${landing.id}`, 'goods-frame'],
      [`/plan/goods-detail?id=${video.id}`, 'goods-video'],
    ]);
    // the product video's data and poster load from the API
    await expect
      .poll(() => page.getByTestId('goods-video').evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThan(0);
    // markup made on demand: the header's language sheet and logout dialog
    await page.goto('/#/plan');
    const sheet = await openLanguageSheet(page);
    await sheet.locator('.arco-picker-header-btn').last().click(); // confirm English
    await expect(sheet).toBeHidden();
    await page.getByTestId('header-logout').click();
    const question = page.getByText('Do you want to log out of your account?');
    await expect(question).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expectNoViolation(csp);
  });

  test('/wallet and its pages', async ({ page, user }) => {
    const csp = await watchCsp(page);
    await skipOfficialPush(page, user);
    await openAs(page, user, '/wallet');
    await walk(page, [
      ['/wallet', 'figure-total_assets'],
      ['/wallet/bind-card'],
      ['/wallet/foreign-exchange'],
      ['/wallet/set-password'],
    ]);
    await expectNoViolation(csp);
  });

  test('/notification (a detail opened) and /customer with an allowed URL, framed', async ({
    page,
    user,
  }) => {
    const csp = await watchCsp(page);
    await skipOfficialPush(page, user);
    await openAs(page, user, '/notification');
    await walk(page, [
      ['/notification', 'notification-item'],
      [`/customer?url=${encodeURIComponent(`${API_URL}/cs/chat.html`)}`, 'customer-frame'],
    ]);
    await expect(
      page.frameLocator('[data-testid=customer-frame]').getByTestId('cs-title'),
    ).toBeVisible();
    await page.goto('/#/notification');
    await page.getByTestId('notification-item').first().click();
    await expect(page.getByTestId('notification-detail')).toBeVisible();
    await settle(page);
    await expectNoViolation(csp);
  });
});
