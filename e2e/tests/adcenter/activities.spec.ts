import { expect, force, openAs, setUser, test } from '../../support/fixtures';
import { stateOf } from './helpers';

test.describe('/ad-center/activities: the new-user gift', () => {
  test('is claimed once, then shows as received', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/activities');
    await expect(page.getByText('Each merchant can claim the new-user gift once.')).toBeVisible();
    await expect(
      page.getByText('Only one coupon of the same name can be claimed per day.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Claim now' }).click();
    await expect(page.getByText('Coupon claimed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Received' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Claim now' })).toHaveCount(0);
    expect((await stateOf(user.username)).user.newcomer_coupon_claimed).toBe(true);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Received' })).toBeDisabled();
    await page.getByText('View my coupons').click();
    await expect(page).toHaveURL(/#\/ad-center\/coupons$/);
    await expect(page.getByText('New-user support gift')).toBeVisible();
  });

  test('shows received for a merchant who claimed it already', async ({ page, user }) => {
    await setUser(user.username, { newcomer_coupon_claimed: true });
    await openAs(page, user, '/ad-center/activities');
    await expect(page.getByRole('button', { name: 'Received' })).toBeDisabled();
  });

  test('a refused claim shows why', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/activities');
    await expect(page.getByRole('button', { name: 'Claim now' })).toBeEnabled();
    await force(
      '/user_coupon/receive',
      { code: 405, error: 'coupon_daily_limit', times: 1 },
      user.token,
    );
    await page.getByRole('button', { name: 'Claim now' }).click();
    await expect(
      page
        .locator('.arco-toast')
        .getByText('Only one coupon of the same name can be claimed per day'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim now' })).toBeEnabled();
  });

  test('claimed in another tab meanwhile: the refusal turns the button into received', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/ad-center/activities');
    await expect(page.getByRole('button', { name: 'Claim now' })).toBeEnabled();
    await setUser(user.username, { newcomer_coupon_claimed: true });
    await page.getByRole('button', { name: 'Claim now' }).click();
    await expect(page.getByText('The new-user gift has already been claimed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Received' })).toBeDisabled();
  });
});
