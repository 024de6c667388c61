/** __prefix__: the __name__ remote's page, mounted in the host, greets the merchant. */
import { expect, openAs, test } from '../../support/fixtures';

test('the page opens in the host, titled, and greets the merchant by name', async ({
  page,
  user,
}) => {
  await openAs(page, user, '__prefix__');
  await expect(page.getByRole('heading', { name: 'New section' })).toBeVisible();
  const home = page.getByTestId('__name__-home');
  await expect(home.getByRole('heading')).toHaveText(`Hello, ${user.username}`);
  await expect(home).toContainText('its pages, texts and tests live in their own module');
});
