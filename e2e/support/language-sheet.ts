/**
 * The header's language sheet as a merchant uses it: open it, turn its wheel one row at a time
 * (a tap on the row next to the selected one, the wheel's own taps) to a language, confirm.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens the header's language sheet; returns its content. */
export async function openLanguageSheet(page: Page): Promise<Locator> {
  await page.getByTestId('header-lang').click();
  const sheet = page.locator('.adn-language-sheet .arco-popup-content');
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Steps the open sheet's wheel one row at a time to `label`. */
export async function pickLanguage(page: Page, sheet: Locator, label: string) {
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

/** Confirms `label` in the header's language sheet; the sheet is gone after. */
export async function switchLanguage(page: Page, label: string) {
  const sheet = await openLanguageSheet(page);
  await pickLanguage(page, sheet, label);
  // the wheel's snap settles before the confirm
  await page.waitForTimeout(350);
  await sheet.locator('.arco-picker-header-btn').last().click();
  await expect(sheet).toBeHidden();
}
