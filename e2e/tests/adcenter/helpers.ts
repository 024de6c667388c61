/** Helpers of the ad-centre specs. */
import type { Page } from '@playwright/test';
import { apiData } from '../../support/fixtures';

export interface UserState {
  user: {
    operator_id: string;
    newcomer_coupon_claimed: boolean;
    store_opened: boolean;
    has_pay_password: boolean;
  };
}

export function stateOf(username: string) {
  return apiData<UserState>(`/__test/state`, { username }, undefined, 'GET');
}

/**
 * What a browser does when the tab goes to the background or comes back: the document's
 * visibilityState changes and a visibilitychange event fires.
 */
export async function setVisibility(page: Page, state: 'visible' | 'hidden') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}
