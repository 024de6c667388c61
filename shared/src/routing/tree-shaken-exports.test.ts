/**
 * react-router and react-i18next are shared tree-shaken to agreed export lists
 * (`TREE_SHAKEN` in shared/build/federation.ts): whichever app provides a singleton, it must
 * hold every export any app uses, or that app gets `undefined` at run time.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REACT_I18NEXT_EXPORTS, ROUTER_EXPORTS, TREE_SHAKEN } from '../../build/federation';
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

describe('tree-shaken shared modules', () => {
  it('are react-router and react-i18next, each to its export list', () => {
    expect(TREE_SHAKEN).toEqual({
      'react-router': ROUTER_EXPORTS,
      'react-i18next': REACT_I18NEXT_EXPORTS,
    });
  });

  for (const [pkg, list] of Object.entries(TREE_SHAKEN)) {
    it(`${pkg}: every app imports only what the shared build keeps`, () => {
      const problems = files.flatMap((file) =>
        unlistedImports(readFileSync(file, 'utf8'), pkg, list).map(
          (p) => `${relative(root, file)}: ${p}`,
        ),
      );
      expect(problems).toEqual([]);
    });
  }

  it("react-router is imported from 'react-router', never through react-router-dom", () => {
    const viaDom = files
      .filter((f) => /from 'react-router-dom'/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(viaDom).toEqual([]);
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
