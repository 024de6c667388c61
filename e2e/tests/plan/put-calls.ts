/** What the put specs share: the put calls a page sends, and choosing a coupon in the panel. */
import { expect, type Page } from '@playwright/test';

export const putCalls = (page: Page) => {
  const bodies: { id: number; amount: string; request_id: string; coupon_id?: number }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/plan/order/put')) bodies.push(JSON.parse(r.postData() ?? '{}'));
  });
  return bodies;
};

/**
 * Chooses coupon `id` in the put panel: the cell opens its sheet once the coupons have loaded
 * (it says "Loading…" until then), then the coupon's option is tapped.
 */
export async function pickCoupon(page: Page, id: number) {
  await expect(page.getByTestId('coupon-cell')).not.toContainText('Loading');
  await page.getByTestId('coupon-cell').click();
  await page.locator(`[data-testid="coupon-option"][data-id="${id}"]`).click();
}
