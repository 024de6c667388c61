/**
 * The language wheel (docs/product/i18n.md#i18n.switch.tap): a tap on a language puts that language
 * in the selection bar, at every phone size, and what the bar shows is what Confirm applies.
 *
 * A language outside the wheel's window is brought into view first, as a merchant does: on a
 * touch screen by dragging the wheel, with a mouse by tapping the row at the window's edge. The
 * browser may also bring a row into view on its own (a tap on a row it has to show first, a
 * screen reader's focus, find in page): each row is asked into view that way before it is
 * tapped, and the wheel must not move for it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

const LANGS = [
  ['en', 'English'],
  ['zh-CN', '简体中文'],
  ['zh-TW', '繁體中文'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['pt', 'Português'],
  ['ru', 'Русский'],
  ['es', 'Español'],
  ['th', 'ไทย'],
  ['vi', 'Tiếng Việt'],
] as const;

/** From English: far down, up, across; every language once, English last. */
const ORDER = ['fr', 'ru', 'zh-CN', 'vi', 'de', 'es', 'zh-TW', 'th', 'ja', 'ko', 'pt', 'en'];

const SHEET = '.adn-language-sheet .arco-popup-content';

/** What the wheel shows: its rows, the row under the bar, the selected row, and how far apart. */
function wheel(page: Page) {
  return page.evaluate((sheetSelector) => {
    const sheet = document.querySelector(sheetSelector);
    const view = sheet?.querySelector('.arco-picker-view')?.getBoundingClientRect();
    const bar = sheet?.querySelector('.arco-picker-selection-bar')?.getBoundingClientRect();
    const items = Array.from(sheet?.querySelectorAll('.arco-picker-column-item') ?? []);
    const selected = items.find((e) => e.classList.contains('selected'));
    if (!sheet || !view || !bar || !selected) throw new Error('no wheel on screen');
    const centre = bar.top + bar.height / 2;
    // what is drawn under the bar's centre: the row a merchant reads there
    const under = document
      .elementsFromPoint(bar.left + bar.width / 2, centre)
      .find((e) => e.classList.contains('arco-picker-column-item'));
    const s = selected.getBoundingClientRect();
    return {
      rows: view.height / bar.height,
      /** how far the rows run past the bottom of the half-height sheet */
      overflow: view.bottom - sheet.getBoundingClientRect().bottom,
      offset: Math.abs(centre - (s.top + s.height / 2)),
      underBar: under?.textContent ?? null,
      selected: selected.textContent,
      /** each row: its label and whether it lies wholly inside the wheel's window */
      labels: items.map((e) => e.textContent ?? ''),
      inWindow: items.map((e) => {
        const r = e.getBoundingClientRect();
        return r.top >= view.top - 0.5 && r.bottom <= view.bottom + 0.5;
      }),
      rowHeight: bar.height,
      transform: getComputedStyle(sheet.querySelector('.arco-picker-column-item-wrap') ?? sheet)
        .transform,
      barCentre: { x: bar.left + bar.width / 2, y: centre },
    };
  }, SHEET);
}

/** Drags the wheel by `rows` rows (positive: the rows move up, later languages come into view). */
async function drag(page: Page, rows: number) {
  const w = await wheel(page);
  const cdp = await page.context().newCDPSession(page);
  const { x, y } = w.barCentre;
  const distance = rows * w.rowHeight;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  // slowly, so the wheel settles where the finger leaves it (no fling)
  const steps = 6;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y - (distance * i) / steps }],
    });
    await page.waitForTimeout(60);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await settle(page);
}

/** Waits until `read` gives the same answer twice in a row (a slide or a snap has ended). */
async function still(read: () => Promise<unknown>) {
  let last: string | undefined;
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await read());
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [120, 120, 120, 250] },
    )
    .toBe(true);
}

/**
 * Waits until the wheel has come to rest on a row: the row under the bar is the selected one
 * (Arco snaps the rows to a row in 200 ms and selects it only then; a slide with momentum ends
 * the same way), and nothing moves any more. The transform alone is not enough: on a loaded
 * machine the snap can start after two readings that agree, and a tap then races it.
 */
