import { expect, openAs, routeOf, test } from '../../support/fixtures';
import { plainWaitingPlan, plans, skipOfficialPush } from '../../support/plan';

test.describe('plan list', () => {
  test('the status filter lives in the URL and filters the rows', async ({ page, user }) => {
    await skipOfficialPush(page, user);
    const waiting = await plans(user, 'wait_put');
    expect(waiting.length).toBeGreaterThan(0);

    await openAs(page, user, '/plan?status=wait_put');
    const rows = page.getByTestId('plan-row');
    await expect(rows).toHaveCount(waiting.length);
    for (const status of await rows.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-status')),
    )) {
      expect(status).toBe('wait_put');
    }
    await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
    await expect(rows.getByTestId('plan-status').first()).toHaveText('Waiting to be put');

    // another tab: the URL follows and only that status is listed
    await page.getByTestId('plan-tabs').getByText('Settlement successful', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/plan?status=settled');
    const settled = await plans(user, 'settled');
    await expect(rows).toHaveCount(settled.length);
    await expect(rows.first()).toHaveAttribute('data-status', 'settled');
    await expect(rows.first().getByTestId('plan-status')).toHaveText('Settlement successful');

    // a status nobody knows reads as "all"
    await page.goto('/#/plan?status=bogus');
    await expect(page.getByTestId('plan-list')).toHaveAttribute('data-filter', 'all');
  });

  test('all plans: rows show number, product, amount, progress, status; load more', async ({
    page,
    user,
  }) => {
    await skipOfficialPush(page, user);
    const all = await plans(user);
    expect(all.length).toBeGreaterThan(10); // more than one page of 10

    await openAs(page, user, '/plan');
    const rows = page.getByTestId('plan-row');
    // the first page holds 10; a tall screen may already have asked for the next one
    await expect(rows.nth(9)).toBeVisible();

    const putting = all.find((p) => p.status === 'putting')!;
    const row = page.locator(`[data-testid="plan-row"][data-id="${putting.id}"]`);
    await expect(row.getByTestId('plan-no')).toHaveText(putting.plan_no);
    await expect(row).toContainText(putting.product.name);
    await expect(row.getByTestId('plan-put-amount')).toHaveText(
      `$${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(Number(putting.put_amount))}`,
    );
    await expect(row.getByTestId('plan-progress')).toHaveAttribute(
      'aria-valuenow',
      String(putting.progress),
    );
    await expect(row.getByTestId('plan-status')).toHaveText('Putting');

    // the official-push plan is marked
    const pushed = all.find((p) => p.official_push)!;
    await expect(
      page
        .locator(`[data-testid="plan-row"][data-id="${pushed.id}"]`)
        .getByTestId('official-push-mark'),
    ).toHaveText('Official push');
    const shown = await rows.count();
    await expect(page.getByTestId('official-push-mark')).toHaveCount(
      all.slice(0, shown).filter((p) => p.official_push).length,
    );

    // load more at the bottom
    await rows.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(rows).toHaveCount(all.length);
    await expect(page.getByText('No more')).toBeVisible();
  });

  test('the waiting count shows on the waiting tab and follows a refresh', async ({
    page,
    user,
  }) => {
    await skipOfficialPush(page, user);
    // the sandbox gives every merchant a new waiting plan every 2 minutes: what the page shows
    // is the server's count read just before it or just after it
    const waitingNow = async () => (await plans(user, 'wait_put')).length;
    let before = await waitingNow();
    await openAs(page, user, '/plan?status=settled');
    const badge = page.getByTestId('wait-put-badge');
    await expect(badge).toHaveText(/^\d+$/);
    expect([before, await waitingNow()]).toContain(Number(await badge.textContent()));
    before = await waitingNow();
    await page.getByTestId('wait-put-count').click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/plan?status=wait_put');
    const rows = page.getByTestId('plan-row');
    await expect(async () => {
      expect([before, await waitingNow()]).toContain(await rows.count());
    }).toPass({ timeout: 10_000 });
  });

  test('a waiting row shows its put amount range, never a put amount of $0.00', {
    tag: '@desktop',
  }, async ({ page, user }) => {
    await skipOfficialPush(page, user);
    const waiting = await plans(user, 'wait_put');
    const plain = await plainWaitingPlan(user); // $100.00 to $5,000.00
    await openAs(page, user, '/plan?status=wait_put');
    const rows = page.getByTestId('plan-row');
    await expect(rows).toHaveCount(waiting.length);
    const row = page.locator(`[data-testid="plan-row"][data-id="${plain.id}"]`);
    await expect(row).toContainText('Put amount range');
    await expect(row.getByTestId('plan-budget')).toHaveText(/^\$100\.00\s*–\s*\$5,000\.00$/);
    await expect(row.getByTestId('plan-budget')).toBeInViewport({ ratio: 1 });
    // every waiting row reads its range; none reads a put amount
    await expect(page.getByTestId('plan-budget')).toHaveCount(waiting.length);
    await expect(page.getByTestId('plan-put-amount')).toHaveCount(0);
    await expect(page.getByTestId('plan-list')).not.toContainText('$0.00');
  });

  test('tapping a row opens its detail', async ({ page, user }) => {
    await skipOfficialPush(page, user);
    const target = (await plans(user, 'finished'))[0]!;
    await openAs(page, user, '/plan?status=finished');
    await page.locator(`[data-testid="plan-row"][data-id="${target.id}"]`).click();
    await expect(page.getByTestId('plan-detail')).toBeVisible();
    expect(routeOf(page)).toBe('/plan/detail');
    expect(new URL(page.url().replace('#', '')).searchParams.get('id')).toBe(String(target.id));
    await expect(page.getByTestId('plan-detail').getByTestId('plan-no')).toHaveText(target.plan_no);
  });
});
