import type { Locator, Page } from '@playwright/test';
/** The login button in each language, from host/src/locales/<lng>.json. */
import de from '../../../host/src/locales/de.json' with { type: 'json' };
import en from '../../../host/src/locales/en.json' with { type: 'json' };
import es from '../../../host/src/locales/es.json' with { type: 'json' };
import fr from '../../../host/src/locales/fr.json' with { type: 'json' };
import ja from '../../../host/src/locales/ja.json' with { type: 'json' };
import ko from '../../../host/src/locales/ko.json' with { type: 'json' };
import pt from '../../../host/src/locales/pt.json' with { type: 'json' };
import ru from '../../../host/src/locales/ru.json' with { type: 'json' };
import th from '../../../host/src/locales/th.json' with { type: 'json' };
import vi from '../../../host/src/locales/vi.json' with { type: 'json' };
import zhCN from '../../../host/src/locales/zh-CN.json' with { type: 'json' };
import zhTW from '../../../host/src/locales/zh-TW.json' with { type: 'json' };
import { expect, test } from '../../fixtures';

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

/** Steps the picker one row at a time (tapping the row next to the selected one) to `label`. */
async function pick(page: Page, sheet: Locator, label: string) {
  const items = sheet.locator('.arco-picker-column-item');
  const labels = await items.allInnerTexts();
  const target = labels.indexOf(label);
  expect(target).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= labels.length; step++) {
    const classes = await items.evaluateAll((els) => els.map((e) => e.className));
    const selected = classes.findIndex((c) => c.split(/\s+/).includes('selected'));
    if (selected === target) return;
    await items.nth(selected + (target > selected ? 1 : -1)).click();
    await page.waitForTimeout(300);
  }
  throw new Error(`could not select ${label}`);
}

test('the language switch changes the UI to each of the twelve languages and survives a reload', async ({
  page,
}) => {
  test.slow();
  await page.goto('/#/login');
  let previous: string = en.login.submit;
  for (const [code, label, strings] of [...LANGS.slice(1), LANGS[0]]) {
    await page.getByTestId('header-lang').click();
    const sheet = page.locator('.adn-language-sheet .arco-popup-content');
    await expect(sheet).toBeVisible();
    await pick(page, sheet, label);
    await page.waitForTimeout(350);
    await sheet.locator('.arco-picker-header-btn').last().click();
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
  await page.getByTestId('header-lang').click();
  const sheet = page.locator('.adn-language-sheet .arco-popup-content');
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  const viewport = page.viewportSize();
  const ratio = box && viewport ? box.height / viewport.height : 0;
  expect(ratio).toBeGreaterThan(0.49);
  expect(ratio).toBeLessThan(0.51);
  await pick(page, sheet, 'Deutsch');
  await sheet.locator('.arco-picker-header-btn').first().click();
  await expect(page.locator('.adn-auth-submit')).toHaveText(en.login.submit);
});
