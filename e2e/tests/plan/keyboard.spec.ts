/**
 * The put with the keyboard alone (docs/accessibility.md "Keyboard"): Tab to a field, type,
 * Enter. No click anywhere in this file. Enter on an invalid form shows the localized message,
 * moves focus to the first field in error and sends nothing; on a valid one it does what a tap
 * does, once. The other apps' cases are in their own folders (`<app>/keyboard.spec.ts`).
 */
import { expect, needsRemotes, openAs, test } from '../../support/fixtures';
import { tabTo } from '../../support/keyboard';
import { plainWaitingPlan, putReview, skipOfficialPush } from '../../support/plan';
import { requestsTo } from '../../support/requests';

test.describe('put with the keyboard', () => {
  test('Enter on an empty amount says so and puts nothing; Enter on an amount puts once', async ({
    page,
    user,
  }) => {
    needsRemotes(['plan']);
    await skipOfficialPush(page, user);
    const plan = await plainWaitingPlan(user);
    const sent = requestsTo(page, '/plan/order/put');
    await openAs(page, user, `/plan/detail?id=${plan.id}`);
    const amount = page.getByLabel('Put amount');
    await tabTo(page, amount);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('put-error')).not.toHaveText('');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toBeFocused();
    expect(sent).toEqual([]);

    await page.keyboard.type('150');
    await page.keyboard.press('Enter');
    // Enter opens the review: nothing is sent until its Confirm
    const review = putReview(page);
    await expect(review).toBeVisible();
    expect(sent).toEqual([]);
    await tabTo(page, review.getByRole('button', { name: 'Confirm put' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Put success')).toBeVisible();
    await expect(page.getByTestId('put-panel')).toHaveCount(0);
    await expect(page.getByTestId('detail-put-amount')).toHaveText('$150.00');
    // the page stays: focus is on the plan's new status and amount
    await expect(page.getByTestId('plan-hero')).toBeFocused();
    expect(sent).toHaveLength(1);
  });
});
