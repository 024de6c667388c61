/** The put calls a page sends, as their request bodies, for the put specs to count and read. */
import type { Page } from '@playwright/test';

export const putCalls = (page: Page) => {
  const bodies: { id: number; amount: string; request_id: string; coupon_id?: number }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/plan/order/put')) bodies.push(JSON.parse(r.postData() ?? '{}'));
  });
  return bodies;
};
