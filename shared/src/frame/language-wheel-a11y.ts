/**
 * The language sheet for the keyboard and screen readers (docs/accessibility.md "Language
 * sheet"). Arco's Picker draws a popup of plain elements: this makes its content a modal dialog
 * named by the sheet's title, its wheel a listbox whose rows are options (the selected one the
 * active descendant, each row in its own language), and its Cancel and Confirm buttons. The focus
 * goes to the list when the sheet opens and back to the globe when it closes, Tab stays inside
 * (useModalFocus), the arrows turn the wheel a row at a time (Home, End to the ends, Page Up and
 * Down by the rows in view), Enter confirms, Escape cancels.
 */
import { useModalFocus } from '@adnet/shared/ui';
import { useCallback, useEffect, useId, useRef } from 'react';

const SHEET = '.adn-language-sheet .arco-popup-content';
const ROW = '.arco-picker-column-item';

export interface WheelA11yOptions {
  open: boolean;
  /** the dialog's and the list's name: the sheet's title */
  name: string;
  /** each row's language (its `lang`), in the wheel's order */
  langs: readonly string[];
  /** the rows in view: Page Up and Page Down move by half of them */
  rows: number;
  onClose: () => void;
}

/** The index of the row under the selection bar. */
function selectedIndex(items: HTMLElement[]): number {
  return items.findIndex((el) => el.classList.contains('selected'));
}

/** Gives the rows their roles and names again (Arco redraws them as the wheel turns). */
function markRows(list: HTMLElement, idPrefix: string, langs: readonly string[]) {
  const items = [...list.querySelectorAll<HTMLElement>(ROW)];
  items.forEach((item, i) => {
    const id = `${idPrefix}-${i}`;
    if (item.id !== id) item.id = id;
    if (item.getAttribute('role') !== 'option') item.setAttribute('role', 'option');
    const selected = String(item.classList.contains('selected'));
    if (item.getAttribute('aria-selected') !== selected)
      item.setAttribute('aria-selected', selected);
    // Arco names the selected row by its value ("de"): the row's own text is its name
    if (item.hasAttribute('aria-label')) item.removeAttribute('aria-label');
    const lang = langs[i];
    if (lang && item.lang !== lang) item.lang = lang;
  });
  const selected = items[selectedIndex(items)];
  if (selected && list.getAttribute('aria-activedescendant') !== selected.id) {
    list.setAttribute('aria-activedescendant', selected.id);
  }
}

/** Arco's header buttons are plain elements: a role, a tab stop, Enter and Space. */
function markButton(el: HTMLElement | null) {
  if (!el || el.getAttribute('role') === 'button') return;
  el.setAttribute('role', 'button');
  el.tabIndex = 0;
  el.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    el.click();
  });
}

export function useLanguageWheelA11y({ open, name, langs, rows, onClose }: WheelA11yOptions) {
  const idPrefix = useId();
  const latest = useRef({ name, langs, rows });
  latest.current = { name, langs, rows };

  const find = useCallback((): HTMLElement | null => {
    const content = document.querySelector<HTMLElement>(SHEET);
    if (!content) return null;
    content.setAttribute('role', 'dialog');
    content.setAttribute('aria-modal', 'true');
    content.setAttribute('aria-label', latest.current.name);
    return content;
  }, []);

  // Tab stays inside, Escape cancels, the focus goes back to the globe
  useModalFocus({ open, find, onEscape: onClose, focusLayer: false });

  useEffect(() => {
    if (!open) return;
    let observer: MutationObserver | null = null;
    let list: HTMLElement | null = null;
    /** the row the last key asked for, while the wheel is still turning to it */
    let pending: { index: number; at: number } | null = null;

    const onKey = (e: KeyboardEvent) => {
      if (!list || e.target !== list) return;
      const items = [...list.querySelectorAll<HTMLElement>(ROW)];
      const now = Date.now();
      const from = pending && now - pending.at < 400 ? pending.index : selectedIndex(items);
      const page = Math.max(1, Math.floor(latest.current.rows / 2));
      const last = items.length - 1;
      const moves: Record<string, number> = {
        ArrowDown: from + 1,
        ArrowUp: from - 1,
        PageDown: from + page,
        PageUp: from - page,
        Home: 0,
        End: last,
      };
      if (e.key === 'Enter') {
        e.preventDefault();
        find()?.querySelector<HTMLElement>('.arco-picker-header-btn.right')?.click();
        return;
      }
      const to = moves[e.key];
      if (to === undefined) return;
      e.preventDefault();
      const index = Math.min(last, Math.max(0, to));
      if (index === from) return;
      pending = { index, at: now };
      // the wheel's own tap on a row turns it there
      items[index]?.click();
    };

    let frame = requestAnimationFrame(function enter() {
      const content = find();
      const column = content?.querySelector<HTMLElement>('.arco-picker-column');
      if (!content || !column) {
        frame = requestAnimationFrame(enter);
        return;
      }
      list = column;
      list.setAttribute('role', 'listbox');
      list.setAttribute('aria-label', latest.current.name);
      list.tabIndex = 0;
      markButton(content.querySelector<HTMLElement>('.arco-picker-header-btn.left'));
      markButton(content.querySelector<HTMLElement>('.arco-picker-header-btn.right'));
      // the title is the dialog's name already
      content.querySelector('.arco-picker-header-title')?.setAttribute('aria-hidden', 'true');
      const mark = () => list && markRows(list, idPrefix, latest.current.langs);
      mark();
      observer = new MutationObserver(mark);
      observer.observe(list, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['class', 'aria-label'],
      });
      list.addEventListener('keydown', onKey);
      if (!content.contains(document.activeElement)) list.focus({ preventScroll: true });
    });

    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      list?.removeEventListener('keydown', onKey);
    };
  }, [open, find, idPrefix]);
}
