/**
 * Every spec that loads server text into the page registers this guard: a body's <script>
 * or <img onerror> would call alert(), and any dialog fails the test.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

export function forbidDialogs() {
  const dialogs = new WeakMap<Page, string[]>();

  test.beforeEach(async ({ page }) => {
    const seen: string[] = [];
    dialogs.set(page, seen);
    page.on('dialog', (d) => {
      seen.push(d.message());
      void d.dismiss();
    });
  });

  test.afterEach(async ({ page }) => {
    expect(dialogs.get(page), 'no dialog may open').toEqual([]);
  });
}
