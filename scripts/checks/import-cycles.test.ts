/**
 * No circle of imports: the files of the apps, the shared package, the sandbox, the collector,
 * the scripts and the end-to-end tests, read as a graph (scripts/checks/import-graph.ts: type-only
 * and lazy imports included), have no strongly connected component of more than one file.
 */
import { describe, expect, it } from 'vitest';
import { APPS, REMOTE_NAMES } from '../../shared/workspace/apps';
import { circles, importGraph } from './import-graph';

const DIRS = [
  'host/src',
  'shared/src',
  'shared/build',
  'shared/workspace',
  'shared/testing',
  ...REMOTE_NAMES.map((name) => `${APPS[name].dir}/src`),
  'sandbox-api/src',
  'collector/src',
  'scripts',
  'bench',
  'e2e',
];

describe('the import graph', () => {
  const { edges, unresolved } = importGraph(DIRS);

  it('reads every file and resolves every workspace import', () => {
    expect(edges.size).toBeGreaterThan(400);
    // the remotes reach the kernel through the package, their contracts the wire contract
    // alone, the sandbox the contracts (types only)
    expect(edges.get('remote-wallet/src/routes.tsx')).toContain('shared/src/index.ts');
    expect(edges.get('remote-wallet/src/contract.ts')).toContain('shared/src/wire/index.ts');
    expect(edges.get('sandbox-api/src/routes/wallet.ts')).toContain(
      'remote-wallet/src/contract.ts',
    );
    // a lazy page is an edge
    expect(edges.get('remote-messaging/src/routes.tsx')).toContain(
      'remote-messaging/src/pages/customer-page.tsx',
    );
    expect(unresolved).toEqual([]);
  });

  it("follows the aliases: a package's `imports`, `#repo/…` and an exports pattern", () => {
    expect(
      edges.get('remote-wallet/src/features/quick-actions/components/quick-actions.tsx'),
    ).toContain('remote-wallet/src/paths.ts');
    expect(edges.get('remote-wallet/src/features/ledger/components/entry-detail.tsx')).toContain(
      'remote-wallet/src/lib/amounts.ts',
    );
    expect(edges.get('shared/src/ui/metrics-grid/metrics-grid.test.tsx')).toContain(
      'shared/testing/index.ts',
    );
    expect(edges.get('collector/src/ingest/config.ts')).toContain('shared/workspace/ports.ts');
    expect(edges.get('sandbox-api/src/content/tables/types.ts')).toContain(
      'shared/src/i18n/languages.ts',
    );
  });

  it('has no circle', () => {
    expect(circles(edges)).toEqual([]);
  });

  it('finds a circle, a long one and a file importing itself', () => {
    const graph = new Map<string, Set<string>>([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set()],
      ['e', new Set(['e', 'd'])],
      ['f', new Set(['a'])],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
