/**
 * Server text in the UI language (docs/product/i18n.md#i18n.server-text): the FAQ, a
 * notification and a plan's texts come from the server in each of the twelve languages, and
 * no English server text is left on those pages where the language is not English. The
 * expected words are the sandbox's own tables (sandbox-api/src/content/tables/); the English
 * ones must be absent, a known translated phrase present. With SERVER_TEXT_SHOTS=1 a
 * screenshot of the FAQ answer and of the notification is attached for every language.
 */
import type { Page, TestInfo } from '@playwright/test';
import { localize } from '#repo/sandbox-api/src/content/localize.ts';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  SOURCE_TEXTS,
  TABLES,
} from '#repo/sandbox-api/src/content/tables/index.ts';
import { API_URL } from '../../support/env';
import { apiData, expect, needsRemotes, openAs, type TestUser, test } from '../../support/fixtures';
import { switchLanguage } from '../../support/language-sheet';
import { plans, skipOfficialPush } from '../../support/plan';

needsRemotes(['adcenter', 'plan', 'messaging']);

const SECURITY = SOURCE_TEXTS.find((t) => t.startsWith('<p>Never share'))!;
/** The text of a body's first paragraph. */
const firstParagraph = (html: string) => /<p>(.*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

/**
 * The English the server may send, as a page shows it: every source text and the English FAQ
 * and rules, cut at their markup and their `{parts}`; the pieces long enough to be words.
 */
const ENGLISH = [
  ...new Set(
    [...SOURCE_TEXTS, ...TABLES.en.faq.flat(), ...TABLES.en.rules]
      .flatMap((text) => text.split(/<[^>]+>|\{\w+\}/))
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 12),
  ),
];

/** The English server texts a page shows (none may be left where the language is not en). */
async function englishOn(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not what is hidden
  const text = await page.locator('body').innerText();
  return ENGLISH.filter((piece) => text.includes(piece));
}

async function shot(page: Page, info: TestInfo, name: string) {
  if (process.env.SERVER_TEXT_SHOTS !== '1') return;
  const path = info.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}

/** Opens the app in `lang` (the stored language starts the UI) as `user`. */
async function openIn(page: Page, user: TestUser, lang: ContentLanguage, path: string) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('__server_text_lang')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('__server_text_lang', '1');
    }
  }, lang);
  await openAs(page, user, path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

for (const lang of CONTENT_LANGUAGES) {
  const table = TABLES[lang];
  test(`FAQ, a notification and a plan's texts come in ${lang}`, async ({ page, user }, info) => {
    // three remotes, the first of a run cold, on a shared machine: up to a minute each
    test.setTimeout(180_000);
    await skipOfficialPush(page, user);
    const { id } = (await plans(user, 'wait_put')).find((p) => !p.official_push)!;
    const plan = await apiData<{
      product: { name: string };
      user_targeting: string;
      rules: string;
    }>('/plan/order/detail', { id }, user.token);
    await openIn(page, user, lang, '/ad-center');

    // the FAQ: the five questions on the ad centre, one answer in full
    const questions = page.locator('.adc-faq-item');
    await expect(questions).toHaveCount(table.faq.length, { timeout: 30_000 });
    for (const [i, [question]] of table.faq.entries()) {
      await expect(questions.nth(i)).toContainText(question);
    }
    if (lang !== 'en') expect(await englishOn(page), `${lang} /ad-center`).toEqual([]);
    await questions.nth(2).click();
    const detail = page.getByTestId('faq-detail');
    await expect(detail.getByRole('heading')).toHaveText(table.faq[2]![0]);
    await expect(detail).toContainText(table.faq[2]![1]);
    if (lang !== 'en') expect(await englishOn(page), `${lang} FAQ answer`).toEqual([]);
    await shot(page, info, `${lang} FAQ answer`);

    // a notification: its title in the list, its body in the detail sheet
    await page.goto('/#/notification');
    const item = page
      .getByTestId('notification-item')
      .filter({ hasText: table.messages['Security notice'] });
    await expect(item).toBeVisible({ timeout: 30_000 });
    if (lang !== 'en') expect(await englishOn(page), `${lang} /notification`).toEqual([]);
    await item.click();
    const body = page.getByTestId('notification-body');
    await expect(body).toContainText(firstParagraph(table.messages[SECURITY])!);
    await expect(page.getByTestId('notification-detail')).toContainText(
      table.messages['Security notice'],
    );
    if (lang !== 'en') expect(await englishOn(page), `${lang} notification`).toEqual([]);
    await shot(page, info, `${lang} notification`);

    // a plan: its product, content, rules and targeting
    await page.goto(`/#/plan/detail?id=${id}`);
    const planDetail = page.getByTestId('plan-detail');
    await expect(planDetail).toBeVisible({ timeout: 30_000 });
    for (const text of [plan.product.name, plan.user_targeting, ...plan.rules.split('\n')]) {
      await expect(planDetail).toContainText(localize(text, lang));
    }
    if (lang !== 'en') expect(await englishOn(page), `${lang} plan detail`).toEqual([]);
  });
}

test('a language switch reads the server text again on the page it is made on', async ({
  page,
  user,
}) => {
  test.slow();
  await openIn(page, user, 'en', '/notification');
  const items = page.getByTestId('notification-item');
  await expect(items.filter({ hasText: 'Security notice' })).toBeVisible({ timeout: 30_000 });
  await switchLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(items.filter({ hasText: TABLES.de.messages['Security notice'] })).toBeVisible();
  expect(await englishOn(page), 'de /notification after the switch').toEqual([]);

  await page.goto('/#/ad-center');
  await expect(page.locator('.adc-faq-item').first()).toContainText(TABLES.de.faq[0]![0]);
  await switchLanguage(page, 'ไทย');
  await expect(page.locator('.adc-faq-item').first()).toContainText(TABLES.th.faq[0]![0]);
  expect(await englishOn(page), 'th /ad-center after the switch').toEqual([]);
});

test('a page kept in English opens in Deutsch on none of its English text, then on the German answer', async ({
  page,
  user,
}) => {
  test.slow();
  await openIn(page, user, 'en', '/notification');
  const english = page.getByText('Security notice');
  await expect(english.first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/#/ad-center');
  await switchLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // the German list is held: what the page paints meanwhile is all it has kept
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${API_URL}/user/notifications`, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.goto('/#/notification');
  // the page stands (its tabs and filter), and would show a kept list at once beside them
  await expect(page.locator('.msg-toolbar')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(500);
  await expect(page.getByTestId('notification-item')).toHaveCount(0);
  await expect(english).toHaveCount(0);
  release();
  const german = page.getByText(TABLES.de.messages['Security notice']!);
  await expect(german.first()).toBeVisible({ timeout: 30_000 });
  await expect(english).toHaveCount(0);
});
