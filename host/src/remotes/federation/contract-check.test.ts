import { describe, expect, it } from 'vitest';
import { contractProblems, effectiveRequirement } from './contract-check';

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

// docs/remote-contract.md#2-what-a-remote-may-import-the-shared-contract-versioned: patch, minor and major bumps of the shared contract.
describe('the shared version policy', () => {
  const host = (version: string) =>
    new Map([
      ['@adnet/shared', version],
      ['@adnet/shared/ui', version],
    ]);
  const built = (required: string) => ({
    shared: ['@adnet/shared', '@adnet/shared/ui'].map((name) => ({
      name,
      requiredVersion: required,
      singleton: true,
    })),
  });

  it('a patch of shared never refuses a remote: neither one built after it nor before', () => {
    // built on 1.6.1 by the build preset (`^1.6.0`), on a 1.6.0 host
    expect(contractProblems(built('^1.6.0'), host('1.6.0'))).toEqual([]);
    // deployed before the preset required the minor only (`^1.6.1`), on a 1.6.0 host
    expect(contractProblems(built('^1.6.1'), host('1.6.0'))).toEqual([]);
    // built on 1.6.0, on a host that has shipped 1.6.3
    expect(contractProblems(built('^1.6.0'), host('1.6.3'))).toEqual([]);
  });

  it('a minor runs every remote built before it; one built after it waits for the host', () => {
    expect(contractProblems(built('^1.5.0'), host('1.6.0'))).toEqual([]);
    expect(contractProblems(built('^1.7.0'), host('1.6.2'))).toEqual([
      { pkg: '@adnet/shared', required: '^1.7.0', provided: '1.6.2' },
      { pkg: '@adnet/shared/ui', required: '^1.7.0', provided: '1.6.2' },
    ]);
  });

  it('a major refuses the remotes of the other major, both ways', () => {
    expect(contractProblems(built('^1.6.0'), host('2.0.0'))).toHaveLength(2);
    expect(contractProblems(built('^2.0.0'), host('1.9.9'))).toHaveLength(2);
    expect(contractProblems(built('^2.0.0'), host('2.0.0'))).toEqual([]);
  });

  it('drops the patch of the contract only, not of React or the router', () => {
    expect(effectiveRequirement('@adnet/shared', '^1.6.1')).toBe('^1.6.0');
    expect(effectiveRequirement('@adnet/shared/ui', '^1.6.1')).toBe('^1.6.0');
    expect(effectiveRequirement('@adnet/shared', '>=1.2.0')).toBe('>=1.2.0');
    expect(effectiveRequirement('react', '^19.2.1')).toBe('^19.2.1');
    expect(
      contractProblems(
        { shared: [{ name: 'react', requiredVersion: '^19.3.2', singleton: true }] },
        new Map([['react', '19.3.1']]),
      ),
    ).toHaveLength(1);
  });
});
