/**
 * Sanitizing notification bodies raises no Content-Security-Policy report
 * (docs/product/messaging.md#messaging.notifications.bodies, docs/decisions/0027). The sandbox seeds
 * bodies with `<img src="x" onerror>` and `<script>`; parsing them in any document of the page
 * made Chromium report the inline handler (script-src-attr) on every visit of /notification.
 * The list (every excerpt), the hostile bodies' details, and the translated ones in ja and th.
 */
import type { Page } from '@playwright/test';
import en from '#repo/shared/src/i18n/locales/en.json' with { type: 'json' };
import ja from '#repo/shared/src/i18n/locales/ja.json' with { type: 'json' };
import th from '#repo/shared/src/i18n/locales/th.json' with { type: 'json' };
import { watchCsp } from '../../support/csp-watch';
import { expect, openAs, test } from '../../support/fixtures';
import { forbidDialogs } from './no-dialogs';

forbidDialogs();
// a cold remote on a shared machine: the first visit may take most of the default 30 s
test.slow();

const items = (page: Page) => page.getByTestId('notification-item');

/** Opens an item's detail, checks the body is there without the injected markup, closes it. */
async function openDetail(page: Page, title: string, says: string, close = en.action.close) {
  await items(page).filter({ hasText: title }).click();
  const body = page.getByTestId('notification-body');
  await expect(body).toContainText(says);
  expect(await body.innerHTML()).not.toMatch(/onerror|<img|<script/i);
  await page.getByTestId('notification-detail').getByRole('button', { name: close }).click();
  await expect(page.getByTestId('notification-detail')).toBeHidden();
}

/** Gives a report time to arrive: the events are queued, not sent while parsing. */
async function settled(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))),
  );
}

test('the notification list and the hostile bodies open without a CSP report', async ({
  page,
  user,
}) => {
  const csp = await watchCsp(page);
  await openAs(page, user, '/notification');
  await expect(items(page).filter({ hasText: 'Security notice' })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  expect(await csp.violations(), 'the list').toEqual([]);

  await openDetail(page, 'Security notice', 'Never share your transaction password.');
  await openDetail(page, 'Scheduled maintenance on Sunday', 'Withdrawals pause for two hours.');
  await settled(page);
  expect(await csp.violations()).toEqual([]);
  expect(csp.console).toEqual([]);
});

for (const [lang, common, title, says] of [
  ['ja', ja, 'セキュリティのお知らせ', '取引パスワードは絶対に他人に教えないでください。'],
  ['th', th, 'ประกาศด้านความปลอดภัย', 'ห้ามบอกรหัสผ่านธุรกรรมของคุณแก่ผู้อื่นเด็ดขาด'],
] as const) {
  test(`the translated hostile body in ${lang} opens without a CSP report`, async ({
    page,
    user,
  }) => {
    const csp = await watchCsp(page);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await openAs(page, user, '/notification');
    await openDetail(page, title, says, common.action.close);
    await settled(page);
    expect(await csp.violations()).toEqual([]);
    expect(csp.console).toEqual([]);
  });
}
