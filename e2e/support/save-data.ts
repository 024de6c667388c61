import type { Page } from '@playwright/test';

/**
 * Makes the page's browser say "save data" (`navigator.connection.saveData`), before any page
 * script runs: the host then preloads no remote when idle (host/src/remotes/idle-preload.ts).
 * Specs that break a remote's *first* load use it, or the preload would have fetched the remote
 * while it was still healthy.
 */
export async function saveData(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g' },
    });
  });
}
