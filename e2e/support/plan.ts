/** Set-up and read-back helpers of the plan specs (sandbox calls, no UI). */
import type { Page } from '@playwright/test';
import { apiData, type TestUser } from './fixtures';

export interface PlanRow {
  id: number;
  plan_no: string;
  status: string;
  put_amount: string;
  progress: number;
  official_push: boolean;
  lowest_amount: string;
  highest_amount: string;
  product: { name: string; type: 'video' | 'landing'; url: string; cover: string };
  coupon: {
    coupon_id: number;
    name: string;
    kind: string;
    credit: string;
    state: 'pending' | 'credited' | 'returned';
  } | null;
}

export interface Snapshot {
  property: { available_balance: string; to_be_consumed: string; total_assets: string };
  plans: (PlanRow & { stage_ticks: number })[];
  ledger: { type: string; amount: string; remark: string }[];
  put_count: number;
  coupons: {
    id: number;
    name: string;
    status: string;
    kind: string;
    amount: string;
    min_amount: string;
  }[];
}

/**
 * A put refused for the balance, as said under the amount once the balance is read again
 * (docs/product/plans.md#plans.put.fresh-balance): a check waits for this whole sentence, or it
 * races the second read.
 */
export const REFUSED_FOR_BALANCE =
  /^Insufficient balance\. Your available balance is now \$[\d,]+\.\d{2}\.$/;

export const PUSH_SEEN_KEY = 'adnet_official_push_seen';

/** The official-push memory is per merchant: its key ends with the merchant's id. */
export async function pushSeenKey(user: TestUser): Promise<string> {
  const { user: info } = await apiData<{ user: { id: number } }>(
    `/__test/state?username=${encodeURIComponent(user.username)}`,
  );
  return `${PUSH_SEEN_KEY}:${info.id}`;
}

export async function plans(user: TestUser, status?: string): Promise<PlanRow[]> {
  const page = await apiData<{ list: PlanRow[] }>(
    '/plan/order/list',
    { page: 1, size: 100, ...(status ? { status } : {}) },
    user.token,
    'GET',
  );
  return page.list;
}

export function state(user: TestUser): Promise<Snapshot> {
  return apiData<Snapshot>(`/__test/state?username=${encodeURIComponent(user.username)}`);
}

/** The waiting plan that is not an official push (so no congratulation dialog on its page). */
export async function plainWaitingPlan(user: TestUser): Promise<PlanRow> {
  const list = await plans(user, 'wait_put');
  const plan = list.find((p) => !p.official_push && p.lowest_amount === '100.00');
  if (!plan) throw new Error('no plain waiting plan in the seed');
  return plan;
}

/**
 * Marks every official-push plan of the user as already congratulated, so the dialog does
 * not cover the page in tests about something else.
 */
export async function skipOfficialPush(page: Page, user: TestUser) {
  const ids = (await plans(user, 'wait_put')).filter((p) => p.official_push).map((p) => p.id);
  const key = await pushSeenKey(user);
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key as string))
        localStorage.setItem(key as string, value as string);
    },
    [key, JSON.stringify(ids)],
  );
}

/** Resolves once the page has painted twice: React has committed what the last answer caused. */
export async function settled(page: Page) {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

/** Waits for the list page's look at the waiting plans (the official-push scan). */
export function pushScan(page: Page) {
  return page.waitForResponse(
    (r) => r.url().includes('/plan/order/list') && r.url().includes('status=wait_put'),
  );
}

/** Moves only this user's plans on by `times` simulation steps. */
export async function tickFor(user: TestUser, times: number) {
  await apiData('/__test/tick', { times, username: user.username });
}

/** The review a put opens before anything is charged (docs/product/plans.md#plans.put.review). */
export function putReview(page: Page) {
  return page.getByRole('dialog', { name: 'Review your put' });
}

/** "Confirm put" in the review: the put is sent. */
export async function confirmPut(page: Page) {
  await putReview(page).getByRole('button', { name: 'Confirm put' }).click();
}

/** "Put now", then "Confirm put" in the review it opens. */
export async function putNow(page: Page) {
  await page.getByRole('button', { name: 'Put now' }).click();
  await confirmPut(page);
}
