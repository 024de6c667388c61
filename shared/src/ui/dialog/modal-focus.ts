/**
 * The keyboard of a modal layer (docs/accessibility.md "Dialogs"): the focus moves in when it
 * opens, Tab and Shift+Tab stay inside, Escape cancels, and the focus goes back to what opened
 * it when it closes (unless something else took the focus meanwhile: a field the dialog's action
 * pointed to). Only the topmost open layer answers a key. While it is open, what opened it
 * carries `data-adn-opener` (OPENER_ATTR): a toast that tells how the dialog's action failed is
 * placed for that control, which takes the focus back (toast.tsx).
 */
import { useEffect, useRef } from 'react';
import { isOpener, returnFocus } from './return-focus';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null,
  );
}

/** Marks what opened an open layer (toast.tsx reads it). */
export const OPENER_ATTR = 'data-adn-opener';

/** The open layers, the newest last: only it answers Tab and Escape. */
const layers: symbol[] = [];

export interface ModalFocusOptions {
  open: boolean;
  /** finds the layer's element once it is drawn (Arco draws a dialog a frame after `visible`) */
  find: () => HTMLElement | null;
  /** Escape (and only when nothing inside took the key first, e.g. the keypad closing) */
  onEscape: () => void;
  /** move the focus to the layer itself on opening (false: the caller moves it inside) */
  focusLayer: boolean;
}

export function useModalFocus({ open, find, onEscape, focusLayer }: ModalFocusOptions) {
  const latest = useRef({ find, onEscape, focusLayer });
  latest.current = { find, onEscape, focusLayer };

  useEffect(() => {
    if (!open) return;
    const me = Symbol('layer');
    layers.push(me);
    const opener = document.activeElement;
    const marked = isOpener(opener);
    if (marked) opener.setAttribute(OPENER_ATTR, '');
    let node: HTMLElement | null = null;
    let frame = requestAnimationFrame(function enter() {
      node = latest.current.find();
      if (!node) {
        frame = requestAnimationFrame(enter);
        return;
      }
      if (latest.current.focusLayer && !node.contains(document.activeElement)) {
        node.focus({ preventScroll: true });
      }
    });

    const onKey = (e: KeyboardEvent) => {
      if (layers.at(-1) !== me || e.defaultPrevented) return;
      const root = node ?? latest.current.find();
      if (!root) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        latest.current.onEscape();
        return;
      }
      if (e.key !== 'Tab') return;
      const stops = focusables(root);
      const first = stops[0];
      const last = stops.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        e.preventDefault();
        root.focus({ preventScroll: true });
        return;
      }
      const inside = active instanceof Node && root.contains(active);
      if (!inside) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      } else if (e.shiftKey && (active === first || active === root)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      }
    };
    // bubbling at the document: a control inside that handles the key itself (the cells hide
    // the keypad on Escape) marks it handled first
    document.addEventListener('keydown', onKey);

    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      layers.splice(layers.indexOf(me), 1);
      if (marked) opener.removeAttribute(OPENER_ATTR);
      const active = document.activeElement;
      const focusLeftWithUs = !active || active === document.body || node?.contains(active);
      if (focusLeftWithUs) returnFocus(opener);
    };
  }, [open]);
}
