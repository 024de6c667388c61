import { expect, openAs, routeOf, test } from '../../support/fixtures';

test.describe('/ad-center/coupons', () => {
  test('unused coupons of every kind, with requirement, expiry and a use button', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/ad-center/coupons');
    await expect(
      page.getByText('Only one coupon of the same name can be claimed per day.', { exact: false }),
    ).toBeVisible();
    const coupons = page.getByTestId('coupon');
    await expect(coupons).toHaveCount(5);
    for (const kind of ['fixed', 'value_added', 'deduction', 'team', 'custom']) {
      await expect(page.locator(`[data-testid=coupon][data-kind=${kind}]`)).toHaveCount(1);
    }
    const deduction = page.locator('[data-testid=coupon][data-kind=deduction]');
    await expect(deduction).toContainText('5% off');
    await expect(deduction).toContainText('For plans from $200.00');
    await expect(deduction).toContainText('Discount');
    await expect(page.locator('[data-testid=coupon][data-kind=fixed]')).toContainText('$10.00');
    await expect(page.locator('[data-testid=coupon][data-kind=custom]')).toContainText(
      'No minimum amount',
    );
    await expect(coupons.first()).toContainText('Valid until');
    await expect(coupons.first()).toHaveAttribute('aria-disabled', 'false');
    await coupons.first().getByRole('button', { name: 'Use' }).click();
    await expect(page).toHaveURL(/#\/plan\?status=wait_put$/);
  });

  test('used and expired coupons are shown disabled, without a use button', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/ad-center/coupons');
    await expect(page.getByTestId('coupon')).toHaveCount(5);
    for (const [tab, status] of [
      ['Used', 'used'],
      ['Expired', 'expired'],
    ] as const) {
      await page.locator('.arco-tabs').getByText(tab, { exact: true }).first().click();
      const list = page.locator(`[data-testid=coupon][data-status=${status}]`);
      await expect(list.first()).toBeVisible();
      await expect(page.locator('[data-testid=coupon][data-status=unused]')).toHaveCount(0);
      const n = await list.count();
      for (let i = 0; i < n; i++) {
        await expect(list.nth(i)).toHaveAttribute('aria-disabled', 'true');
        await expect(list.nth(i)).toHaveClass(/adc-coupon-disabled/);
        await expect(list.nth(i).getByRole('button', { name: 'Use' })).toHaveCount(0);
        await expect(list.nth(i)).toContainText(tab);
      }
      expect(new URL(page.url()).hash).toContain(`status=${status}`);
    }
    expect(routeOf(page)).toBe('/ad-center/coupons');
  });
});
