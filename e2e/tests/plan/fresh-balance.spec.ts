/**
 * A balance is never stale beside a money answer (docs/product/wallet.md#wallet.fresh-figures):
 * the put panel reads the balance again after a refusal and a refusal for balance says it as it
 * is now. The balance moves "on another device": the sandbox's test mode sets it.
 */
import { expect, openAs, setUser, test } from '../../support/fixtures';
import { plainWaitingPlan, putNow, skipOfficialPush } from '../../support/plan';

const NOW = 'Your available balance is now $1,879.60';

test('a put refused for balance reads the balance again and says it', async ({ page, user }) => {
  await skipOfficialPush(page, user);
  await setUser(user, { balance: '4000.00' });
  const plan = await plainWaitingPlan(user);
  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  const panel = page.getByTestId('put-panel');
  await expect(panel.getByTestId('put-balance')).toContainText('$4,000.00', {
    timeout: 20_000,
  });
  await setUser(user, { balance: '1879.60' });
  await page.getByLabel('Put amount').fill('3000');
  await putNow(page);

  await expect(page.getByText(NOW).first()).toBeVisible();
  await expect(panel.getByTestId('put-balance')).toContainText('$1,879.60');
});
