/**
 * The tools' arrows run one way (scripts/README.md): the end-to-end suite and the bench take the
 * static server, the browser choice and the sandbox client from scripts/serving/; no script
 * imports e2e/ or bench/, and e2e/ imports nothing of bench/.
 */
import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph';

/** `from → to` for every import of a file under one of `from` into a file under one of `to`. */
export function arrows(edges: Map<string, Set<string>>, from: string[], to: string[]): string[] {
  const under = (file: string, dirs: string[]) => dirs.some((d) => file.startsWith(`${d}/`));
  const out: string[] = [];
  for (const [file, targets] of edges) {
    if (!under(file, from)) continue;
    for (const t of targets) if (under(t, to)) out.push(`${file} → ${t}`);
  }
  return out.sort();
}

describe('arrows', () => {
  it('names each import from one set of folders into another', () => {
    const edges = new Map([
      ['scripts/a.ts', new Set(['e2e/support/env.ts', 'scripts/b.ts'])],
      ['e2e/x.ts', new Set(['scripts/serving/serve.ts'])],
    ]);
    expect(arrows(edges, ['scripts'], ['e2e', 'bench'])).toEqual([
      'scripts/a.ts → e2e/support/env.ts',
    ]);
    expect(arrows(edges, ['e2e'], ['scripts/serving'])).toEqual([
      'e2e/x.ts → scripts/serving/serve.ts',
    ]);
  });
});

describe('the tools import one way', () => {
  const { edges } = importGraph(['scripts', 'bench', 'e2e']);

  it('e2e/ and the bench use scripts/serving/', () => {
    expect(arrows(edges, ['e2e'], ['scripts/serving']).length).toBeGreaterThan(0);
    expect(arrows(edges, ['bench'], ['scripts/serving']).length).toBeGreaterThan(0);
  });

  it('no script imports e2e/ or bench/, and e2e/ imports nothing of bench/', () => {
    expect(arrows(edges, ['scripts'], ['e2e', 'bench'])).toEqual([]);
    expect(arrows(edges, ['e2e'], ['bench'])).toEqual([]);
    expect(arrows(edges, ['bench'], ['e2e'])).toEqual([]);
  });
});
