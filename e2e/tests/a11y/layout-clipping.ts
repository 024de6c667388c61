/**
 * The layout checks of what does not fit its box: the page wider than the window, a strip that
 * scrolls unseen, cut text, a cut placeholder. Each runs inside the page with the measures of
 * layout-measures.ts and uses nothing else from outside itself (layout-checks.ts sends it).
 */
import type { Measures } from './layout-measures';

/** The document wider than the viewport, naming the elements past its edge. */
export function pageOverflow(m: Measures): string[] {
  const { describe, visible } = m;
  const out: string[] = [];
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
  return out;
}

/** A strip that scrolls sideways without showing it, or showing the wrong end. */
export function stripsThatScroll(m: Measures): string[] {
  const { describe, visible, scrollsSideways } = m;
  const out: string[] = [];
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
  return out;
}

/** An element's own text overflowing its box or a clipping ancestor, with no ellipsis. */
export function cutText(m: Measures): string[] {
  const { describe, visible, scrollsSideways, ownText, textRects, ellipsised } = m;
  const out: string[] = [];
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
  return out;
}

/** An empty field's placeholder wider than the field's text box. */
export function placeholders(m: Measures): string[] {
  const { visible } = m;
  const out: string[] = [];
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
}
