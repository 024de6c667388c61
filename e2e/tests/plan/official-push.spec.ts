import { expect, openAs, routeOf, test } from '../../support/fixtures';
import { plans, pushScan, pushSeenKey, settled } from '../../support/plan';

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
  // remembered for this merchant (the key carries the merchant's id)
  const key = await pushSeenKey(user);
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(JSON.stringify([plan.id]));

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

test('the pushed plan’s own page never opens the dialog, and counts as seen', async ({
  page,
  user,
}) => {
  const plan = (await plans(user, 'wait_put')).find((p) => p.official_push)!;
  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await expect(page.getByTestId('put-panel')).toBeVisible();
  await settled(page);
  // opening the plan counts as having seen its push, for this merchant
  const key = await pushSeenKey(user);
  await expect
    .poll(() => page.evaluate((k) => localStorage.getItem(k), key))
    .toBe(JSON.stringify([plan.id]));
  // the dialog points to this very plan: it would only cover the put form (its view is a lazy
  // chunk: give it the time it would take to arrive)
  await page.waitForTimeout(1500);
  await expect(page.getByText('Congratulations!')).toBeHidden();
  await expect(page.getByLabel('Put amount')).toBeEditable();
  // back on the list: the merchant has seen the plan, no congratulation for it
  const scan = pushScan(page);
  await page.goto('/#/plan');
  await scan;
  await expect(page.getByTestId('plan-row').first()).toBeVisible();
  await settled(page);
  await expect(page.getByText('Congratulations!')).toBeHidden();
});

test('the dialog closes with its Close button and with Escape, and stays closed', async ({
  page,
  user,
}) => {
  const plan = (await plans(user, 'wait_put')).find((p) => p.official_push)!;
  await openAs(page, user, '/plan?status=settled');
  await expect(page.getByText('Congratulations!')).toBeVisible();
  await page.locator('.adn-push-dialog').getByText('Close', { exact: true }).click();
  await expect(page.getByText('Congratulations!')).toBeHidden();
  expect(routeOf(page)).toBe('/plan');

  // a second merchant-scoped opening (memory cleared): Escape closes it as well
  const key = await pushSeenKey(user);
  await page.evaluate((k) => localStorage.removeItem(k), key);
  await page.reload();
  await expect(page.getByTestId('official-push')).toContainText(plan.plan_no);
  await page.keyboard.press('Escape');
  await expect(page.getByText('Congratulations!')).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('plan-row').first()).toBeVisible();
  await settled(page);
  await expect(page.getByText('Congratulations!')).toBeHidden();
});

test('the memory is per merchant: another merchant’s seen pushes do not count', async ({
  page,
  user,
}) => {
  const plan = (await plans(user, 'wait_put')).find((p) => p.official_push)!;
  // seen on this device by some other merchant: under another merchant's key, and under the
  // earlier device-wide key, which tells nothing of this merchant
  await page.addInitScript((id) => {
    localStorage.setItem('adnet_official_push_seen:999999', JSON.stringify([id]));
    localStorage.setItem('adnet_official_push_seen', JSON.stringify([id]));
  }, plan.id);
  await openAs(page, user, '/plan?status=settled');
  await expect(page.getByTestId('official-push')).toContainText(plan.plan_no);
});
