import { describe, expect, it } from 'vitest';
import { desktopScale, viewportContent } from './viewport';

describe('desktop scaling (docs/product/platform.md#platform.desktop-column)', () => {
  it('scales widths over 750 by 750/width × 0.8 on desktop', () => {
    expect(desktopScale(1280, false)).toBeCloseTo((750 / 1280) * 0.8);
    expect(1280 * desktopScale(1280, false)).toBeCloseTo(600);
  });

  it('leaves mobile and narrow windows alone', () => {
    expect(desktopScale(1280, true)).toBe(1);
    expect(desktopScale(750, false)).toBe(1);
    expect(desktopScale(375, false)).toBe(1);
  });
});

describe('zoom (docs/product/platform.md#platform.zoom, WCAG 1.4.4)', () => {
  it('lets a browser zoom: no maximum-scale or user-scalable=no outside the hybrid shell', () => {
    expect(viewportContent(false)).toBe('width=device-width, initial-scale=1, viewport-fit=cover');
    expect(viewportContent(false)).not.toMatch(/maximum-scale|user-scalable/);
  });

  it('locks zoom inside the hybrid shell, as the spec asks', () => {
    expect(viewportContent(true)).toContain('maximum-scale=1');
    expect(viewportContent(true)).toContain('user-scalable=no');
    expect(viewportContent(true)).toContain('width=device-width');
  });
});
