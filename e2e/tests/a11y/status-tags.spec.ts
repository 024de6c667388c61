/**
 * One status tag (docs/design-tokens.md "Status tags"): every status label — a plan's, a ledger
 * entry's, an acceptance record's, a follow record's, a coupon's, a payout destination's — is the
 * shared `StatusTag` (`.adn-status-tag`), drawn the same way on every page: a pill of the same
 * size, type and padding, its colours a tone pair, never bare coloured text.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, needsRemotes, openAs, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';

/** The pages and how each names its status labels. */
const PAGES = [
  { path: '/plan', labels: '[data-testid="plan-row"] [data-testid="plan-status"]' },
  { path: '/wallet', labels: '[data-testid="entry-status"]' },
  {
    path: '/wallet/foreign-exchange',
    labels: '[data-testid="acceptor-order"] [data-testid="order-status"]',
  },
  {
    path: '/ad-center/operated',
    labels: '[data-testid="follow-record"] [data-testid="follow-status"]',
  },
  { path: '/ad-center/coupons?status=used', labels: '[data-testid="coupon-status"]' },
  { path: '/wallet/bind-card', labels: '[data-testid="bind-status"]' },
] as const;

/**
 * What makes a status tag look like one: the same for every tag whatever its tone. Not `display`:
 * a tag in a flex row is blockified, one in a block is inline-block, and the pill looks the same.
 */
const SHAPE = [
  'font-size',
  'font-weight',
  'line-height',
  'padding-top',
  'padding-left',
  'border-top-left-radius',
] as const;

async function looks(label: Locator) {
  return label.evaluate(
    (el, shape) => {
      const s = getComputedStyle(el);
      return {
        tag: el.classList.contains('adn-status-tag'),
        shape: {
          ...Object.fromEntries(shape.map((p) => [p, s.getPropertyValue(p)])),
          // the pill's drawn height, whatever its box-sizing
          height: Math.round(el.getBoundingClientRect().height),
        },
        // a tone pair: a background of its own behind the text
        filled: s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== s.color,
      };
    },
    [...SHAPE],
  );
}

async function open(page: Page, path: string, labels: string) {
  await page.goto(`/#${path}`);
  const found = page.locator(labels);
  await expect(found.first()).toBeVisible({ timeout: 20_000 });
  return found;
}

test('every status label is the one status tag, the same shape on every page', async ({
  page,
  user,
}) => {
  needsRemotes(['adcenter', 'plan', 'wallet']);
  test.slow();
  await skipOfficialPush(page, user);
  await openAs(page, user, '/ad-center');
  await expect(page.getByTestId('header')).toBeVisible({ timeout: 20_000 });
  let first: Record<string, string | number> | undefined;
  for (const { path, labels } of PAGES) {
    const found = await open(page, path, labels);
    const count = await found.count();
    for (let i = 0; i < count; i++) {
      const label = found.nth(i);
      const seen = await looks(label);
      const what = `${path}: "${await label.textContent()}"`;
      expect(seen.tag, `${what} is a StatusTag`).toBe(true);
      expect(seen.filled, `${what} has its tone's background`).toBe(true);
      first ??= seen.shape;
      expect(seen.shape, `${what} is drawn as every other status tag`).toEqual(first);
    }
  }
});
