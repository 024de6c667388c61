import type { Browser, BrowserContext, Page } from '@playwright/test';
/** The login button in each language, from host/src/locales/<lng>.json. */
import de from '#repo/host/src/locales/de.json' with { type: 'json' };
import en from '#repo/host/src/locales/en.json' with { type: 'json' };
import es from '#repo/host/src/locales/es.json' with { type: 'json' };
import fr from '#repo/host/src/locales/fr.json' with { type: 'json' };
import ja from '#repo/host/src/locales/ja.json' with { type: 'json' };
import ko from '#repo/host/src/locales/ko.json' with { type: 'json' };
import pt from '#repo/host/src/locales/pt.json' with { type: 'json' };
import ru from '#repo/host/src/locales/ru.json' with { type: 'json' };
import th from '#repo/host/src/locales/th.json' with { type: 'json' };
import vi from '#repo/host/src/locales/vi.json' with { type: 'json' };
import zhCN from '#repo/host/src/locales/zh-CN.json' with { type: 'json' };
import zhTW from '#repo/host/src/locales/zh-TW.json' with { type: 'json' };
import commonDe from '#repo/shared/src/i18n/locales/de.json' with { type: 'json' };
import commonEn from '#repo/shared/src/i18n/locales/en.json' with { type: 'json' };
import commonFr from '#repo/shared/src/i18n/locales/fr.json' with { type: 'json' };
import {
  apiCall,
  apiData,
  expect,
  force,
  needsRemotes,
  openAs,
  type TestUser,
  test,
} from '../../support/fixtures';
import { openLanguageSheet, pickLanguage, switchLanguage } from '../../support/language-sheet';
import { skipOfficialPush } from '../../support/plan';

const LANGS = [
  ['en', 'English', en],
  ['zh-CN', '简体中文', zhCN],
  ['zh-TW', '繁體中文', zhTW],
  ['de', 'Deutsch', de],
  ['fr', 'Français', fr],
  ['ja', '日本語', ja],
  ['ko', '한국어', ko],
  ['pt', 'Português', pt],
  ['ru', 'Русский', ru],
  ['es', 'Español', es],
  ['th', 'ไทย', th],
  ['vi', 'Tiếng Việt', vi],
] as const;

test('the language switch changes the UI to each of the twelve languages and survives a reload', async ({
  page,
}) => {
  test.slow();
  await page.goto('/#/login');
  let previous: string = en.login.submit;
  for (const [code, label, strings] of [...LANGS.slice(1), LANGS[0]]) {
    await switchLanguage(page, label);
    await expect(page.locator('.adn-auth-submit')).toHaveText(strings.login.submit);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(code);
    if (code === 'ja') {
      await page.reload();
      await expect(page.locator('.adn-auth-submit')).toHaveText(strings.login.submit);
    }
    previous = strings.login.submit;
  }
  expect(previous).toBe(en.login.submit);
});

test('the sheet takes half the height and cancel keeps the language', async ({ page }) => {
  await page.goto('/#/login');
  const sheet = await openLanguageSheet(page);
  const box = await sheet.boundingBox();
  const viewport = page.viewportSize();
  const ratio = box && viewport ? box.height / viewport.height : 0;
  expect(ratio).toBeGreaterThan(0.49);
  expect(ratio).toBeLessThan(0.51);
  await pickLanguage(page, sheet, 'Deutsch');
  await sheet.locator('.arco-picker-header-btn').first().click();
  await expect(page.locator('.adn-auth-submit')).toHaveText(en.login.submit);
});

/** Logs in through the form of a page that has no token. */
async function loginThroughForm(page: Page, user: TestUser) {
  await page.locator('#field-username').fill(user.username);
  await page.locator('#field-password').fill(user.password);
  await page.locator('.adn-auth-submit').click();
  await expect(page).toHaveURL(/#\/ad-center$/, { timeout: 20_000 });
}

/** A new browser context (nothing stored) with the project's device and base URL. */
function freshContext(browser: Browser): Promise<BrowserContext> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
    test.info().project.use;
  return browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
}

/** The merchant's saved language, as the server answers GET /auth/v2/lang. */
async function savedLanguage(user: TestUser): Promise<string> {
  return (await apiData<{ lang: string }>('/auth/v2/lang', undefined, user.token, 'GET')).lang;
}

