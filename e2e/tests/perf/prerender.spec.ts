/**
 * The first paint does not wait for JavaScript (docs/performance.md "The
 * first paint"): the build prerenders the login in every language and a neutral frame into
 * index.html, a start script picks one before the first paint, and the app hydrates the login.
 *
 * Each test holds back every script of the host's build (the entry, the preloaded chunks)
 * until it releases them: what is on the screen meanwhile is what a visitor on a slow
 * connection sees before the JavaScript arrives.
 */
import type { Page, Route } from '@playwright/test';
import { HOST_URL } from '../../support/env';
import { expect, routeOf, type TestUser, test, useToken } from '../../support/fixtures';

const HOST_ORIGIN = new URL(HOST_URL).origin;

/** Holds every script of the host until `release()`; `held()` counts those held so far. */
async function holdHostScripts(page: Page) {
  const held: Route[] = [];
  let open = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.origin === HOST_ORIGIN && url.pathname.startsWith('/static/js/'),
    async (route) => {
      if (!open) {
        held.push(route);
        await released;
      }
      await route.continue().catch(() => undefined); // the page may have gone meanwhile
    },
  );
  return {
    held: () => held.length,
    release: () => {
      open = true;
      release();
    },
  };
}

/** Console errors and uncaught errors (React reports a hydration mismatch as either). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return {
    hydration: () => errors.filter((e) => /hydrat|did not match|#418|#419|#422|#423|#425/i.test(e)),
  };
}

/** The sum of the layout shifts of the page so far (not after input), from its first paint. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** Marks the prerendered inputs, so that a test can tell hydration from a fresh render. */
async function markPrerenderedInputs(page: Page) {
  await page.evaluate(() => {
    for (const input of document.querySelectorAll('#root input')) {
      (input as unknown as { __prerendered: boolean }).__prerendered = true;
    }
  });
}

const stillPrerendered = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root input')].every(
      (input) => (input as unknown as { __prerendered?: boolean }).__prerendered === true,
    ),
  );

/** The app has hydrated the form: its submit button is typed by an effect (ActionButton). */
const hydrated = (page: Page) => page.locator('form.adn-auth button[type="submit"]');

async function typeBeforeScripts(page: Page, user: TestUser, labels: [string, string]) {
  await page.getByLabel(labels[0], { exact: true }).fill(user.username);
  await page.getByLabel(labels[1], { exact: true }).fill(user.password);
}

test('with the scripts held, the login shows in English; what is typed is kept and the login works', async ({
  page,
  user,
}) => {
  const errors = watchErrors(page);
  const cls = await watchLayoutShift(page);
  const scripts = await holdHostScripts(page);
  await page.goto('/#/login', { waitUntil: 'commit' });

  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Merchant Center' })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // nothing of the app has run: its scripts are waiting
  expect(scripts.held()).toBeGreaterThan(0);
  await expect(hydrated(page)).toHaveCount(0);

  await typeBeforeScripts(page, user, ['Username', 'Password']);
  await markPrerenderedInputs(page);
  scripts.release();

  await expect(hydrated(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(user.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(user.password);
  // hydrated, not replaced: the very inputs the visitor typed into
  expect(await stillPrerendered(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await cls()).toBeLessThanOrEqual(0.02);

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => routeOf(page), { timeout: 20_000 }).not.toBe('/login');
  expect(errors.hydration()).toEqual([]);
});

test('a stored language other than English: the held login is in that language, no English first', async ({
  page,
  user,
}) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'de'));
  const scripts = await holdHostScripts(page);
  await page.goto('/#/login', { waitUntil: 'commit' });

  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByText('Noch kein Konto?')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  expect(scripts.held()).toBeGreaterThan(0);

  await typeBeforeScripts(page, user, ['Benutzername', 'Passwort']);
  await markPrerenderedInputs(page);
  scripts.release();

  await expect(hydrated(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByLabel('Benutzername', { exact: true })).toHaveValue(user.username);
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveValue(user.password);
  expect(await stillPrerendered(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(errors.hydration()).toEqual([]);
});

test('the empty route shows the login at once and hydrates it at /login', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts = await holdHostScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(routeOf(page)).toBe('/login');
  await markPrerenderedInputs(page);
  scripts.release();
  await expect(hydrated(page)).toBeVisible({ timeout: 20_000 });
  expect(await stillPrerendered(page)).toBe(true);
  expect(errors.hydration()).toEqual([]);
});

/** Records whether a login form was ever in the page, from the first parsed node on. */
async function watchLoginForm(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __loginSeen: boolean };
    w.__loginSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('form.adn-auth, #root input[name="password"]')) {
        w.__loginSeen = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __loginSeen: boolean }).__loginSeen);
}

test('a logged-in merchant sees the neutral frame while the scripts load, never the login form', async ({
  page,
  user,
}) => {
  const errors = watchErrors(page);
  const loginSeen = await watchLoginForm(page);
  await useToken(page, user.token);
  const scripts = await holdHostScripts(page);
  await page.goto('/#/not-a-remote-page', { waitUntil: 'commit' });

  const frame = page.locator('.adn-start-frame');
  await expect(frame).toBeVisible();
  await expect(frame.locator('.adn-header')).toBeVisible();
  await expect(frame.locator('.arco-skeleton')).toBeVisible();
  // no text in the frame: it is right in every language
  expect((await frame.textContent())?.trim()).toBe('');
  expect(scripts.held()).toBeGreaterThan(0);
  expect(await loginSeen()).toBe(false);

  scripts.release();
  await expect(page.getByTestId('header-bell')).toBeVisible({ timeout: 20_000 });
  await expect(frame).toHaveCount(0);
  expect(await loginSeen()).toBe(false);
  expect(errors.hydration()).toEqual([]);
});

test('the run-time config is asked for while the scripts load, once, and the app starts with it', async ({
  page,
  user,
}) => {
  const configReads: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/app-config.json') configReads.push(Date.now());
  });
  await useToken(page, user.token);
  const scripts = await holdHostScripts(page);
  await page.goto('/#/ad-center', { waitUntil: 'commit' });
  await expect(page.locator('.adn-start-frame')).toBeVisible();
  // sent by the page's head script, beside the entry, not by the entry once it has run
  await expect.poll(() => configReads.length).toBe(1);
  expect(scripts.held()).toBeGreaterThan(0);

  scripts.release();
  await expect(page.getByTestId('header-bell')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('metric-impressions')).toBeVisible({ timeout: 20_000 });
  // the bootstrap took that read: no second one
  expect(configReads).toHaveLength(1);
});

test('a logged-in merchant on /login also gets the frame, not a login form', async ({
  page,
  user,
}) => {
  const loginSeen = await watchLoginForm(page);
  await useToken(page, user.token);
  const scripts = await holdHostScripts(page);
  await page.goto('/#/login', { waitUntil: 'commit' });
  await expect(page.locator('.adn-start-frame')).toBeVisible();
  expect(await loginSeen()).toBe(false);
  scripts.release();
  await expect(page.locator('.adn-start-frame')).toHaveCount(0, { timeout: 20_000 });
});

test('without the scripts held: the login hydrates without a layout shift', async ({ page }) => {
  const errors = watchErrors(page);
  const cls = await watchLayoutShift(page);
  await page.goto('/#/login');
  await expect(hydrated(page)).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(await cls()).toBeLessThanOrEqual(0.02);
  expect(errors.hydration()).toEqual([]);
});
