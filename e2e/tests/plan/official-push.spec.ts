import { expect, openAs, routeOf, test } from '../../fixtures';
import { PUSH_SEEN_KEY, plans, pushScan, settled } from './plan-helpers';

test('the official-push dialog congratulates once per plan and leads to it', async ({
  page,
  user,
}) => {
  const pushed = (await plans(user, 'wait_put')).filter((p) => p.official_push);
  expect(pushed).toHaveLength(1);
  const plan = pushed[0]!;

  await openAs(page, user, '/plan?status=settled');
  const dialog = page.getByTestId('official-push');
  await expect(page.getByText('Congratulations!')).toBeVisible();
  await expect(dialog).toContainText(plan.product.name);
  await expect(dialog).toContainText(plan.plan_no);
  expect(await page.evaluate((k) => localStorage.getItem(k), PUSH_SEEN_KEY)).toBe(
    JSON.stringify([plan.id]),
  );

  await page.locator('.adn-push-dialog').getByText('View the plan', { exact: true }).click();
  await expect(page.getByTestId('plan-detail')).toBeVisible();
  expect(routeOf(page)).toBe('/plan/detail');
  await expect(page.getByTestId('plan-detail').getByTestId('plan-no')).toHaveText(plan.plan_no);
  await expect(page.getByTestId('official-push-value')).toHaveText('Yes');
  // the detail of an already congratulated plan does not ask again
  await expect(page.getByText('Congratulations!')).toBeHidden();

  // back on the list, on another visit: not shown again
  for (const visit of [() => page.goto('/#/plan'), () => page.reload()]) {
    const scan = pushScan(page);
    await visit();
    await scan;
    await expect(page.getByTestId('plan-row').first()).toBeVisible();
    await settled(page); // the dialog would open as soon as the scan answered
    await expect(page.getByText('Congratulations!')).toBeHidden();
  }
});

test('opening the pushed plan directly congratulates there, once', async ({ page, user }) => {
  const plan = (await plans(user, 'wait_put')).find((p) => p.official_push)!;
  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await expect(page.getByText('Congratulations!')).toBeVisible();
  await page.locator('.adn-push-dialog').getByText('View the plan', { exact: true }).click();
  await expect(page.getByText('Congratulations!')).toBeHidden();
  // OK leads to the amount field of this very plan
  await expect(page.getByLabel('Put amount')).toBeFocused();
  await page.reload();
  await expect(page.getByTestId('put-panel')).toBeVisible();
  await settled(page);
  await expect(page.getByText('Congratulations!')).toBeHidden();
});
