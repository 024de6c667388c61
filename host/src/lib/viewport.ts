/**
 * Desktop scaling and zoom gestures (docs/product/platform.md#platform.desktop-column,
 * docs/product/platform.md#platform.zoom).
 *
 * Mobile: width 768 or less with touch, or a mobile user agent. Elsewhere, above 750 px the
 * app is a centred column whose width is the window width scaled by 750/width × 0.8
 * (600 px). Arco sizes in rem: its setRootPixel gives 50 px per rem at the 375 px design
 * width, capped at 64, which a 600 px column reaches as well.
 *
 * Zoom (docs/accessibility.md): the first brief disables pinch zoom, double-tap and gestures; WCAG
 * 1.4.4 wants text resizable to 200 %. In a browser the page can be zoomed (index.html
 * carries no zoom lock); only in the native hybrid shell, which is known before the first
 * render (its bridge object is injected before any page script), is zoom locked as the spec
 * asks, and the shell's own text-size setting scales the page there.
 */
import { nativeShell } from '@adnet/shared';
import setRootPixel from '@arco-design/mobile-react/tools/flexible';
import { desktopScale, isMobileDevice } from './viewport-scale';

export { desktopScale, isMobileDevice };

const VIEWPORT = 'width=device-width, initial-scale=1, viewport-fit=cover';
const LOCKED = 'maximum-scale=1, minimum-scale=1, user-scalable=no';

/**
 * The viewport meta content: the zoom lock only inside the hybrid shell
 * (docs/product/platform.md#platform.zoom).
 */
export function viewportContent(inHybridShell: boolean): string {
  return inHybridShell ? `${VIEWPORT}, ${LOCKED}` : VIEWPORT;
}

function apply() {
  const width = window.innerWidth;
  const mobile = isMobileDevice(width);
  const scale = desktopScale(width, mobile);
  const columnWidth = Math.round(width * scale);
  const root = document.documentElement;
  root.classList.toggle('adn-desktop', scale !== 1);
  root.style.setProperty('--adn-column-width', scale === 1 ? '100%' : `${columnWidth}px`);
}

export function installViewport() {
  setRootPixel(50, 375, 64);
  apply();
  window.addEventListener('resize', apply);
  const hybrid = nativeShell() !== null;
  document.querySelector('meta[name="viewport"]')?.setAttribute('content', viewportContent(hybrid));
  if (!hybrid) return;
  // In the hybrid shell: pinch zoom, double-tap zoom and Safari's gesture events are
  // disabled (docs/product/platform.md#platform.zoom).
  const prevent = (e: Event) => e.preventDefault();
  document.addEventListener('gesturestart', prevent, { passive: false });
  document.addEventListener(
    'touchmove',
    (e) => {
      if (e.touches.length > 1) e.preventDefault();
    },
    { passive: false },
  );
  let lastTouchEnd = 0;
  document.addEventListener(
    'touchend',
    (e) => {
      const now = Date.now();
      if (now - lastTouchEnd < 300) e.preventDefault();
      lastTouchEnd = now;
    },
    { passive: false },
  );
}
