/**
 * What a failed call says in the fail toast: a non-OK HTTP status in words, never its status or
 * its jargon (docs/product/api.md#api.codes.http), a call that got no answer what to do about it.
 */
import type { Page } from '@playwright/test';
import { expect, test, toast } from '../../support/fixtures';

/** Fills the login form and submits it. */
async function tryLogin(page: Page) {
  await page.locator('#field-username').fill('demo');
  await page.locator('#field-password').fill('demo1234');
  await page.locator('.adn-auth-submit').click();
}

test('a non-OK HTTP status says what happened in words, not a code or its jargon', async ({
  page,
}) => {
  await page.route('**/auth/v2/login', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502</h1>' }),
  );
  await page.goto('/#/login');
  await tryLogin(page);
  await expect(toast(page)).toHaveText('The server did not answer. Please try again in a moment.');
  await expect(toast(page)).not.toContainText('502');
  await expect(toast(page)).not.toContainText('Gateway');
});

test('the words are in the UI language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'de'));
  await page.route('**/auth/v2/login', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }),
  );
  await page.goto('/#/login');
  await tryLogin(page);
  await expect(toast(page)).toHaveText(
    'Der Server hat nicht geantwortet. Bitte versuchen Sie es gleich noch einmal.',
  );
});

test('a call that gets no answer says to check the connection: a toast cannot be tapped', async ({
  page,
}) => {
  await page.route('**/auth/v2/login', (route) => route.abort('connectionrefused'));
  await page.goto('/#/login');
  await tryLogin(page);
  await expect(toast(page)).toHaveText('Request failed. Check your connection and try again');
  await expect(toast(page)).not.toContainText('tap');
});

test("a 405 with a reason this client does not know shows the server's words; the reason is logged", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'fr'));
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.route('**/auth/v2/login', (route) =>
    route.fulfill({
      json: { code: 405, msg: 'quota exceeded for this region', data: { error: 'region_quota' } },
    }),
  );
  await page.goto('/#/login');
  await tryLogin(page);
  // the server said why: its words, never a bare "Erreur de données"
  await expect(toast(page)).toHaveText('quota exceeded for this region');
  // kept for customer service: the path, the code, the reason and the server's words
  expect(warnings.join('\n')).toContain(
    '/auth/v2/login: 405 region_quota: quota exceeded for this region',
  );
});

test('without its config the app says so in the language of the device, and reloads on a tap', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'de'));
  let configAnswers = 0;
  await page.route('**/app-config.json', (route) => {
    configAnswers++;
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' });
  });
  await page.goto('/#/login');
  const line = page.locator('.adn-boot-error');
  await expect(line).toHaveText('Anfrage fehlgeschlagen, tippen zum Neuladen');
  const before = configAnswers;
  await line.click();
  await expect.poll(() => configAnswers).toBeGreaterThan(before);
});
