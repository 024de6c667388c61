/**
 * The wire contract of each remote (docs/remote.md "Calls: `api.ts`"): one exported place,
 * `@adnet/remote-<name>/contract` (`src/contract.ts`), holds the bodies, queries and answers of
 * the remote's calls, and nothing that runs. The `api.ts` files (a feature's, or `lib/`'s)
 * declare the calls with those types and declare no wire type of their own, so the sandbox
 * API, which reads only the contract, checks the same shapes the remote sends and reads.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { APPS, REMOTE_NAMES } from '../../shared/workspace/apps';
import { sources } from './imports';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REMOTES = REMOTE_NAMES.map((name) => APPS[name].dir);

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

/** The top-level statements of a file that are not types (as text, for the failure message). */
function valueStatements(source: ts.SourceFile): string[] {
  return source.statements
    .filter(
      (s) =>
        !ts.isInterfaceDeclaration(s) &&
        !ts.isTypeAliasDeclaration(s) &&
        !(ts.isImportDeclaration(s) && s.importClause?.isTypeOnly) &&
        !(ts.isExportDeclaration(s) && s.isTypeOnly),
    )
    .map((s) => s.getText(source).split('\n')[0] ?? '');
}

/** The interfaces and type aliases a file declares itself (re-exports are not declarations). */
function declaredTypes(source: ts.SourceFile): string[] {
  return source.statements
    .filter((s) => ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s))
    .map((s) => (s as ts.InterfaceDeclaration | ts.TypeAliasDeclaration).name.text);
}

describe('valueStatements', () => {
  it('keeps types, type-only imports and re-exports, and names anything else', () => {
    const text = [
      "import type { Money } from '@adnet/shared';",
      "import { endpoint } from '@adnet/shared';",
      'export interface A { a: Money }',
      "export type B = 'b';",
      "export type { C } from './c';",
      'export const D = 1;',
    ].join('\n');
    const source = ts.createSourceFile('x.ts', text, ts.ScriptTarget.ES2022, true);
    expect(valueStatements(source)).toEqual([
      "import { endpoint } from '@adnet/shared';",
      'export const D = 1;',
    ]);
  });
});

describe.each(REMOTES)('%s wire contract', (remote) => {
  const pkg = JSON.parse(readFileSync(join(root, remote, 'package.json'), 'utf8'));

  it('is exported as ./contract, and only that', () => {
    expect(pkg.exports).toEqual({ './contract': './src/contract.ts' });
  });

  it('holds types only', () => {
    expect(valueStatements(parse(join(root, remote, 'src/contract.ts')))).toEqual([]);
  });

  it('is where the wire types are declared: no api.ts declares one', () => {
    const apis = [...sources(join(root, remote, 'src'))].filter((f) => basename(f) === 'api.ts');
    expect(apis.length).toBeGreaterThan(0);
    for (const file of apis) expect(declaredTypes(parse(file)), file).toEqual([]);
  });
});
