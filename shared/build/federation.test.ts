import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ENTRIES } from '../workspace/contract-entries';
import {
  contractRange,
  PROVIDE_ONLY,
  provideOnly,
  ROUTER_EXPORTS,
  sharedDependencies,
} from './federation';

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

describe('sharedDependencies', () => {
  it('gives a remote a dozen shared modules and no Arco one: Arco comes through the kernel', () => {
    const keys = Object.keys(sharedDependencies('remote'));
    expect(keys.some((k) => k.includes('arco-design'))).toBe(false);
    expect(keys).toEqual(expect.arrayContaining([...CONTRACT_ENTRIES, 'react', 'react-router']));
    expect(keys.length).toBeLessThanOrEqual(15);
  });
  it('keeps Arco per component on the host, for remotes built before the kernel had it', () => {
    const keys = Object.keys(sharedDependencies('host'));
    expect(keys).toContain('@arco-design/mobile-react/');
    expect(
      Object.values(sharedDependencies('host')).some(
        (c) => c.shareKey === '@arco-design/mobile-react/esm/context-provider',
      ),
    ).toBe(true);
  });
});

describe('provideOnly', () => {
  const host = provideOnly(sharedDependencies('host'));
  const byShareKey = (key: string) =>
    Object.entries(host).find(([, c]) => c.shareKey === key) as [string, { import?: string }];

  it('keys every module so that no import matches it, under its own share key and version', () => {
    for (const [key, config] of Object.entries(host)) {
      expect(key.startsWith(PROVIDE_ONLY)).toBe(true);
      expect(config.shareKey).toBeTruthy();
      expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
    }
    expect(byShareKey('react')[1].import).toBe('react');
  });
  it('provides a package kept to an export list through a module re-exporting the list', () => {
    const [, router] = byShareKey('react-router');
    const body = readFileSync(router.import as string, 'utf8');
    expect(body).toContain(`export { ${ROUTER_EXPORTS.join(', ')} } from 'react-router';`);
    expect((router as { treeShaking?: unknown }).treeShaking).toBeUndefined();
  });
  it("provides the contract's entries by file, the one no host code imports included", () => {
    expect(byShareKey('@adnet/shared/arco')[1].import).toMatch(/shared\/src\/arco\/index\.ts$/);
    expect(byShareKey('@adnet/shared')[1].import).toMatch(/shared\/src\/index\.ts$/);
  });
});
