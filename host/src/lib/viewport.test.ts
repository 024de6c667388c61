import { describe, expect, it } from 'vitest';
import { desktopScale } from './viewport';

describe('desktop scaling (SPEC §9)', () => {
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
