/**
 * Mobile or desktop, and the desktop column's scale
 * (docs/product/platform.md#platform.desktop-column; viewport.ts applies them). No imports: the
 * build's start script (host/build/prerender.ts) applies the same rule before the first paint, with
 * this very user-agent pattern.
 */
export const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|webOS|BlackBerry|Opera Mini/i;
export const MOBILE_UA_SOURCE = MOBILE_UA.toString();

export function isMobileDevice(width = window.innerWidth): boolean {
  const touch = 'ontouchstart' in window || navigator.maxTouchPoints > 0;
  return (width <= 768 && touch) || MOBILE_UA.test(navigator.userAgent);
}

export function desktopScale(width: number, mobile: boolean): number {
  return !mobile && width > 750 ? (750 / width) * 0.8 : 1;
}
