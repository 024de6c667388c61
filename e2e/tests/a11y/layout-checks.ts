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
 * - header title: its text centred on the header (within 1 px), never under an icon, with an
 *   ellipsis when long; a title too wide to be centred between two copies of the wider icon
 *   group may slide towards the other side, no further than it must.
 */
import type { Page } from '@playwright/test';

export async function layoutFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const describe = (el: Element) => {
      const testId = el.getAttribute('data-testid');
      const cls = Array.from(el.classList).slice(0, 2).join('.');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `<${el.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}${cls ? ` .${cls}` : ''}> "${text}"`;
    };
    const visible = (el: Element) => {
      const s = getComputedStyle(el);
      if (s.visibility !== 'visible' || s.display === 'none' || Number(s.opacity) === 0)
        return false;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return false;
      // visually hidden text (the 1 px clip pattern) is for screen readers only
      if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return false;
      return !el.closest('[aria-hidden="true"], .arco-popup-mask, iframe');
    };
    const scrollsSideways = (el: Element) => {
      const s = getComputedStyle(el);
      return (
        (s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1
      );
    };
    const ownText = (el: Element) =>
      Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
    const textRects = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return Array.from(range.getClientRects()).filter((r) => r.width > 0);
    };
    /** The lines a label takes: text boxes that overlap vertically share a line. */
    const lineCount = (el: Element) => {
      let lines = 0;
      let bottom = Number.NEGATIVE_INFINITY;
      for (const r of textRects(el).sort((a, b) => a.top - b.top)) {
        if (r.top >= bottom - 1) lines += 1;
        bottom = Math.max(bottom, r.bottom);
      }
      return lines;
    };
    const textMiddle = (el: Element) => {
      const rects = textRects(el);
      return (Math.min(...rects.map((r) => r.top)) + Math.max(...rects.map((r) => r.bottom))) / 2;
    };
    const ellipsised = (el: Element) => {
      const s = getComputedStyle(el);
      const clamp = s.getPropertyValue('-webkit-line-clamp');
      return s.textOverflow === 'ellipsis' || (clamp !== '' && clamp !== 'none');
    };

    // 1. horizontal overflow of the page
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) {
      const wide = Array.from(document.querySelectorAll('body *'))
        .filter((el) => visible(el) && el.getBoundingClientRect().right > doc.clientWidth + 1)
        .slice(0, 3)
        .map(describe);
      out.push(
        `page: document ${doc.scrollWidth} px wide in a ${doc.clientWidth} px viewport (${wide.join(', ')})`,
      );
    }

    // 2. strips that scroll sideways must show it
    const strips = Array.from(document.querySelectorAll('body *')).filter(
      (el) => visible(el) && scrollsSideways(el) && el.textContent?.trim(),
    );
    for (const strip of strips) {
      const state = strip.getAttribute('data-adn-scroll');
      const style = getComputedStyle(strip);
      const mask = style.maskImage || style.webkitMaskImage || 'none';
      const max = strip.scrollWidth - strip.clientWidth;
      const at = Math.abs(strip.scrollLeft);
      const where = at <= 1 ? 'start' : at >= max - 1 ? 'end' : 'middle';
      if (!state || state === 'none' || mask === 'none')
        out.push(`${describe(strip)}: scrolls sideways with no sign that it scrolls`);
      else if (state !== where)
        out.push(`${describe(strip)}: shows "${state}" while it stands at the ${where}`);
    }

    // 3. cut text
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (!ownText(el) || !visible(el)) continue;
      const s = getComputedStyle(el);
      if (s.display === 'inline' || el.closest('input, textarea, select, svg')) continue;
      if (ellipsised(el)) continue;
      const hiddenY = s.overflowY === 'hidden' || s.overflowY === 'clip';
      let cut =
        el.scrollWidth > el.clientWidth + 1 || (hiddenY && el.scrollHeight > el.clientHeight + 1);
      // run past a clipping ancestor (not a scrolling strip: the strip check covers those)
      if (!cut) {
        const rects = textRects(el);
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const as = getComputedStyle(a);
          if (scrollsSideways(a)) break;
          const clipsX = as.overflowX !== 'visible';
          const clipsY = as.overflowY !== 'visible';
          if (!clipsX && !clipsY) continue;
          if (as.overflowX === 'auto' || as.overflowX === 'scroll') break;
          if (as.overflowY === 'auto' || as.overflowY === 'scroll') break;
          const box = a.getBoundingClientRect();
          cut = rects.some(
            (r) =>
              (clipsX && (r.right > box.right + 1 || r.left < box.left - 1)) ||
              (clipsY && (r.bottom > box.bottom + 1 || r.top < box.top - 1)),
          );
          if (cut) break;
        }
      }
      if (cut) out.push(`${describe(el)}: text cut without an ellipsis`);
    }

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

    // 5. the header title
    const header = document.querySelector('[data-testid="header"]');
    const title = header?.querySelector('.adn-header-title');
    if (header && title && visible(title)) {
      const hb = header.getBoundingClientRect();
      const rects = textRects(title);
      const tb = title.getBoundingClientRect();
      const left = Math.max(tb.left, Math.min(...rects.map((r) => r.left)));
      const right = Math.min(tb.right, Math.max(...rects.map((r) => r.right)));
      const off = (left + right) / 2 - (hb.left + hb.width / 2);
      // The one exception: a title wider than the room between two copies of the wider icon
      // group may slide towards the narrower side, but only as far as it must (it then
      // touches the wider group) and never under an icon.
      const group = (side: string) =>
        Array.from(header.querySelectorAll(`.arco-nav-bar-${side} button`)).map((b) =>
          b.getBoundingClientRect(),
        );
      const lefts = group('left');
      const rights = group('right');
      const leftEdge = lefts.length ? Math.max(...lefts.map((r) => r.right)) : hb.left;
      const rightEdge = rights.length ? Math.min(...rights.map((r) => r.left)) : hb.right;
      // each icon group keeps 8 px of the bar inside it, the title 4 px each side (shell.css)
      const side = Math.max(leftEdge - hb.left, hb.right - rightEdge) + 8;
      const fitsCentred = title.scrollWidth + 8 + 2 * side <= hb.width + 1;
      if (left < leftEdge - 1 || right > rightEdge + 1)
        out.push(`${describe(title)}: header title runs under the header's icons`);
      else if (Math.abs(off) > 1 && fitsCentred)
        out.push(`${describe(title)}: header title ${off.toFixed(1)} px off the header's centre`);
      else if (Math.abs(off) > 1 && Math.min(left - leftEdge, rightEdge - right) > 16)
        out.push(
          `${describe(title)}: header title ${off.toFixed(1)} px off centre, further than it must`,
        );
      if (title.scrollWidth > title.clientWidth + 1 && !ellipsised(title))
        out.push(`${describe(title)}: long header title cut without an ellipsis`);
    }
    return out;
  });
}
