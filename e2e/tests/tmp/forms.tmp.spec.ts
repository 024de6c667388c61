import { openAs, test } from '../../fixtures';
import { skipOfficialPush } from '../plan/plan-helpers';
const DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
test('form shots', async ({ page, user }) => {
  test.setTimeout(120_000);
  await page.goto('/#/login');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${DIR}/login.png` });
  await page.goto('/#/register');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${DIR}/register.png` });
  await page.goto('about:blank');
  await skipOfficialPush(page, user);
  await openAs(page, user, '/ad-center');
  for (const [name, path] of [
    ['edit-login-password', '/ad-center/edit-login-password'],
    ['feedback', '/ad-center/feedback'],
    ['bind-card', '/wallet/bind-card'],
    ['foreign-exchange', '/wallet/foreign-exchange'],
    ['plan', '/plan'],
  ]) {
    await page.goto(`/#${path}`);
    await page.reload();
    await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => undefined);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${DIR}/${name}.png` });
  }
  await page.getByTestId('plan-card').first().click().catch(() => undefined);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${DIR}/plan-detail.png`, fullPage: true });
});
