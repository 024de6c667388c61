/**
 * No import climbs more than two folders (`../../x` at most): a file further away is named by
 * an alias, its own package's `imports` (`#lib/amounts.ts`, `#paths`) or `#repo/<path from the
 * root>` for another package's file (CONTRIBUTING.md, "Imports"). Every tracked TypeScript
 * file is read: `import … from`, `export … from`, `import '…'`, `import('…')` and the paths
 * handed to `vi.mock` and its kin. A path handed to the file system (`new URL(…,
 * import.meta.url)`) is no import. Every remote has the template's aliases, so a name means
 * the same folder in each.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS, REMOTE_NAMES } from '../../shared/workspace/apps';
import { ROOT } from './import-graph';
import { MAX_CLIMB } from './import-rules';

const IMPORT_PATH =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bvi\.(?:mock|doMock|unmock|importActual|importMock)\s*(?:<[^>]*>)?\(\s*)(['"])([^'"\n]*)\1/gm;

/** The import paths of a text that climb more than MAX_CLIMB folders, with their line. */
export function deepImports(text: string): { line: number; path: string }[] {
  const found: { line: number; path: string }[] = [];
  for (const m of text.matchAll(IMPORT_PATH)) {
    const path = m[2] ?? '';
    const climbs = /^(?:\.\.\/)*/.exec(path)?.[0].length ?? 0;
    if (climbs / 3 > MAX_CLIMB)
      found.push({ line: text.slice(0, m.index).split('\n').length, path });
  }
  return found;
}

/** Three folders up, written so that this file climbs nothing itself. */
const UP = '../'.repeat(3);

describe('deepImports', () => {
  it('finds every kind of import that climbs three folders, and nothing else', () => {
    const text = [
      `import { a } from '${UP}lib/a';`,
      `import type { B } from '${UP}../contract';`,
      `export { c } from '${UP}c';`,
      `import '${UP}components/forms/field.css';`,
      `const d = await import('${UP}d');`,
      `vi.mock('${UP}lib/bank-card/api', () => ({}));`,
      `vi.mock<typeof import('x')>('${UP}e');`,
      `const f = await vi.importActual('${UP}f');`,
      "import { g } from '../../g';",
      "import { h } from '#lib/h.ts';",
      "import { i } from '#repo/shared/workspace/apps.ts';",
      `const j = new URL('${UP}docs/product/wallet.md', import.meta.url);`,
      `const k = '${UP}not/an/import';`,
    ].join('\n');
    expect(deepImports(text)).toEqual([
      { line: 1, path: `${UP}lib/a` },
      { line: 2, path: `${UP}../contract` },
      { line: 3, path: `${UP}c` },
      { line: 4, path: `${UP}components/forms/field.css` },
      { line: 5, path: `${UP}d` },
      { line: 6, path: `${UP}lib/bank-card/api` },
      { line: 7, path: `${UP}e` },
      { line: 8, path: `${UP}f` },
    ]);
  });
});

describe('the aliases', () => {
  const importsOf = (dir: string) =>
    JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).imports;

  it('are the same in every remote as in the template', () => {
    const template = importsOf('templates/remote/remote-__name__');
    expect(Object.keys(template)).toContain('#lib/*');
    for (const name of REMOTE_NAMES) expect(importsOf(APPS[name].dir), name).toEqual(template);
  });
});

describe('the repository', () => {
  it(`has no import that climbs more than ${MAX_CLIMB} folders`, () => {
    const files = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx', '*.mts', '*.cts'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && !f.includes('node_modules/'));
    const deep: string[] = [];
    for (const file of files) {
      for (const { line, path } of deepImports(readFileSync(join(ROOT, file), 'utf8')))
        deep.push(`${file}:${line}: ${path}`);
    }
    expect(deep, 'name the file by its alias (CONTRIBUTING.md#imports)').toEqual([]);
  });
});
