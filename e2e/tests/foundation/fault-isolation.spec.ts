/**
 * Remotes are isolated from each other's faults (issue: independent remotes). For each remote
 * and each fault — its origin down, its manifest 404, its entry script throwing, every async
 * chunk of it 404 — the host and the other three remotes work when visited before, during
 * and after the fault, no other remote fetches anything from the broken one, and once the
 * fault ends, Retry on the broken remote recovers it without a page reload.
 *
 * The "every async chunk 404" fault is the one that used to spread: the broken remote's entry
 * still loads and registers its shared modules, and the others then fetched Arco and kernel
 * chunks from its origin. The matrix runs in the mobile profile only (16 cases; the desktop
 * profile runs the single-remote retry specs of remote-failure.spec.ts).
 */
import type { Page, Route } from '@playwright/test';
import { APPS, REMOTE_NAMES } from '#repo/shared/workspace/apps.ts';
import { REMOTE_PORTS } from '../../support/env';
import { expect, openAs, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { saveData } from '../../support/save-data';

type RemoteName = keyof typeof REMOTE_PORTS;
type Fault = 'origin down' | 'manifest 404' | 'entry throws' | 'async chunks 404';

/**
 * Each remote's page and what shows it at work: the probe of its row of the apps table (its
 * route, and the first element of the test id that comes with its data).
 */
const pages = Object.fromEntries(
  REMOTE_NAMES.map((name) => {
    const { route, ready } = APPS[name].probe;
    return [name, { path: route, ready: (p: Page) => p.getByTestId(ready).first() }];
  }),
) as Record<RemoteName, { path: string; ready: (p: Page) => ReturnType<Page['getByTestId']> }>;

const remotes = Object.keys(REMOTE_PORTS) as RemoteName[];
const faults: Fault[] = ['origin down', 'manifest 404', 'entry throws', 'async chunks 404'];

/** Installs `fault` on `remote`'s origin while `on()` says so; returns the URLs asked of it. */
async function injectFault(page: Page, remote: RemoteName, fault: Fault, on: () => boolean) {
  const origin = `http://localhost:${REMOTE_PORTS[remote]}`;
  const asked: string[] = [];
  await page.route(`${origin}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    asked.push(url.pathname);
    if (!on()) return route.continue();
    if (fault === 'origin down') return route.abort('connectionrefused');
    if (fault === 'manifest 404' && url.pathname === '/mf-manifest.json') {
      return route.fulfill({ status: 404, body: 'Not found' });
    }
    if (fault === 'entry throws' && /^\/static\/js\/[^/]+\.js$/.test(url.pathname)) {
      return route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: 'throw new Error("a broken deploy")',
      });
    }
    if (fault === 'async chunks 404' && url.pathname.includes('/static/js/async/')) {
      return route.fulfill({ status: 404, body: '' });
    }
    return route.continue();
  });
  return asked;
}

async function expectWorks(page: Page, remote: RemoteName) {
  await page.goto(`/#${pages[remote].path}`);
  await expect(pages[remote].ready(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('remote-failed')).toHaveCount(0);
}

for (const broken of remotes) {
  for (const fault of faults) {
    test(`${broken}: ${fault} breaks only its own routes; retry recovers it in place`, async ({
      page,
      user,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'the matrix runs in the mobile profile');
      test.setTimeout(60_000);
      // The fault is on the broken remote's first load: no idle preload may fetch it before.
      await saveData(page);
      let faulty = false;
      const asked = await injectFault(page, broken, fault, () => faulty);
      const others = remotes.filter((r) => r !== broken);
      const [before, ...during] = others as [RemoteName, ...RemoteName[]];
      await skipOfficialPush(page, user);

      // before: one other remote is loaded while everything is healthy
      await openAs(page, user, pages[before].path);
      await expect(pages[before].ready(page)).toBeVisible({ timeout: 15_000 });

      // during: the broken remote shows its retry state, the header stays
      faulty = true;
      await page.goto(`/#${pages[broken].path}`);
      const failed = page.getByTestId('remote-failed');
      await expect(failed).toBeVisible();
      await expect(failed).toContainText('Request failed, tap to reload');
      await expect(page.getByTestId('header-bell')).toBeVisible();

      // the others work, first visits included, and ask nothing of the broken origin
      const askedBefore = asked.length;
      for (const other of [...during, before]) await expectWorks(page, other);
      expect(asked.slice(askedBefore)).toEqual([]);
      // a host page
      await page.goto('/#/no-such-page');
      await expect(page.getByText('Page not found').first()).toBeVisible();

      // back on the broken remote, still broken (once the new attempt has ended)
      await page.goto(`/#${pages[broken].path}`);
      await expect(page.locator('.adn-progress')).toHaveCount(0, { timeout: 15_000 });
      await expect(failed).toBeVisible();

      // after: the fault ends; Retry brings the remote without a page reload
      faulty = false;
      await failed.getByRole('button', { name: 'Retry' }).click();
      await expect(pages[broken].ready(page)).toBeVisible({ timeout: 15_000 });
      for (const other of others) await expectWorks(page, other);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    });
  }
}
