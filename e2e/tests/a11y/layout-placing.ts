/**
 * The layout checks of text set in the wrong place: tabs uneven or touching, the header title off
 * its place, a word broken across lines, labels side by side that run into each other. Each runs
 * inside the page with the measures of layout-measures.ts and uses nothing else from outside
 * itself (layout-checks.ts sends it).
 */
import type { Measures } from './layout-measures';

/** Tabs of a tab list of different heights, wrapped unevenly, or touching. */
export function tabStrips(m: Measures): string[] {
  const { describe, visible, textRects, lineCount, textMiddle } = m;
  const out: string[] = [];
  // 4. tab strips
  for (const list of Array.from(document.querySelectorAll('[role="tablist"]'))) {
    if (!visible(list)) continue;
    const tabs = Array.from(list.querySelectorAll('[role="tab"]')).filter(visible);
    if (tabs.length < 2) continue;
    const heights = tabs.map((t) => Math.round(t.getBoundingClientRect().height));
    if (Math.max(...heights) - Math.min(...heights) > 1)
      out.push(`${describe(list)}: tabs of different heights (${heights.join(', ')} px)`);
    // a label may wrap if every tab keeps one height and the labels one middle line
    const lines = tabs.map(lineCount);
    const middles = tabs.map(textMiddle);
    if (new Set(lines).size > 1 && Math.max(...middles) - Math.min(...middles) > 2)
      out.push(
        `${describe(list)}: tab labels wrapped at uneven heights (${lines.join(', ')} lines)`,
      );
    for (let i = 1; i < tabs.length; i++) {
      const prev = textRects(tabs[i - 1] as Element);
      const next = textRects(tabs[i] as Element);
      if (!prev.length || !next.length) continue;
      const gap = Math.min(...next.map((r) => r.left)) - Math.max(...prev.map((r) => r.right));
      if (gap < 4)
        out.push(
          `${describe(list)}: labels "${tabs[i - 1]?.textContent?.trim()}" and "${tabs[i]?.textContent?.trim()}" touch (${gap.toFixed(1)} px apart)`,
        );
    }
  }
  return out;
}

/** The header title off the header's centre or the top app bar's start, under an icon, or cut. */
export function headerTitle(m: Measures): string[] {
  const { describe, visible, textRects, ellipsised } = m;
  const out: string[] = [];
  // 5. the header title: centred on the header, or at the start of a top app bar
  //    (.adn-header-start), never in between
  const header = document.querySelector('[data-testid="header"]');
  const title = header?.querySelector('.adn-header-title');
  if (header && title && visible(title)) {
    const hb = header.getBoundingClientRect();
    const rects = textRects(title);
    const tb = title.getBoundingClientRect();
    const left = Math.max(tb.left, Math.min(...rects.map((r) => r.left)));
    const right = Math.min(tb.right, Math.max(...rects.map((r) => r.right)));
    const off = (left + right) / 2 - (hb.left + hb.width / 2);
    const group = (side: string) =>
      Array.from(header.querySelectorAll(`.arco-nav-bar-${side} button`)).map((b) =>
        b.getBoundingClientRect(),
      );
    const lefts = group('left');
    const rights = group('right');
    const leftEdge = lefts.length ? Math.max(...lefts.map((r) => r.right)) : hb.left;
    const rightEdge = rights.length ? Math.min(...rights.map((r) => r.left)) : hb.right;
    // a top app bar's title starts 12 px after the back arrow (the arrow's 8 px, the title's
    // 4 px: frame.css), or 16 px from the edge without one
    const start = lefts.length ? leftEdge + 12 : hb.left + 16;
    if (left < leftEdge - 1 || right > rightEdge + 1)
      out.push(`${describe(title)}: header title runs under the header's icons`);
    else if (header.classList.contains('adn-header-start')) {
      if (Math.abs(left - start) > 1)
        out.push(
          `${describe(title)}: header title starts ${(left - start).toFixed(1)} px off the top app bar's start`,
        );
    } else if (Math.abs(off) > 1)
      out.push(`${describe(title)}: header title ${off.toFixed(1)} px off the header's centre`);
    // an ellipsis hides the rest of the title: the page's name is read whole or shortened
    if (title.scrollWidth > title.clientWidth + 1)
      out.push(
        `${describe(title)}: header title cut${ellipsised(title) ? ' to an ellipsis' : ' without an ellipsis'}`,
      );
  }
  return out;
}

/** A word broken across two lines although it fits on one line of its box. */
export function brokenWords(m: Measures): string[] {
  const { describe, visible } = m;
  const out: string[] = [];
  // 6. words broken across lines that would fit on one
  const lang = document.documentElement.lang || 'en';
  if (!/^(zh|ja)\b/.test(lang)) {
    const words = new Intl.Segmenter(lang, { granularity: 'word' });
    const shown = new Map<Element, boolean>();
    const isShown = (el: Element) => {
      if (!shown.has(el)) shown.set(el, visible(el));
      return shown.get(el);
    };
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const el = node.parentElement;
      if (!el || !text.trim() || el.closest('input, textarea, select, svg, script, style'))
        continue;
      if (!isShown(el) || getComputedStyle(el).hyphens === 'auto') continue;
      for (const w of words.segment(text)) {
        if (!w.isWordLike || w.segment.length < 2) continue;
        range.setStart(node, w.index);
        range.setEnd(node, w.index + w.segment.length);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
        if (rects.length < 2) continue;
        const top = Math.min(...rects.map((r) => r.top));
        if (!rects.some((r) => r.top >= top + r.height / 2)) continue;
        let block: Element = el;
        while (block.parentElement && getComputedStyle(block).display === 'inline')
          block = block.parentElement;
        const bs = getComputedStyle(block);
        const room =
          block.clientWidth -
          Number.parseFloat(bs.paddingLeft) -
          Number.parseFloat(bs.paddingRight);
        const width = rects.reduce((sum, r) => sum + r.width, 0);
        if (width <= room)
          out.push(`${describe(el)}: "${w.segment}" broken across two lines (${lang})`);
      }
    }
  }
  return out;
}

/** Two items side by side whose visible texts overlap or are less than 6 px apart. */
export function labelsRunningTogether(m: Measures): string[] {
  const { describe, visible, shownRects } = m;
  const out: string[] = [];
  // 7. labels side by side that run into each other: the text a reader sees of each (shownRects)
  for (const row of Array.from(document.querySelectorAll('body *'))) {
    const rs = getComputedStyle(row);
    if (!/(flex|grid)$/.test(rs.display) || !visible(row)) continue;
    const items = Array.from(row.children).filter(
      (c) =>
        visible(c) &&
        (c.textContent ?? '').trim() !== '' &&
        !/absolute|fixed/.test(getComputedStyle(c).position),
    );
    for (let i = 1; i < items.length; i++) {
      const a = items[i - 1] as Element;
      const b = items[i] as Element;
      const ra = shownRects(a);
      const rb = shownRects(b);
      if (!ra.length || !rb.length) continue;
      let closest = Number.POSITIVE_INFINITY;
      for (const x of ra) {
        for (const y of rb) {
          const sameLine = Math.min(x.bottom, y.bottom) - Math.max(x.top, y.top) > 2;
          if (!sameLine) continue;
          const gap = y.left >= x.left ? y.left - x.right : x.left - y.right;
          closest = Math.min(closest, gap);
        }
      }
      if (closest < 6)
        out.push(
          `${describe(row)}: "${a.textContent?.trim().slice(0, 20)}" and "${b.textContent?.trim().slice(0, 20)}" run into each other (${closest.toFixed(1)} px apart)`,
        );
    }
  }
  return out;
}
