/**
 * Test data is named and placed as such: it sits in a `__fixtures__/` folder beside the tests
 * that read it, and only tests (or other fixtures) import it, so no production file can reach
 * it. A file of an app's source named like a fixture elsewhere is refused too.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { importGraph, ROOT } from './import-graph';

const APPS = [
  'host',
  'remote-adcenter',
  'remote-plan',
  'remote-wallet',
  'remote-messaging',
  'shared',
  'sandbox-api',
  'collector',
];

const inFixtures = (file: string) => file.split('/').includes('__fixtures__');
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

/** `importer → fixture` for each import of a fixture by a file that is neither test nor fixture. */
export function productionReaches(edges: Map<string, Set<string>>): string[] {
  const out: string[] = [];
  for (const [file, targets] of edges) {
    if (isTest(file) || inFixtures(file)) continue;
    for (const t of targets) if (inFixtures(t)) out.push(`${file} → ${t}`);
  }
  return out.sort();
}

/** The files named like a fixture that sit outside a `__fixtures__/` folder. */
export function strayFixtures(files: string[]): string[] {
  return files.filter((f) => /fixture/i.test(f.split('/').pop() ?? '') && !inFixtures(f)).sort();
}

describe('the rules', () => {
  it('refuse a production import of a fixture and a fixture named outside __fixtures__', () => {
    const edges = new Map([
      ['host/src/a.ts', new Set(['host/src/__fixtures__/m.ts'])],
      ['host/src/a.test.ts', new Set(['host/src/__fixtures__/m.ts'])],
      ['host/src/__fixtures__/n.ts', new Set(['host/src/__fixtures__/m.ts'])],
    ]);
    expect(productionReaches(edges)).toEqual(['host/src/a.ts → host/src/__fixtures__/m.ts']);
    expect(strayFixtures(['host/src/lib/test-fixtures.ts', 'host/src/__fixtures__/m.ts'])).toEqual([
      'host/src/lib/test-fixtures.ts',
    ]);
  });
});

describe('fixtures in the apps', () => {
  it('only tests and fixtures import a file of a __fixtures__ folder', () => {
    const { edges } = importGraph([...APPS, 'scripts', 'bench']);
    expect(productionReaches(edges)).toEqual([]);
  });

  it('every file named like a fixture sits in a __fixtures__ folder', () => {
    const files = execFileSync('git', ['ls-files', ...APPS], { cwd: ROOT, encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(strayFixtures(files)).toEqual([]);
  });
});
