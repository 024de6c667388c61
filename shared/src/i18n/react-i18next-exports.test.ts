/**
 * react-i18next is shared tree-shaken to an agreed export list (shared/build/federation.ts),
 * like react-router (shared/src/routing/router-exports.test.ts): whichever app provides the
 * singleton, it must hold every export any app uses, or that app gets `undefined` at run time.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REACT_I18NEXT_EXPORTS, TREE_SHAKEN } from '../../build/federation';
import { unlistedImports } from '../../build/tree-shaken-imports';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const files = readdirSync(root)
  .filter((d) => d === 'host' || d === 'shared' || d.startsWith('remote-'))
  .flatMap((d) => sources(join(root, d, 'src')));

describe('react-i18next imports', () => {
  it('is shared tree-shaken to its export list', () => {
    expect(TREE_SHAKEN['react-i18next']).toBe(REACT_I18NEXT_EXPORTS);
  });

  it('use only the exports the shared, tree-shaken react-i18next keeps', () => {
    const problems = files.flatMap((file) =>
      unlistedImports(readFileSync(file, 'utf8'), 'react-i18next', REACT_I18NEXT_EXPORTS).map(
        (p) => `${relative(root, file)}: ${p}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('unlistedImports', () => {
  const list = ['useTranslation', 'I18nextProvider'];

  it('passes listed named imports, aliases, type-only imports and other packages', () => {
    const code = `
      import { useTranslation } from 'react-i18next';
      import {
        I18nextProvider as P,
        type TFunction,
      } from "react-i18next";
      import type { Trans } from 'react-i18next';
      import { Trans as T } from 'react-i18next-extra';
    `;
    expect(unlistedImports(code, 'react-i18next', list)).toEqual([]);
  });

  it('names an export not on the list, also across lines and in re-exports', () => {
    const code = `
      import { useTranslation, Trans } from 'react-i18next';
      import {
        withTranslation as wt,
      } from 'react-i18next';
      export { Translation } from 'react-i18next';
    `;
    expect(unlistedImports(code, 'react-i18next', list)).toEqual([
      'Trans',
      'withTranslation',
      'Translation',
    ]);
  });

  it('refuses whole-module imports, which tree shaking cannot see', () => {
    const code = `
      import * as ri from 'react-i18next';
      import ri2 from 'react-i18next';
      export * from 'react-i18next';
      const lazy = import('react-i18next');
    `;
    expect(unlistedImports(code, 'react-i18next', list)).toEqual([
      'import * as ri',
      'import ri2',
      'export *',
      'import()',
    ]);
  });
});
