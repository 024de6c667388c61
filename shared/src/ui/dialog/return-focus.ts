/**
 * Where the focus goes when a modal layer closes (docs/accessibility.md "Dialogs"): back to what
 * opened it; for a layer that opened by itself (the official push, a question after a flow),
 * or whose opener is gone, to the page's heading, so that the next Tab starts from the page and
 * a screen reader says where it is, never to nowhere.
 */

/** The page's heading (the header's title, else the first of the page), else the main region. */
function pageStart(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  return (
    document.querySelector<HTMLElement>('.adn-header-title') ??
    main?.querySelector<HTMLElement>('h1, h2') ??
    main
  );
}

/** Whether `el` is a control the layer can give the focus back to. */
export function isOpener(el: Element | null): el is HTMLElement {
  return el instanceof HTMLElement && el !== document.body && el !== document.documentElement;
}

export function returnFocus(opener: Element | null) {
  if (isOpener(opener) && opener.isConnected) {
    opener.focus({ preventScroll: true });
    if (document.activeElement === opener) return;
  }
  const start = pageStart();
  if (!start) return;
  // a heading takes the focus from a script only, and draws no ring for it
  if (!start.hasAttribute('tabindex')) start.setAttribute('tabindex', '-1');
  start.focus({ preventScroll: true });
}