async function settle(page: Page) {
  await expect
    .poll(() => wheel(page).then((w) => w.selected === w.underBar && w.offset < 1.5))
    .toBe(true);
  await still(() => wheel(page).then((w) => [w.transform, w.selected]));
}

/** Brings `label` into the wheel's window as a merchant would, without selecting it. */
async function bringIntoView(page: Page, sheet: Locator, label: string, touch: boolean) {
  for (let attempt = 0; attempt < LANGS.length; attempt++) {
    const w = await wheel(page);
    const target = w.labels.indexOf(label);
    if (w.inWindow[target]) return;
    const selected = w.labels.indexOf(w.selected ?? '');
    const half = (Math.round(w.rows) - 1) / 2;
    const step = target > selected ? 1 : -1;
    if (touch) {
      await drag(page, step * (Math.abs(target - selected) - half));
    } else {
      // a mouse cannot drag Arco's wheel: the row at the window's edge is tapped instead
      await sheet
        .locator('.arco-picker-column-item')
        .nth(selected + step * half)
        .click();
      await settle(page);
    }
  }
  throw new Error(`${label} never came into the wheel's window`);
}

/** The phone sizes of the mobile profile; the desktop profile keeps its own window (1280×800). */
const PHONES = [
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
];

for (const size of [...PHONES, null]) {
  const tag = size ? `${size.width}×${size.height}` : 'the desktop window';
  test(`at ${tag}: a tap on each language puts it in the selection bar, and Confirm applies what the bar shows`, async ({
    page,
  }) => {
    const phone = test.info().project.name === 'mobile';
    test.skip(phone !== Boolean(size), size ? 'a phone size' : 'the desktop window');
    test.setTimeout(180_000); // twelve languages, each brought into view, tapped and confirmed
    const touch = Boolean(test.info().project.use.hasTouch);
    if (size) await page.setViewportSize(size);
    await page.goto('/#/login');
    await page.reload();
    // every language, in an order that jumps across the wheel both ways, ending on English
    for (const [code, label] of ORDER.map((c) => LANGS.find(([l]) => l === c) ?? LANGS[0])) {
      await page.getByTestId('header-lang').click();
      const sheet = page.locator(SHEET);
      await expect(sheet).toBeVisible();
      // the sheet has slid in: it sits on the window's bottom edge
      const bottom = page.viewportSize()?.height;
      await expect
        .poll(() => sheet.boundingBox().then((b) => b && Math.round(b.y + b.height)))
        .toBe(bottom);
      await settle(page);
      const open = await wheel(page);
      expect(Math.round(open.rows) % 2, `${tag}: rows ${open.rows}`).toBe(1);
      expect(open.overflow, `${tag}: rows cut off by the sheet`).toBeLessThan(1);
      expect(open.offset, `${tag}: the bar off the selected row`).toBeLessThan(1.5);
      expect(open.underBar, `${tag}: the bar on opening`).toBe(open.selected);

      const row = sheet.locator('.arco-picker-column-item', { hasText: label });
      // the browser shows the row if it can (as a tap on it or a screen reader asks): the
      // wheel does not move for it
      await row.scrollIntoViewIfNeeded();
      const asked = await wheel(page);
      expect(asked.underBar, `${tag}: ${label} asked into view`).toBe(open.selected);
      await bringIntoView(page, sheet, label, touch);
      if (touch) await row.tap();
      else await row.click();
      await expect
        .poll(() => wheel(page).then((w) => [w.selected, w.underBar, w.offset < 1.5]))
        .toEqual([label, label, true]);

      await sheet.locator('.arco-picker-header-btn').last().click();
      await expect(page.locator('html'), `${tag}: ${label} confirmed`).toHaveAttribute(
        'lang',
        code,
      );
      await expect(sheet).toBeHidden();
    }
  });
}
