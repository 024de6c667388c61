/**
 * The measures the layout checks take inside the page (layout-checks.ts): whether an element is
 * seen, how a finding names it, where its text's boxes are and how many lines they take, whether
 * it is cut to an ellipsis. Sent to the page as its source: it uses nothing from outside itself.
 */
export function layoutMeasures() {
  const describe = (el: Element) => {
    const testId = el.getAttribute('data-testid');
    const cls = Array.from(el.classList).slice(0, 2).join('.');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `<${el.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}${cls ? ` .${cls}` : ''}> "${text}"`;
  };
  // visually hidden text (the 1 px clip pattern) is for screen readers only
  const clippedAway = (s: CSSStyleDeclaration) =>
    s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)';
  const visible = (el: Element) => {
    const s = getComputedStyle(el);
    if (s.visibility !== 'visible' || s.display === 'none' || Number(s.opacity) === 0) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    if (el.closest('[aria-hidden="true"], .arco-popup-mask, iframe')) return false;
    if (clippedAway(s)) return false;
    // or inside a hidden box (a hidden table's cells)
    for (let box = el.parentElement; box; box = box.parentElement) {
      if (clippedAway(getComputedStyle(box))) return false;
    }
    return true;
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
  /**
   * The text a reader sees of an item: not visually hidden text, and only as far as a clipping
   * box lets it show.
   */
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
  return {
    describe,
    visible,
    scrollsSideways,
    ownText,
    textRects,
    lineCount,
    textMiddle,
    ellipsised,
    shownRects,
  };
}

export type Measures = ReturnType<typeof layoutMeasures>;
