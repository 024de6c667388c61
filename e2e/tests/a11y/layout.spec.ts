/**
 * Layout in long-word and other scripts: every route of the axe spec, in en,
 * de, ru, th and ja, in both profiles, logged in where needed. One test per language walks all
 * routes in one page and fails naming route, element and language on: horizontal overflow,
 * text cut without an ellipsis, uneven or touching tabs, a strip that scrolls without showing
 * it, a header title off centre (checks in ./layout-checks.ts). A screenshot per route is
 * attached to the report for review. docs/accessibility.md, "Layout spec".
 */
import type { Page } from '@playwright/test';
import { API_URL } from '../../env';
import { apiData, expect, type TestUser, test, useToken } from '../../fixtures';
import { plans, skipOfficialPush } from '../plan/plan-helpers';
import { layoutFindings } from './layout-checks';

const LANGUAGES = ['en', 'de', 'ru', 'th', 'ja'] as const;

/** A route to visit and the test id that says its content has come. */
type Visit = { path: string; shows?: string };

/** The axe spec's routes (e2e/tests/a11y/axe.spec.ts), in its order. */
async function routes(user: TestUser): Promise<{ public: Visit[]; private: Visit[] }> {
  const all = await plans(user);
  const video = all.find((p) => p.product.type === 'video');
  const landing = all.find((p) => p.product.type === 'landing');
  if (!video || !landing) throw new Error('the seed has a video and a landing-page plan');
  return {
    public: [
      { path: '/login' },
      { path: '/register' },
      { path: '/ad-welcome' },
      { path: '/no-such-page' },
    ],
    private: [
      { path: '/ad-center', shows: 'metric-delivery_amount' },
      { path: '/ad-center/activities' },
      { path: '/ad-center/coupons' },
      { path: '/ad-center/edit-login-password' },
      { path: '/ad-center/edit-pay-password' },
      { path: '/ad-center/feedback' },
      { path: '/ad-center/level' },
      { path: '/ad-center/operated' },
      { path: '/ad-center/ques-detail?id=2' },
      { path: '/plan', shows: 'plan-row' },
      { path: `/plan/detail?id=${video.id}` },
      { path: `/plan/goods-detail?id=${video.id}`, shows: 'goods-video' },
      { path: `/plan/goods-detail?id=${landing.id}`, shows: 'goods-frame' },
      { path: '/wallet', shows: 'figure-total_assets' },
      { path: '/wallet/bind-card' },
      { path: '/wallet/foreign-exchange' },
      { path: '/wallet/set-password' },
      { path: '/notification', shows: 'notification-item' },
      {
        path: `/customer?url=${encodeURIComponent(`${API_URL}/cs/chat.html`)}`,
        shows: 'customer-frame',
      },
    ],
  };
}

async function settle(page: Page, visit: Visit, lang: string) {
  await page.goto(`/#${visit.path}`);
  const where = `${visit.path} (${lang})`;
  await expect(page, where).toHaveURL(new RegExp(`#${visit.path.split('?')[0]}`));
  await expect(page.locator('html'), where).toHaveAttribute('lang', lang);
  if (visit.shows) await expect(page.getByTestId(visit.shows).first(), where).toBeVisible();
  await expect(page.getByTestId('remote-failed'), where).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]'), where).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.adn-main').first(), where).toBeVisible();
  // images and web fonts drawn, Arco's tab underline and transitions at rest
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => new Promise((done) => img.addEventListener('load', done, { once: true }))),
    );
  });
  await page.waitForTimeout(400);
}

for (const lang of LANGUAGES) {
  test(`layout in ${lang}: no overflow, no cut text, even tabs, strips that show they scroll, centred title`, async ({
    page,
    user,
  }, info) => {
    test.setTimeout(240_000);
    // the merchant's saved language is the one a login brings; the stored one starts the UI
    await apiData('/user/info/edit', { lang }, user.token);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await skipOfficialPush(page, user);
    const { public: open, private: closed } = await routes(user);
    const failures: string[] = [];
    const walk = async (visits: Visit[]) => {
      for (const visit of visits) {
        await settle(page, visit, lang);
        const found = await layoutFindings(page);
        failures.push(...found.map((f) => `[${lang}] ${visit.path}: ${f}`));
        await info.attach(`${lang} ${visit.path}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      }
    };
    await walk(open);
    // logged in from here: the token is stored at the next load
    await useToken(page, user.token);
    await page.goto(`/#${closed[0]?.path}`);
    await page.reload();
    await walk(closed);
    console.log(`${info.project.name} ${lang}: ${failures.length} layout findings`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
