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

    // 7. labels side by side that run into each other: the text a reader sees of each (not
    // visually hidden text, and only as far as a clipping box lets it show)
    const shownRects = (item: Element) => {
      const rects: { left: number; right: number; top: number; bottom: number }[] = [];
      const range = document.createRange();
      const texts = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !(node.textContent ?? '').trim() || !visible(parent)) continue;
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects())) {
          let { left, right, top, bottom } = r;
          for (let a: Element | null = parent; a; a = a === item ? null : a.parentElement) {
            const as = getComputedStyle(a);
            const box = a.getBoundingClientRect();
            if (as.overflowX !== 'visible') {
              left = Math.max(left, box.left);
              right = Math.min(right, box.right);
            }
            if (as.overflowY !== 'visible') {
              top = Math.max(top, box.top);
              bottom = Math.min(bottom, box.bottom);
            }
          }
          if (right - left > 0.5 && bottom - top > 0.5) rects.push({ left, right, top, bottom });
        }
      }
      return rects;
    };
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

    // 8. placeholders wider than their field
    const canvas = document.createElement('canvas').getContext('2d');
    for (const input of Array.from(document.querySelectorAll('input[placeholder]'))) {
      const field = input as HTMLInputElement;
      if (!canvas || field.value || !field.placeholder || !visible(field)) continue;
      const ph = getComputedStyle(field, '::placeholder');
      canvas.font = `${ph.fontStyle} ${ph.fontWeight} ${ph.fontSize} ${ph.fontFamily}`;
      const width = canvas.measureText(field.placeholder).width;
      const fs = getComputedStyle(field);
      const room =
        field.clientWidth - Number.parseFloat(fs.paddingLeft) - Number.parseFloat(fs.paddingRight);
      if (width > room + 1)
        out.push(
          `<input placeholder="${field.placeholder}">: placeholder cut (${width.toFixed(0)} px of text in ${room.toFixed(0)} px)`,
        );
    }
    return out;
  });
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
