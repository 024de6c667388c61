/** A keyboard user's moves, for the keyboard cases of every app (no click anywhere there). */
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus, as a keyboard user would (at most 40 stops). */
export async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the field');
}

/** Tab to the field and type into it. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}