test.describe("the merchant's language (docs/product/i18n.md#i18n.switch.confirm)", () => {
  test('a switch while logged in is saved without a toast, and a login on a new device comes up in it', async ({
    page,
    user,
    browser,
  }) => {
    test.slow(); // a second browser context loads the app from nothing
    await openAs(page, user, '/ad-center');
    await expect(page.getByTestId('header-lang')).toBeVisible({ timeout: 20_000 });
    const saved = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/user/info/edit' && r.method() === 'POST',
    );
    await switchLanguage(page, 'Deutsch');
    expect((await saved).postDataJSON()).toEqual({ lang: 'de' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // the screen changing language is the confirmation: no "updated" toast
    expect(await savedLanguage(user)).toBe('de');
    await expect(page.locator('.arco-toast')).toHaveCount(0);
    expect(await savedLanguage(user)).toBe('de');

    // a fresh browser: no stored language, the UI starts in English, the login brings German
    const fresh = await freshContext(browser);
    try {
      const other = await fresh.newPage();
      await other.goto('/#/login');
      await expect(other.locator('.adn-auth-submit')).toHaveText(en.login.submit);
      const asked = other.waitForRequest((r) => new URL(r.url()).pathname === '/auth/v2/lang');
      // the toast is shown on the login page, before the ad centre loads: watched from the tap
      const toast = expect(other.locator('.arco-toast')).toHaveText(commonDe.success.login, {
        timeout: 20_000,
      });
      await loginThroughForm(other, user);
      await asked;
      await toast;
      await expect(other.locator('html')).toHaveAttribute('lang', 'de');
      expect(await other.evaluate(() => localStorage.getItem('lang'))).toBe('de');
      // after a reload too
      await other.reload();
      await expect(other.locator('html')).toHaveAttribute('lang', 'de');
    } finally {
      await fresh.close();
    }
  });

  test('a failed save keeps the switched language and shows the error toast', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/ad-center');
    await expect(page.getByTestId('header-lang')).toBeVisible({ timeout: 20_000 });
    await force('/user/info/edit', { code: 500, times: 1 }, user.token);
    await switchLanguage(page, 'Français');
    await expect(page.locator('.arco-toast')).toHaveText(commonFr.errors.serverError);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
    expect(await savedLanguage(user)).toBe('en');
  });

  test('the language chosen on this device wins over the saved one', async ({ browser, user }) => {
    test.slow(); // a second browser context loads the app from nothing
    expect((await apiCall('/user/info/edit', { lang: 'de' }, user.token)).code).toBe(200);
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto('/#/login');
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await page.reload();
      await expect(page.locator('.adn-auth-submit')).toHaveText(en.login.submit);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/auth/v2/lang') asked.push(r.url());
      });
      const toast = expect(page.locator('.arco-toast')).toHaveText(commonEn.success.login, {
        timeout: 20_000,
      });
      await loginThroughForm(page, user);
      await toast;
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(asked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe("the server's own content in the UI's language", () => {
  test('after a switch to 简体中文 notifications, plans and ledger lines come in Chinese; after Deutsch, in German', async ({
    page,
    user,
  }) => {
    needsRemotes(['messaging', 'plan', 'wallet']);
    test.slow();
    await skipOfficialPush(page, user);
    await openAs(page, user, '/notification');
    const item = (title: string) =>
      page.getByTestId('notification-item').filter({ hasText: title }).first();
    await expect(item('New-user support gift')).toBeVisible({ timeout: 20_000 });

    // the page on screen asks again, in the new language
    const asked = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === '/user/notifications' &&
        r.headers()['accept-language'] === 'zh-CN',
    );
    await switchLanguage(page, '简体中文');
    await asked;
    await expect(item('新人扶持礼')).toBeVisible();
    await expect(item('新广告形式：落地页')).toBeVisible();
    await expect(page.getByText('New-user support gift')).toHaveCount(0);

    // pages of other remotes ask in Chinese too
    await page.goto('/#/plan');
    await expect(
      page.getByTestId('plan-row').filter({ hasText: '星光消除大冒险' }).first(),
    ).toBeVisible({ timeout: 20_000 });
    await page.goto('/#/wallet');
    const refund = page.locator('[data-testid="ledger-entry"][data-type="refund"]').first();
    await expect(refund.getByTestId('entry-type')).toHaveText('退款', { timeout: 20_000 });
    await expect(refund).toContainText(/退款：计划 PL\d+ 投放失败/);

    // the server answers in every UI language: after Deutsch, its remark is German too
    await switchLanguage(page, 'Deutsch');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(refund.getByTestId('entry-type')).toHaveText('Rückerstattung');
    await expect(refund).toContainText(/Rückerstattung: Plan PL\d+ fehlgeschlagen/);
    await expect(refund).not.toContainText('Refund: plan');
  });
});
