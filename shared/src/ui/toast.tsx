/**
 * The one toast of every app (docs/design-tokens.md "Toast", docs/decisions/0025): Arco's Toast,
 * 2000 ms (docs/product/forms.md#forms.toast.duration; Arco's own default is 3000), one line
 * with its icon beside the text, taps passing through.
 *
 * - **Kinds differ by icon, colour and role**: a success is green with a tick and a `status`;
 *   a failure red with a cross and an `alert`; info and loading dark, `status`.
 * - **Where**: at the bottom, above the home bar, where it covers nothing a result is about
 *   (figures and headings sit at the top of a page). At the top, under the header, while a
 *   bottom layer is open (a sheet, the keypad, a picker), and for a failure when the control
 *   that failed (the focused one, or the one that opened the dialog whose action failed) sits
 *   at the bottom of the screen, so that it stays in view for the next try.
 */
import { Toast } from '@arco-design/mobile-react';
import { arcoContext } from './arco';
import { OPENER_ATTR } from './dialog/modal-focus';
import './toast.css';

export const TOAST_DURATION = 2000;

/** The bottom band a bottom toast may take (one or two lines, its margin, the home bar). */
const BOTTOM_BAND_PX = 120;

export type ToastPlace = 'top' | 'bottom';
type Kind = 'info' | 'success' | 'fail' | 'loading';

function shown(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** A layer on its way out (Arco's transition classes `…-exit`, `…-exit-active`) is gone. */
const leaving = (el: Element) => [...el.classList].some((c) => /-exit(-active)?$/.test(c));

/** Where a toast of this kind goes now (the rules above). */
export function toastPlace(kind: Kind, doc: Document = document): ToastPlace {
  // Arco's popups: every bottom sheet, the language picker, the number keypad
  if ([...doc.querySelectorAll('.arco-popup-content')].some((p) => shown(p) && !leaving(p))) {
    return 'top';
  }
  if (kind !== 'fail') return 'bottom';
  const height = doc.defaultView?.innerHeight ?? 0;
  const low = (el: Element | null) =>
    Boolean(el && el !== doc.body && shown(el)) &&
    (el as Element).getBoundingClientRect().bottom > height - BOTTOM_BAND_PX;
  const control = doc.activeElement;
  if (low(control)) return 'top';
  // a dialog's action failed (the transaction password confirmed a change): the control that
  // opened the dialog takes the focus back as it closes, and stays in view for the next try
  // (the focus is inside the dialog, or on the body once the dialog's field let it go)
  if (!control || control === doc.body || control.closest('[aria-modal="true"]')) {
    if ([...doc.querySelectorAll(`[${OPENER_ATTR}]`)].some(low)) return 'top';
  }
  return 'bottom';
}

function show(kind: Kind, text: string, duration = TOAST_DURATION) {
  const direction = toastPlace(kind);
  const config = {
    // the text as a React child: server words are shown as text, never as markup
    content: (
      <span role={kind === 'fail' ? 'alert' : 'status'} className="adn-toast-text">
        {text}
      </span>
    ),
    duration,
    direction,
    layout: 'horizontal' as const,
    className: `adn-toast adn-toast-${kind}`,
  };
  switch (kind) {
    case 'success':
      return Toast.success(config, arcoContext);
    case 'fail':
      return Toast.error(config, arcoContext);
    case 'loading':
      return Toast.info({ ...config, loading: true }, arcoContext);
    default:
      return Toast.info(config, arcoContext);
  }
}

export const toast = {
  info: (content: string) => show('info', content),
  success: (content: string) => show('success', content),
  fail: (content: string) => show('fail', content),
  loading: (content: string) => show('loading', content, 0),
};
