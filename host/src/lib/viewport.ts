/**
 * Desktop scaling and zoom gestures (SPEC §9).
 *
 * Mobile: width 768 or less with touch, or a mobile user agent. Elsewhere, above 750 px the
 * app is a centred column whose width is the window width scaled by 750/width × 0.8
 * (600 px). Arco sizes in rem: its setRootPixel gives 50 px per rem at the 375 px design
 * width, capped at 64, which a 600 px column reaches as well.
 */
import setRootPixel from '@arco-design/mobile-react/tools/flexible';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|webOS|BlackBerry|Opera Mini/i;

export function isMobileDevice(width = window.innerWidth): boolean {
  const touch = 'ontouchstart' in window || navigator.maxTouchPoints > 0;
  return (width <= 768 && touch) || MOBILE_UA.test(navigator.userAgent);
}

export function desktopScale(width: number, mobile: boolean): number {
  return !mobile && width > 750 ? (750 / width) * 0.8 : 1;
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
  // Pinch zoom, double-tap zoom and Safari's gesture events are disabled (SPEC §9).
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
