/**
 * The layout checks of docs/accessibility.md "Layout spec", run inside the page (page.evaluate):
 * each returns findings as "element: problem" lines; the spec prefixes route and language. Pure DOM
 * geometry, no app code: what a reviewer would see on a screenshot, measured.
 *
 * - overflow: the document is wider than the viewport;
 * - cut text: a visible element whose own text overflows its box (horizontally, or vertically
 *   when its overflow is hidden/clip) or runs past a clipping ancestor, with neither
 *   `text-overflow: ellipsis` nor `-webkit-line-clamp`; text inside a horizontally scrolling
 *   strip is left to the strip check (the strip must show that it scrolls);
 * - tab strips (role=tablist): tabs of different heights, labels wrapped onto a different
 *   number of lines, labels that touch (less than 4 px between two labels' text);
 * - scrolling strips: a strip that scrolls sideways carries `data-adn-scroll` (start, middle,
 *   end) and a `mask-image` fade at the cut edge;
 * - header title: its text centred on the header (within 1 px), or, in a top app bar (a header
 *   with more actions on a side than the other mirrors, `.adn-header-start`), starting where the
 *   bar's start is (within 1 px); never in between, never under an icon, never cut (an ellipsis
 *   too hides the page's name: a title that does not fit is shortened);
 * - broken words: a word (Intl.Segmenter, in the page's language) split across two lines
 *   although it would fit on one line of its box (Thai words cut by `break-all`, "Bal-ance");
 *   not checked in Chinese and Japanese, which break between any two characters;
 * - labels that run into each other: two items side by side in a flex or grid row (quick
 *   actions, figures, a row's label and value) whose texts overlap or are less than 6 px apart
 *   (closer, two labels read as one);
 * - placeholders: an empty field whose placeholder is wider than the field's text box.
 */
import type { Page } from '@playwright/test';
import { cutText, pageOverflow, placeholders, stripsThatScroll } from './layout-clipping';
import { layoutMeasures } from './layout-measures';
import { brokenWords, headerTitle, labelsRunningTogether, tabStrips } from './layout-placing';

/** The checks, in the order their findings come (the number in each one's first comment). */
const CHECKS = [
  pageOverflow,
  stripsThatScroll,
  cutText,
  tabStrips,
  headerTitle,
  brokenWords,
  labelsRunningTogether,
  placeholders,
];

/**
 * The checks as one script for the page: each check and the measures go as their source (they
 * use nothing from outside themselves), the measures are taken once, the findings come in the
 * order of CHECKS.
 */
const SCRIPT = `(() => {
  const m = (${layoutMeasures.toString()})();
  return [${CHECKS.map((check) => check.toString()).join(',\n')}].flatMap((check) => check(m));
})()`;

export async function layoutFindings(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(SCRIPT);
}

/**
 * The wallet's fund details, every row on screen: the running balance ("Balance $1,234.56")
 * on one line, and the remark (which carries the plan number) shown whole, neither cut nor
 * ended in an ellipsis.
 */
export async function ledgerRowFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops: number[] = [];
      for (const r of Array.from(range.getClientRects())) {
        if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
      }
      return tops.length;
    };
    const rows = Array.from(document.querySelectorAll('[data-testid="ledger-entry"]'));
    for (const [i, row] of rows.entries()) {
      const balance = row.querySelector('[data-testid="entry-balance"]');
      const remark = row.querySelector('[data-testid="entry-remark"]');
      const name = `ledger row ${i + 1} (${row.getAttribute('data-type')})`;
      if (!balance || !remark) {
        out.push(`${name}: no balance or remark`);
        continue;
      }
      if (lines(balance) !== 1)
        out.push(`${name}: "${balance.textContent}" on ${lines(balance)} lines`);
      if (
        remark.scrollWidth > remark.clientWidth + 1 ||
        remark.scrollHeight > remark.clientHeight + 1
      )
        out.push(`${name}: remark "${remark.textContent}" cut`);
    }
    if (!rows.length) out.push('no ledger rows on screen');
    return out;
  });
}

/**
 * The ad centre's data overview: its period tabs (today, week, month, all time) all in view
 * at once. A strip of four that scrolls hides a period a merchant has to find.
 */
export async function periodTabFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strip = document.querySelector('[aria-labelledby="adc-overview-title"] [role="tablist"]');
    if (!strip) return ['no period tabs in the data overview'];
    const out: string[] = [];
    const box = strip.getBoundingClientRect();
    for (const tab of Array.from(strip.querySelectorAll('[role="tab"]'))) {
      const range = document.createRange();
      range.selectNodeContents(tab);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      if (!rects.length || left < box.left - 0.5 || right > box.right + 0.5)
        out.push(`period tab "${tab.textContent}" not wholly in view`);
    }
    if (strip.scrollWidth > strip.clientWidth + 1)
      out.push(`period tabs scroll: ${strip.scrollWidth} px of tabs in ${strip.clientWidth} px`);
    return out;
  });
}
