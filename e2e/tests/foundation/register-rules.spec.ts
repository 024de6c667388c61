/**
 * Register: the username rule the server applies (3 to 32 Latin letters, digits, dots, dashes,
 * underscores) is stated under the field and checked before the call with its own message; a
 * refusal (400) that names its reason shows that reason, "System error" only one that does not.
 */
import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  LICENSE_KEY,
  openAs,
  registerUser,
  routeOf,
  test,
  toast,
  uniqueName,
} from '../../support/fixtures';

const RULE = 'The username must be 3–32 characters: letters A–Z, digits and . - _';

/** Fills every field; the username as given. */
async function fill(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByLabel('Email').fill('shop@example.com');
  await page.getByLabel('Phone').fill('+8613800138000');
  await page.getByLabel('Authorization code').fill(LICENSE_KEY);
}

test('the username rule is stated under the field and checked before the call', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/auth/v2/register')) sent.push(r.url());
  });
  await page.goto('/#/register');
  await expect(page.getByTestId('field-username')).toContainText(
    '3–32 characters: letters A–Z, digits and . - _',
  );
  for (const name of ['ab', 'shop ann', 'café01']) {
    await fill(page, name);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('error-username')).toHaveText(RULE);
    await expect(page.getByLabel('Username')).toBeFocused();
  }
  expect(sent).toEqual([]);
  expect(routeOf(page)).toBe('/register');
});

test('the rule speaks the UI language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'de'));
  await page.goto('/#/register');
  await expect(page.getByTestId('field-username')).toContainText(
    '3–32 Zeichen: Buchstaben A–Z, Ziffern und . - _',
  );
});

test("a 400 shows the server's reason, localized where there are words for it", async ({
  page,
}) => {
  let answer = { code: 400, msg: 'phone is invalid', data: null as unknown };
  await page.route('**/auth/v2/register', (route) => route.fulfill({ json: answer }));
  await page.goto('/#/register');
  await fill(page, uniqueName('r'));
  await page.getByRole('button', { name: 'Register' }).click();
  // a field the server names: under that field, which takes the focus; no toast
  await expect(page.getByTestId('error-phone')).toHaveText('Phone is invalid');
  await expect(page.locator('#field-phone')).toBeFocused();
  await expect(toast(page)).toHaveCount(0);

  answer = { code: 400, msg: 'registration is closed in your region', data: null };
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page)).toHaveText('registration is closed in your region');

  answer = { code: 400, msg: 'params error', data: null };
  await expect(toast(page)).toHaveCount(0, { timeout: 5_000 });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page)).toHaveText('System error');
  expect(routeOf(page)).toBe('/register');
});

test("the sandbox's own refusal of a username reads as the rule", async ({ page }) => {
  // a name the client takes but the server's rule refuses cannot be typed any more: the
  // server's sentence is sent back for a name that passed, as an older client would send it
  await page.route('**/auth/v2/register', async (route) => {
    const body = route.request().postDataJSON() as Record<string, string>;
    await route.continue({ postData: JSON.stringify({ ...body, username: 'x y' }) });
  });
  await page.goto('/#/register');
  await fill(page, uniqueName('r'));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('error-username')).toHaveText(RULE);
});

test('a merchant registered a minute ago starts clean, and the gift says what it gave', async ({
  page,
}) => {
  // registered as the form does, without the suite's demo story
  const merchant = await registerUser('day1', false);
  await openAs(page, merchant, '/ad-center');
  // nothing delivered: not today, not ever
  const delivered = page.getByTestId('metric-delivery_amount');
  await expect(delivered).toContainText('$0.00', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'All time' }).click();
  await expect(delivered).toContainText('$0.00');

  await page.goto('/#/wallet');
  await expect(page.getByTestId('figure-total_assets')).toHaveText('$0.00', { timeout: 30_000 });
  await expect(page.locator('.adn-empty').first()).toBeVisible();
  await expect(page.getByTestId('ledger-entry')).toHaveCount(0);

  await page.goto('/#/notification');
  await expect(page.locator('.adn-empty').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('notification-item')).toHaveCount(0);
  await expect(page.getByTestId('header-bell').getByTestId('bell-badge')).toHaveCount(0);

  await page.goto('/#/ad-center/activities');
  const claim = page.getByRole('button', { name: 'Claim now' });
  await expect(claim).toBeEnabled({ timeout: 30_000 });
  await claim.click();
  const given = page.getByTestId('gift-given');
  await expect(given).toContainText(/^You received .+: (\$[\d,.]+|\d+% off)/);
  await expect(given).toContainText(/For plans from \$[\d,.]+|No minimum amount/);
  await expect(given).toContainText(/Valid until \w+ \d+, \d{4}/);
});
