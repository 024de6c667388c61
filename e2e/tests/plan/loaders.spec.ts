/**
 * Page data through route loaders (docs/remote.md "Data"): a page's first request
 * leaves with the navigation, beside the page's code, and the page uses that answer instead
 * of asking again; a tab change of the list does not run its loader again.
 */
import type { Request } from '@playwright/test';
import { REMOTE_PORTS } from '../../support/env';
import { expect, openAs, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';

const isCall = (path: string) => (r: Request) => new URL(r.url()).pathname === path;

test("a plan's detail is asked for while its page's code is still loading, and only once", async ({
  page,
  user,
}) => {
  // held scripts and several round trips: more than the default on a loaded machine
  test.setTimeout(60_000);
  await skipOfficialPush(page, user);
  await openAs(page, user, '/plan?status=wait_put');
  const row = page.getByTestId('plan-row').first();
  await expect(row).toBeVisible();
  const id = await row.getAttribute('data-id');

  // hold every script of the plan remote from now on: the detail page's code cannot arrive
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(`http://localhost:${REMOTE_PORTS.plan}/static/js/**`, (route) =>
    holding ? void held.push(() => route.continue()) : route.continue(),
  );
  const details: Request[] = [];
  page.on('request', (r) => {
    if (isCall('/plan/order/detail')(r)) details.push(r);
  });

  await row.click();
  await expect
    .poll(() => held.length, { message: 'the page code was asked for', timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect
    .poll(() => details.length, { message: 'the detail left meanwhile', timeout: 20_000 })
    .toBe(1);
  expect(details[0]!.postDataJSON()).toEqual({ id: Number(id) });
  await expect(page.getByTestId('plan-detail')).toHaveCount(0);

  holding = false;
  for (const release of held) await release();
  await expect(page.getByTestId('plan-detail')).toHaveAttribute('data-status', 'wait_put');
  await expect(page.getByTestId('plan-hero')).toBeVisible();
  // the page drew the loader's answer: no second request for the same plan
  expect(details).toHaveLength(1);
});

test('changing tabs reloads the list and the waiting count, not the official-push scan', async ({
  page,
  user,
}) => {
  await skipOfficialPush(page, user);
  const lists: URL[] = [];
  const counts: Request[] = [];
  page.on('request', (r) => {
    if (isCall('/plan/order/list')(r)) lists.push(new URL(r.url()));
    if (isCall('/plan/order/await/put/count')(r)) counts.push(r);
  });
  await openAs(page, user, '/plan');
  await expect(page.getByTestId('plan-row').first()).toBeVisible();
  await expect(page.getByTestId('wait-put-badge')).toBeVisible();
  const scans = () => lists.filter((u) => u.searchParams.get('size') === '50').length;
  expect(scans()).toBe(1);
  expect(counts).toHaveLength(1);

  await page.getByTestId('plan-tabs').getByText('Settlement successful', { exact: true }).click();
  await expect(page.getByTestId('plan-list')).toHaveAttribute('data-filter', 'settled');
  await expect(page.getByTestId('plan-row').first()).toHaveAttribute('data-status', 'settled');
  await expect.poll(() => counts.length).toBe(2);
  expect(lists.filter((u) => u.searchParams.get('status') === 'settled')).toHaveLength(1);
  expect(scans()).toBe(1);
});
