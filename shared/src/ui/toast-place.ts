/**
 * Where a toast goes (docs/design-tokens.md "Toast"): never over a figure or a field. Three
 * places, tried in order, the first whose box crosses nothing that matters taken:
 *
 * - `header`: over the header bar, at the top of the screen, where a page has no figure and no
 *   field (the bar's own title and icons are covered for two seconds, taps passing through);
 * - `bottom`: above the home bar;
 * - `top`: under the header.
 *
 * What matters: every field (`input`, `textarea`, `select`, a `textbox`: the password cells),
 * every text with a digit in it (an amount, a date, a count, a plan's number, a keypad's keys),
 * the focused control and the one that opened the dialog whose action the toast reports (which
 * takes the focus back). While a layer is open (a sheet, a dialog, the keypad) only what is in
 * the layers counts: the page behind is dimmed. When no place is free, the one that covers
 * the fewest wins, the header's on a tie.
 */
import { OPENER_ATTR } from './dialog/modal-focus';

export type ToastPlace = 'header' | 'top' | 'bottom';

export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface Candidate {
  place: ToastPlace;
  box: Rect;
}

const crosses = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The first place whose box crosses none of `obstacles`; else the one that crosses fewest. */
export function freePlace(candidates: Candidate[], obstacles: Rect[]): ToastPlace {
  let best: Candidate | undefined;
  let fewest = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const n = obstacles.filter((o) => crosses(c.box, o)).length;
    if (n === 0) return c.place;
    if (n < fewest) {
      fewest = n;
      best = c;
    }
  }
  return best?.place ?? 'header';
}

/** The bottom place's gap above the home bar (toast.css, `.from-bottom`). */
const BOTTOM_GAP_PX = 24;
/** The gap between a toast and the header (toast.css). */
const GAP_PX = 8;

const FIELDS =
  'input:not([type="hidden"]),textarea,select,[role="textbox"],[role="spinbutton"],[role="combobox"]';
/** Layers that dim the page behind them while open. */
const LAYERS = '.arco-popup-content,[aria-modal="true"]';
/** Not the page's: the toasts themselves, and the header a toast may lie over. */
const NOT_PAGE = '.arco-toast,[data-testid="header"]';

function shown(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** A layer on its way out (Arco's transition classes `…-exit`, `…-exit-active`) is gone. */
const leaving = (el: Element) => [...el.classList].some((c) => /-exit(-active)?$/.test(c));

/** A box that is drawn: not a visually hidden one (1 px, clipped), not empty. */
const drawn = (r: DOMRect | Rect) => r.right - r.left > 1 && r.bottom - r.top > 1;

/** The boxes a toast must leave free, as the screen is now (the list above). */
export function obstacles(doc: Document = document): Rect[] {
  const layers = [...doc.querySelectorAll(LAYERS)].filter((l) => shown(l) && !leaving(l));
  const roots = layers.length ? layers : [doc.body];
  const boxes: Rect[] = [];
  const add = (r: DOMRect) => {
    if (drawn(r)) boxes.push(r);
  };
  for (const root of roots) {
    for (const field of root.querySelectorAll(FIELDS)) {
      if (!field.closest(NOT_PAGE) && shown(field)) add(field.getBoundingClientRect());
    }
    const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (!/\d/.test(text.data) || !parent || parent.closest(NOT_PAGE)) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      const range = doc.createRange();
      range.selectNodeContents(text);
      for (const r of range.getClientRects()) add(r);
    }
  }
  const control = doc.activeElement;
  if (control && control !== doc.body && !control.closest(NOT_PAGE) && shown(control)) {
    add(control.getBoundingClientRect());
  }
  for (const opener of doc.querySelectorAll(`[${OPENER_ATTR}]`)) {
    if (shown(opener)) add(opener.getBoundingClientRect());
  }
  return boxes;
}

/** The three places for a toast of `width` × `height`, centred in the window. */
export function candidates(width: number, height: number, doc: Document = document): Candidate[] {
  const view = doc.defaultView;
  const vw = view?.innerWidth ?? 0;
  const vh = view?.innerHeight ?? 0;
  const left = (vw - width) / 2;
  const right = left + width;
  const header = doc.querySelector('[data-testid="header"]');
  const bar = header?.querySelector('.arco-nav-bar') ?? header;
  const h = header && shown(header) ? header.getBoundingClientRect() : null;
  const b = bar && shown(bar) ? bar.getBoundingClientRect() : null;
  const list: Candidate[] = [];
  // over the bar only while the bar is where the screen starts (a header that scrolled away
  // with its page leaves the page's own content there)
  if (b && b.top <= 1 + (h?.top ?? 0) && b.bottom > 0 && (h?.top ?? 0) >= -1) {
    const top = b.top + Math.max(0, (b.height - height) / 2);
    list.push({ place: 'header', box: { top, bottom: top + height, left, right } });
  }
  const bottom = vh - BOTTOM_GAP_PX;
  list.push({ place: 'bottom', box: { top: bottom - height, bottom, left, right } });
  const under = Math.max(0, h?.bottom ?? 0) + GAP_PX;
  list.push({ place: 'top', box: { top: under, bottom: under + height, left, right } });
  return list;
}

/** Where a toast of `width` × `height` goes now, and the top of its box. */
export function placeToast(
  width: number,
  height: number,
  doc: Document = document,
): { place: ToastPlace; top: number } {
  const list = candidates(width, height, doc);
  const place = freePlace(list, obstacles(doc));
  return { place, top: list.find((c) => c.place === place)?.box.top ?? 0 };
}
