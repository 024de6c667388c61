/**
 * In the hybrid shell the page is drawn edge to edge under a notch (or status bar) and over a
 * home bar: the viewport meta asks for it (viewport-fit=cover, zoom locked), the header's
 * content sits below the top inset with its background filling the inset, and the bottom
 * sheets' content sits above the bottom inset. The insets come from e2e/support/shell.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, needsRemotes, openAs, setUser, test } from '../../support/fixtures';
import { openLanguageSheet } from '../../support/language-sheet';
import { asIosShell, asShell, type Shell } from '../../support/shell';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

const viewportHeight = (page: Page) => page.viewportSize()!.height;

/** The header: drawn from the top edge, its band and every control of it below the inset. */
async function expectHeaderBelowInset(page: Page, shell: Shell) {
  const header = page.getByTestId('header');
  expect((await box(header)).y).toBe(0);
  const band = await box(header.locator('.arco-nav-bar'));
  expect(band.y).toBeGreaterThanOrEqual(shell.insets.top);
  expect(band.y).toBeLessThanOrEqual(shell.insets.top + 1);
  for (const control of await header.getByRole('button').all()) {
    expect((await box(control)).y).toBeGreaterThanOrEqual(shell.insets.top);
  }
}

for (const platform of ['android', 'ios'] as const) {
  test(`${platform}: the viewport meta draws under the insets and locks zoom; the login header sits below`, async ({
    page,
  }) => {
    const shell = await asShell(page, platform);
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // a webview gives the page its insets only with viewport-fit=cover (Chromium's override
    // does regardless, so this is asserted here)
    const meta = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(meta).toContain('viewport-fit=cover');
    expect(meta).toContain('user-scalable=no');
    await expectHeaderBelowInset(page, shell);
  });
}

test.describe('safe-area insets in the iOS shell (notch and home bar)', () => {
  test('a header with a title: the band below the notch, its background over the notch', async ({
    page,
    user,
  }) => {
    needsRemotes(['adcenter']);
    const shell = await asIosShell(page);
    await openAs(page, user, '/ad-center');
    const title = page.getByRole('heading', { name: 'Ad center' });
    await expect(title).toBeVisible({ timeout: 20_000 });
    await expectHeaderBelowInset(page, shell);
    expect((await box(title)).y).toBeGreaterThanOrEqual(shell.insets.top);
    // the notch is the header's own colour, not the page showing through
    const background = await page
      .getByTestId('header')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    // still so once the page scrolls under the sticky header
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expectHeaderBelowInset(page, shell);
  });

  test('a transparent header: its icons below the notch, the hero text below them', async ({
    page,
  }) => {
    needsRemotes(['adcenter']);
    const shell = await asIosShell(page);
    await page.goto('/#/ad-welcome');
    const title = page.locator('.adc-welcome-title');
    await expect(title).toBeVisible({ timeout: 20_000 });
    await expectHeaderBelowInset(page, shell);
    const header = await box(page.getByTestId('header'));
    expect((await box(title)).y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('a bottom sheet: its content above the home bar, its background down to the edge', async ({
    page,
    user,
  }) => {
    needsRemotes(['messaging']);
    const shell = await asIosShell(page);
    // a link that is not allowed: the page offers the customer-service sheet
    await openAs(page, user, `/customer?url=${encodeURIComponent('https://evil.example.com/')}`);
    await page.getByRole('button', { name: 'Choose customer service' }).click({ timeout: 20_000 });
    const sheet = page.getByRole('dialog', { name: 'Customer service' });
    await expect(sheet).toBeVisible();
    const close = sheet.getByRole('button', { name: 'Close' });
    await expect
      .poll(async () => (await box(close)).y + (await box(close)).height)
      .toBeLessThanOrEqual(viewportHeight(page) - shell.insets.bottom);
    const body = await box(sheet);
    expect(Math.round(body.y + body.height)).toBe(viewportHeight(page));
  });

  test('the transaction-password keypad: every key above the home bar', async ({ page, user }) => {
    needsRemotes(['wallet']);
    const shell = await asIosShell(page);
    await setUser(user, { pay_password: null, card: null });
    await openAs(page, user, '/wallet/set-password');
    const keys = page.locator('.adn-pay-keyboard .arco-keyboard-key');
    await expect(keys.first()).toBeVisible({ timeout: 20_000 });
    const limit = viewportHeight(page) - shell.insets.bottom;
    await expect
      .poll(async () => {
        const bottoms = await keys.evaluateAll((els) =>
          els.map((el) => el.getBoundingClientRect().bottom),
        );
        return Math.max(...bottoms);
      })
      .toBeLessThanOrEqual(limit + 0.5);
  });

  test('the language sheet: picker and buttons above the home bar', async ({ page }) => {
    const shell = await asIosShell(page);
    await page.goto('/#/login');
    const picker = await openLanguageSheet(page);
    await expect(picker.getByText('Deutsch')).toBeVisible();
    const limit = viewportHeight(page) - shell.insets.bottom;
    // the wheel's window (its rows scroll inside it) and the confirm and cancel buttons
    const wheel = picker.locator('.arco-picker-view');
    await expect
      .poll(async () => (await box(wheel)).y + (await box(wheel)).height)
      .toBeLessThanOrEqual(limit + 0.5);
    for (const button of await picker.locator('.arco-picker-header-btn').all()) {
      expect((await box(button)).y + (await box(button)).height).toBeLessThanOrEqual(limit);
    }
    const sheet = await box(picker);
    expect(Math.round(sheet.y + sheet.height)).toBe(viewportHeight(page));
  });
});
