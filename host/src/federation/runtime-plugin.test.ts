import { describe, expect, it } from 'vitest';
import { contractProblems, pickProvider } from './runtime-plugin';

describe('pickProvider', () => {
  const provider = (_pkg: string, e: { from?: string }) => e.from;
  it("prefers the host's copy, then the asking app's own, never another remote's", () => {
    const host = { from: 'host', version: '1.0.0' };
    const wallet = { from: 'wallet', version: '1.0.1' };
    const adcenter = { from: 'adcenter', version: '1.0.2' };
    expect(pickProvider('x', { a: adcenter, b: host, c: wallet }, 'wallet', provider)).toBe(host);
    expect(pickProvider('x', { a: adcenter, c: wallet }, 'wallet', provider)).toBe(wallet);
    expect(pickProvider('x', { a: adcenter }, 'wallet', provider)).toBeUndefined();
  });
});

describe('contractProblems', () => {
  const provided = new Map([
    ['@adnet/shared', '1.2.0'],
    ['react', '19.3.1'],
  ]);
  const shared = (name: string, requiredVersion: string) => ({
    name,
    requiredVersion,
    singleton: true,
  });
  it('accepts a remote built against the same or an older minor', () => {
    expect(contractProblems({ shared: [shared('@adnet/shared', '^1.0.0')] }, provided)).toEqual([]);
    expect(contractProblems({ shared: [shared('@adnet/shared', '^1.2.0')] }, provided)).toEqual([]);
  });
  it('refuses one that needs a newer minor or another major', () => {
    expect(contractProblems({ shared: [shared('@adnet/shared', '^1.3.0')] }, provided)).toEqual([
      { pkg: '@adnet/shared', required: '^1.3.0', provided: '1.2.0' },
    ]);
    expect(contractProblems({ shared: [shared('react', '^20.0.0')] }, provided)).toHaveLength(1);
  });
  it('ignores what the host does not provide', () => {
    expect(contractProblems({ shared: [shared('lodash', '^9.0.0')] }, provided)).toEqual([]);
  });
});
