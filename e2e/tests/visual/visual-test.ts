/**
 * What the visual check's two specs share: its test and the ways into a page.
 *
 * Deterministic by construction: each test has a sandbox of its own seeded at a fixed instant
 * with its clock stopped (./frozen-sandbox.ts), the page's clock shows the same instant, the
 * demo merchant's data is not changed, animations are finished or cancelled and the caret
 * hidden by Playwright, fonts and images are loaded before the shot (`settle`).
 */
import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from '../../support/fixtures';
import { type FrozenSandbox, startFrozenSandbox } from './frozen-sandbox';

export const LANGUAGES = ['en', 'de'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const test = base.extend<{ frozen: FrozenSandbox }>({
  // a phone of 390×844 (CSS px) and a desktop of 1440×900, whatever the project's device says
  viewport: async ({ isMobile }, use) => {
    await use(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  },
  // every test of the visual check, even one that needs no call of it: the page's API goes there
  frozen: [
    async ({ page }, use) => {
      const frozen = await startFrozenSandbox();
      await frozen.attach(page);
      await use(frozen);
      await page.close();
      await frozen.close();
    },
    { auto: true },
  ],
});

/** A route, the test id that says its content has come, and the regions that are masked. */
export interface Visit {
  name: string;
  path: string;
  shows?: string;
  mask?: (page: Page) => Locator[];
}

export async function settle(page: Page, visit: Visit, lang: Lang) {
  const where = `${visit.path} (${lang})`;
  await page.goto(`/#${visit.path}`);
  await expect(page, where).toHaveURL(new RegExp(`#${visit.path.split('?')[0]}`));
  await expect(page.locator('html'), where).toHaveAttribute('lang', lang);
  if (visit.shows)
    await expect(page.getByTestId(visit.shows).first(), where).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('remote-failed'), where).toHaveCount(0);
  // the router has finished (the previous page stays drawn while a page's code and data come)
  await expect(page.locator('.adn-progress'), where).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]'), where).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.adn-main').first(), where).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => new Promise((done) => img.addEventListener('load', done, { once: true }))),
    );
  });
}

/** Opens the app in `lang`, logged in with `token` when given (stored before any script runs). */
export async function enter(page: Page, lang: Lang, token = '') {
  await page.addInitScript(
    ([l, t]) => {
      if (sessionStorage.getItem('__visual_set')) return;
      sessionStorage.setItem('__visual_set', '1');
      localStorage.setItem('lang', l as string);
      if (t) localStorage.setItem('fb_token', t);
    },
    [lang, token],
  );
}

/** The demo merchant's token, saved language set, official-push plans marked as seen. */
export async function demo(page: Page, frozen: FrozenSandbox, lang: Lang) {
  const token = await frozen.loginDemo();
  await frozen.data('/user/info/edit', { lang }, token);
  const { user } = await frozen.data<{ user: { id: number } }>('/__test/state?username=demo');
  const plans = await frozen.data<{ list: { id: number; official_push: boolean }[] }>(
    '/plan/order/list?page=1&size=100&status=wait_put',
    undefined,
    token,
  );
  const pushed = plans.list.filter((p) => p.official_push).map((p) => p.id);
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [`adnet_official_push_seen:${user.id}`, JSON.stringify(pushed)],
  );
  await enter(page, lang, token);
  return token;
}
