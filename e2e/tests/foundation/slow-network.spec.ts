/**
 * Every call ends: a call that never answers times out (here after 3 s, set in app-config.json),
 * the form says "the network is slow", keeps its input, and its button sends again. Offline, a
 * banner says so and forms fail at once. The host's forms here; each remote's in its own folder
 * (`<remote>/slow-network.spec.ts`).
 */
import {
  DEMO_PASSWORD,
  expect,
  LICENSE_KEY,
  openAs,
  routeOf,
  test,
  uniqueName,
} from '../../support/fixtures';
import {
  hangFirst,
  OFFLINE_BANNER,
  OFFLINE_CALL,
  requestsTo,
  SLOW,
  SLOW_WAIT,
  shortTimeout,
  TIMEOUT_MS,
} from '../../support/requests';

test.describe('a call that never answers', () => {
  test.beforeEach(async ({ page }) => {
    // a page load, a timeout and a second attempt: more than the default 30 s on a busy machine
    test.slow();
    await shortTimeout(page);
  });

  test('login: the message shows, the input stays, the button logs in', async ({ page, user }) => {
    await page.goto('/#/login');
    await hangFirst(page, '/auth/v2/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    const started = Date.now();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 10_000);
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    await expect(page.getByLabel('Password')).toHaveValue(user.password);
    expect(routeOf(page)).toBe('/login');

    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => routeOf(page), { timeout: 20_000 }).not.toBe('/login');
  });

  test('register: the message shows, the input stays, the button registers', async ({ page }) => {
    const name = uniqueName('r');
    await page.goto('/#/register');
    await hangFirst(page, '/auth/v2/register');
    const fields: [string, string, boolean?][] = [
      ['Username', name],
      ['Nickname', name],
      ['Password', DEMO_PASSWORD, true],
      ['Confirm password', DEMO_PASSWORD],
      ['Email', `${name}@example.com`],
      ['Phone', '+8613800138000'],
      ['Authorization code', LICENSE_KEY],
    ];
    for (const [label, value, exact] of fields) await page.getByLabel(label, { exact }).fill(value);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(SLOW)).toBeVisible(SLOW_WAIT);
    for (const [label, value, exact] of fields) {
      await expect(page.getByLabel(label, { exact })).toHaveValue(value);
    }
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registered successfully')).toBeVisible();
  });
});

test.describe('offline', () => {
  test.beforeEach(() => test.slow());

  test('a banner says so; a form fails at once and sends once back online', async ({
    page,
    context,
    user,
  }) => {
    await openAs(page, user, '/ad-center/feedback');
    await expect(page.getByLabel('Topic')).toBeVisible({ timeout: 20_000 });
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toBeHidden();
    const sent = requestsTo(page, '/feedback');

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText(OFFLINE_BANNER);
    await page.getByLabel('Topic').fill('Offline');
    await page.getByLabel('Content').fill('Written on a train');
    const submit = page.getByRole('button', { name: 'Submit' });
    const started = Date.now();
    await submit.click();
    await expect(page.getByText(OFFLINE_CALL)).toBeVisible();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(sent).toHaveLength(0);
    await expect(page.getByLabel('Topic')).toHaveValue('Offline');
    await expect(page.getByLabel('Content')).toHaveValue('Written on a train');

    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await submit.click();
    await expect(page.getByText('Posted successfully')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test('the banner speaks the UI language', async ({ page, context }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'de'));
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toHaveText(
      'Sie sind offline. Bis die Verbindung zurück ist, wird nichts gesendet.',
    );
  });
});
