/**
 * The ad centre's forms when a call never answers (timeout 3 s, set in app-config.json): the
 * message shows, the input stays, the button sends again.
 */
import { expect, openAs, test } from '../../support/fixtures';
import { hangFirst, SLOW, SLOW_WAIT, shortTimeout } from '../../support/requests';

test.describe('a call that never answers', () => {
  test.beforeEach(async ({ page }) => {
    // a page load, a timeout and a second attempt: more than the default 30 s on a busy machine
    test.slow();
    await shortTimeout(page);
  });

  test('feedback: the message shows, the input stays, the button posts', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/feedback');
    await expect(page.getByLabel('Topic')).toBeVisible({ timeout: 20_000 });
    await hangFirst(page, '/feedback');
    await page.getByLabel('Topic').fill('Slow network');
    await page.getByLabel('Content').fill('Does this arrive?');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    await expect(page.getByLabel('Topic')).toHaveValue('Slow network');
    await expect(page.getByLabel('Content')).toHaveValue('Does this arrive?');
    await submit.click();
    await expect(page.getByText('Posted successfully')).toBeVisible();
  });
});
