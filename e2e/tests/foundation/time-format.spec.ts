/**
 * One time format (docs/product/formats.md#formats.time): the ad centre's "Updated", a plan's
 * placement "Updated" and the wallet's "As of" write a moment the same way: the language's short
 * time, to the minute (no seconds), in English and in German.
 */
import type { Page } from '@playwright/test';
import commonDe from '#repo/shared/src/i18n/locales/de.json' with { type: 'json' };
import commonEn from '#repo/shared/src/i18n/locales/en.json' with { type: 'json' };
import { expect, needsRemotes, openAs, test } from '../../support/fixtures';
import { plans, skipOfficialPush } from '../../support/plan';

const LANGS = [
  // the short time of today: "9:45 PM" (with a space or a narrow no-break space) in en
  { lang: 'en', strings: commonEn, time: '\\d{1,2}:\\d{2}[\\s\\u202f][AP]M' },
  { lang: 'de', strings: commonDe, time: '\\d{2}:\\d{2}' },
] as const;

/** A template of the strings ("Updated {{time}}") as a whole-text pattern with the time's shape. */
function shaped(template: string, time: string): RegExp {
  const [before = '', after = ''] = template.split('{{time}}');
  const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${quote(before)}${time}${quote(after)}$`);
}

/** Goes to a hash route inside the running app (no page load: offline needs none). */
function goTo(page: Page, path: string) {
  return page.evaluate((p) => {
    location.hash = p;
  }, path);
}

for (const { lang, strings, time } of LANGS) {
  test(`in ${lang}: "Updated" on the ad centre and a plan, and "As of" offline, are one format`, async ({
    page,
    context,
    user,
  }) => {
    needsRemotes(['adcenter', 'plan', 'wallet']);
    test.slow();
    await skipOfficialPush(page, user);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const updated = shaped(strings.time.updatedAt, time);
    const asOf = shaped(strings.offline.asOf, time);

    await openAs(page, user, '/ad-center');
    await expect(page.getByTestId('overview-updated')).toHaveText(updated, { timeout: 20_000 });

    // a plan that is putting: its placement is read again every 5 s and says when
    const live = (await plans(user, 'putting'))[0];
    expect(live, 'a putting plan in the seed').toBeTruthy();
    await goTo(page, `/plan/detail?id=${live?.id}`);
    await expect(page.getByTestId('placement-updated')).toHaveText(updated, { timeout: 20_000 });

    // the wallet's figures, then offline: the kept ones, as of their time
    await goTo(page, '/wallet');
    await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 20_000 });
    await goTo(page, '/ad-center');
    await expect(page.getByTestId('overview-updated')).toBeVisible();
    await context.setOffline(true);
    await goTo(page, '/wallet');
    await expect(page.getByTestId('wallet-summary').getByTestId('as-of')).toHaveText(asOf);
    await context.setOffline(false);
  });
}
