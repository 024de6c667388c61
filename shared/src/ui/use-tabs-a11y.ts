/**
 * Arco's tab cells are plain divs: no role, not reachable by keyboard. This gives the cells
 * inside `ref` the tablist/tab roles, the selected state and a roving tab stop; Enter,
 * Space and the arrow keys select, as a click does. Arco keeps drawing and animating them.
 * A strip that scrolls (tabBarScroll) is thus reachable and scrolled by keyboard: the focused
 * tab is brought into view (axe scrollable-region-focusable, issue 13). Every tab bar uses it.
 */
import { type RefObject, useEffect } from 'react';

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
    return () => container.removeEventListener('keydown', onKey);
  });
}
