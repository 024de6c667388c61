/**
 * Where the header's title sits (docs/design-tokens.md "Header"): centred on the screen when each
 * side holds at most one action, else at the start like a top app bar (after the back arrow, or
 * 16 px from the edge without one) — the same in every language, never somewhere in between.
 * The ad centre (customer service, language, bell, log out; no back) and the plan list (back and
 * those four) are top app bars, so is the wallet (back; three icons); customer service (back;
 * customer service) centres its title. In en, de and vi, whose titles are of three lengths.
 */
import type { Page } from '@playwright/test';
import { expect, needsRemotes, openAs, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';

const ROUTES = [
  { path: '/ad-center', place: 'start', remote: 'adcenter' },
  { path: '/plan', place: 'start', remote: 'plan' },
  { path: '/wallet', place: 'start', remote: 'wallet' },
  { path: '/customer', place: 'centre', remote: 'messaging' },
] as const;

/** The title's text box against the header's centre and the top app bar's start. */
function titlePlace(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-testid="header"]');
    const title = header?.querySelector('.adn-header-title');
    if (!header || !title?.textContent) throw new Error('no header title');
    const range = document.createRange();
    range.selectNodeContents(title);
    const text = range.getBoundingClientRect();
    const bar = header.getBoundingClientRect();
    const back = header.querySelector('[data-testid="header-back"]')?.getBoundingClientRect();
    return {
      title: title.textContent,
      /** the text's centre from the header's centre */
      offCentre: text.left + text.width / 2 - (bar.left + bar.width / 2),
      /** the text's start from the bar's start: 12 px after the back arrow, or 16 px in */
      offStart: text.left - (back ? back.right + 12 : bar.left + 16),
      /** the icons' left edge: the title must end before it */
      room:
        (header.querySelector('.adn-header-icons')?.getBoundingClientRect().left ?? 0) - text.right,
    };
  });
}

for (const lang of ['en', 'de', 'vi']) {
  test(`in ${lang}: a header title is centred or at the start, by the header's actions`, async ({
    page,
    user,
  }) => {
    needsRemotes(ROUTES.map((r) => r.remote));
    test.slow();
    await skipOfficialPush(page, user);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await openAs(page, user, '/ad-center');
    await expect(page.getByTestId('header-logout')).toBeVisible({ timeout: 20_000 });
    const title = page.locator('[data-testid="header"] .adn-header-title');
    let previous = '';
    for (const { path, place } of ROUTES) {
      await page.goto(`/#${path}`);
      await expect(title).toBeVisible({ timeout: 20_000 });
      // the last page's header stays until this route's remote has loaded: wait for its title
      // (each route of the list has a title of its own)
      if (previous) await expect(title).not.toHaveText(previous, { timeout: 20_000 });
      previous = (await title.textContent()) ?? '';
      await page.evaluate(() => document.fonts.ready);
      const at = await titlePlace(page);
      const where = `${path} in ${lang}: "${at.title}"`;
      if (place === 'centre') expect(Math.abs(at.offCentre), where).toBeLessThanOrEqual(1);
      else expect(Math.abs(at.offStart), where).toBeLessThanOrEqual(1);
      expect(at.room, `${where} runs under the icons`).toBeGreaterThanOrEqual(0);
    }
  });
}
