/**
 * The one toast of every app (docs/design-tokens.md "Toast", docs/decisions/0025): Arco's Toast,
 * 2000 ms (docs/product/forms.md#forms.toast.duration; Arco's own default is 3000), one line
 * with its icon beside the text, taps passing through.
 *
 * - **Kinds differ by icon, colour and role**: a success is green with a tick and a `status`;
 *   a failure red with a cross and an `alert`; info and loading dark, `status`.
 * - **Where**: never over a figure or a field (toast-place.ts): over the header bar, else above
 *   the home bar, else under the header, whichever its measured box finds free of amounts,
 *   dates, counts, fields, the focused control and the control a failed dialog gives the focus
 *   back to.
 */
import { Toast } from '@arco-design/mobile-react';
import { arcoContext } from './arco';
import { placeToast, type ToastPlace } from './toast-place';
import './toast.css';

export const TOAST_DURATION = 2000;

type Kind = 'info' | 'success' | 'fail' | 'loading';

/** Room around a toast's box that no figure or field may take either. */
const MARGIN_PX = 4;

/**
 * The size the toast of `kind` with `text` will have: a copy drawn unseen with the same classes
 * (its icon a box of the icon's size), measured and removed.
 */
function measure(kind: Kind, text: string): { width: number; height: number } {
  const probe = document.createElement('div');
  probe.className = `arco-toast all-border-box adn-toast adn-toast-${kind}`;
  probe.style.visibility = 'hidden';
  probe.setAttribute('aria-hidden', 'true');
  const wrapper = document.createElement('div');
  wrapper.className = 'arco-toast-wrapper from-top';
  const inner = document.createElement('div');
  inner.className = 'arco-toast-inner horizontal';
  const icon = document.createElement('span');
  icon.className = 'arco-icon';
  icon.style.cssText = 'display:inline-block;width:1em;height:1em';
  const content = document.createElement('div');
  content.className = 'arco-toast-content';
  const span = document.createElement('span');
  span.className = 'adn-toast-text';
  span.textContent = text;
  content.append(span);
  inner.append(icon, content);
  wrapper.append(inner);
  probe.append(wrapper);
  document.body.append(probe);
  const r = inner.getBoundingClientRect();
  probe.remove();
  return { width: r.width, height: r.height };
}

/** Where a toast of this kind and text goes now (toast-place.ts). */
export function toastPlace(kind: Kind, text: string): ToastPlace {
  const { width, height } = measure(kind, text);
  const { place, top } = placeToast(width + 2 * MARGIN_PX, height + 2 * MARGIN_PX);
  if (place === 'header') {
    document.documentElement.style.setProperty('--adn-toast-header-top', `${top + MARGIN_PX}px`);
  }
  return place;
}

function show(kind: Kind, text: string, duration = TOAST_DURATION) {
  const place = toastPlace(kind, text);
  const config = {
    // the text as a React child: server words are shown as text, never as markup
    content: (
      <span role={kind === 'fail' ? 'alert' : 'status'} className="adn-toast-text">
        {text}
      </span>
    ),
    duration,
    direction: place === 'bottom' ? ('bottom' as const) : ('top' as const),
    layout: 'horizontal' as const,
    className: `adn-toast adn-toast-${kind}${place === 'header' ? ' adn-toast-at-header' : ''}`,
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
