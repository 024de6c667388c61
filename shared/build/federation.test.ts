import { describe, expect, it } from 'vitest';
import { contractRange } from './federation';

describe('contractRange', () => {
  it('requires the minor a remote was built against, never its patch', () => {
    expect(contractRange('1.6.0')).toBe('^1.6.0');
    expect(contractRange('1.6.1')).toBe('^1.6.0');
    expect(contractRange('2.0.3')).toBe('^2.0.0');
    expect(contractRange('1.7.0-rc.1')).toBe('^1.7.0');
  });
  it('refuses a version that is not MAJOR.MINOR.PATCH', () => {
    expect(() => contractRange('1.6')).toThrow(/MAJOR.MINOR.PATCH/);
  });
});
