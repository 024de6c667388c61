/**
 * Arco's tab cells are plain divs: no role, not reachable by keyboard. This gives the cells
 * inside `ref` the tablist/tab roles, the selected state and a roving tab stop; Enter,
 * Space and the arrow keys select, as a click does. Arco keeps drawing and animating them.
 * A strip that scrolls (tabBarScroll) is thus reachable and scrolled by keyboard: the focused
 * tab is brought into view (axe scrollable-region-focusable). Every tab bar uses it.
 *
 * It also shows that a strip scrolls (docs/accessibility.md "Layout spec"): the strip carries
 * `data-adn-scroll` = none | start | middle | end from its scroll position, and tabs.css fades
 * the edge where tabs are cut (a `mask-image`), so a cut label reads as "more this way".
 * Labels stay on one line; a strip too narrow for them scrolls (docs/accessibility.md).
 */
import { type RefObject, useEffect } from 'react';
import './tabs.css';

/** Where a sideways-scrolling strip stands: none (it fits), start, middle or end. */
export function scrollState(scrollLeft: number, scrollWidth: number, clientWidth: number) {
  const max = scrollWidth - clientWidth;
  if (max <= 1) return 'none';
  // right-to-left strips count scrollLeft from 0 down to -max
  const at = Math.abs(scrollLeft);
  if (at <= 1) return 'start';
  return at >= max - 1 ? 'end' : 'middle';
}

export function useTabsA11y(
  ref: RefObject<HTMLElement | null>,
  label: string | undefined,
  activeIndex: number,
  onSelect: (index: number) => void,
) {
  useEffect(() => {
    const root = ref.current;
    const container = root?.querySelector<HTMLElement>('.arco-tab-cell-container');
    if (!root || !container) return;
    const cells = Array.from(container.querySelectorAll<HTMLElement>(':scope > .arco-tab-cell'));
    container.setAttribute('role', 'tablist');
    if (label) container.setAttribute('aria-label', label);
    cells.forEach((cell, i) => {
      cell.setAttribute('role', 'tab');
      cell.setAttribute('aria-selected', String(i === activeIndex));
      cell.tabIndex = i === activeIndex ? 0 : -1;
    });
    const onKey = (e: KeyboardEvent) => {
      const i = cells.indexOf(e.target as HTMLElement);
      if (i < 0) return;
      let next = i;
      if (e.key === 'ArrowRight') next = (i + 1) % cells.length;
      else if (e.key === 'ArrowLeft') next = (i - 1 + cells.length) % cells.length;
      else if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      onSelect(next);
      cells[next]?.focus();
      cells[next]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    container.addEventListener('keydown', onKey);
    const mark = () =>
      container.setAttribute(
        'data-adn-scroll',
        scrollState(container.scrollLeft, container.scrollWidth, container.clientWidth),
      );
    mark();
    container.addEventListener('scroll', mark, { passive: true });
    // the labels' widths change with the language and the fonts: measure again then
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resized?.observe(container);
    for (const cell of cells) resized?.observe(cell);
    return () => {
      container.removeEventListener('keydown', onKey);
      container.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  });
}
