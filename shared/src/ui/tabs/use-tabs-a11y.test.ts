import { describe, expect, it } from 'vitest';
import { scrollState } from './use-tabs-a11y';

describe('the scroll sign of a tab strip', () => {
  it('is none when the tabs fit, within a pixel of rounding', () => {
    expect(scrollState(0, 375, 375)).toBe('none');
    expect(scrollState(0, 376, 375)).toBe('none');
  });

  it('follows the position of a strip that scrolls', () => {
    expect(scrollState(0, 600, 375)).toBe('start');
    expect(scrollState(100, 600, 375)).toBe('middle');
    expect(scrollState(225, 600, 375)).toBe('end');
    expect(scrollState(224.5, 600, 375)).toBe('end');
  });

  it('reads a right-to-left strip, whose scrollLeft runs negative', () => {
    expect(scrollState(-100, 600, 375)).toBe('middle');
    expect(scrollState(-225, 600, 375)).toBe('end');
  });
});
