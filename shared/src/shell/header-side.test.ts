import { describe, expect, it } from 'vitest';
import { headerSide } from './header';

describe('the side areas of the header (issue 13, one look)', () => {
  it('keeps the bar inset when no icon shows', () => {
    expect(headerSide(0)).toBe(16);
  });

  it('fits the icon buttons (36 px, 2 px apart) with the inset and air', () => {
    expect(headerSide(1)).toBe(56);
    expect(headerSide(3)).toBe(36 * 3 + 2 * 2 + 20);
  });
});
