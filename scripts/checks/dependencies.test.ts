/**
 * Dependencies true to the code (docs/remote.md "Dependencies"): each app
 * package lists exactly what its own code imports. A listed package no file imports fails
 * here, and so does an import of a package the app does not list (it would only resolve by
 * accident of the workspace's layout).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APPS, REMOTE_NAMES } from '../../shared/workspace/apps';
import { importsOf, sources } from './imports';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REMOTES = REMOTE_NAMES.map((name) => APPS[name].dir);

/** The bare packages a text imports (`react-router`, `@arco-design/mobile-react`, …). */
export function importedPackages(text: string): Set<string> {
  const found = new Set<string>();
  for (const { specifier: spec } of importsOf(text)) {
    // relative paths and aliases (`#…`) name the repository's own files
    if (/^[.#/]|^node:/.test(spec)) continue;
    const parts = spec.split('/');
    found.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec));
  }
  return found;
}

function listed(pkg: string, field: 'dependencies' | 'devDependencies'): string[] {
  const json = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'));
  return Object.keys(json[field] ?? {});
}

describe('importedPackages', () => {
  it('reads static, dynamic and side-effect imports, not relative ones', () => {
    const text = [
      "import { a } from 'react-router';",
      "import type { B } from '@arco-design/mobile-react/esm/tag';",
      "export { c } from '@adnet/shared/ui';",
      "const d = await import('dompurify');",
      "import './x.css';",
      "import 'jotai/utils';",
      "import { e } from '../f';",
      "import { g } from '#lib/g.ts';",
      "const [g, h] = await Promise.all([import('big.js'), import('md5')]);",
    ].join('\n');
    expect([...importedPackages(text)].sort()).toEqual([
      '@adnet/shared',
      '@arco-design/mobile-react',
      'big.js',
      'dompurify',
      'jotai',
      'md5',
      'react-router',
    ]);
  });
});

describe.each(REMOTES)('%s dependencies', (remote) => {
  const imported = new Set<string>();
  for (const file of sources(join(root, remote, 'src'), { mjs: true })) {
    for (const p of importedPackages(readFileSync(file, 'utf8'))) imported.add(p);
  }
  for (const p of importedPackages(readFileSync(join(root, remote, 'rsbuild.config.ts'), 'utf8')))
    imported.add(p);
  // the test runner and the testing library are the workspace's (root package.json)
  const tooling = new Set(['vitest', '@testing-library/react']);

  it('lists no package its code does not import', () => {
    const unused = listed(remote, 'dependencies').filter((d) => !imported.has(d));
    expect(unused).toEqual([]);
    const unusedDev = listed(remote, 'devDependencies').filter(
      (d) => !imported.has(d) && d !== '@types/react',
    );
    expect(unusedDev).toEqual([]);
  });

  it('imports no package it does not list', () => {
    const all = new Set([...listed(remote, 'dependencies'), ...listed(remote, 'devDependencies')]);
    const unlisted = [...imported].filter((p) => !all.has(p) && !tooling.has(p));
    expect(unlisted).toEqual([]);
  });
});

describe('collector dependencies', () => {
  const imported = new Set<string>();
  for (const file of sources(join(root, 'collector/src'))) {
    for (const p of importedPackages(readFileSync(file, 'utf8'))) imported.add(p);
  }
  /** Listed and used, but never by an import statement, each with how it is used. */
  const USED_OTHERWISE: Record<string, string> = {
    tsx: 'runs src/main.ts (package.json scripts)',
    'chart.js': 'its UMD file is served to the health page (server.ts resolves it)',
    '@types/better-sqlite3': 'types of better-sqlite3',
    '@types/node': 'types of node:*',
  };

  it('lists no package its code does not import', () => {
    const all = [...listed('collector', 'dependencies'), ...listed('collector', 'devDependencies')];
    expect(all.filter((d) => !imported.has(d) && !USED_OTHERWISE[d])).toEqual([]);
    expect(Object.keys(USED_OTHERWISE).filter((d) => !all.includes(d))).toEqual([]);
  });

  it('imports no package it does not list', () => {
    const all = new Set([
      ...listed('collector', 'dependencies'),
      ...listed('collector', 'devDependencies'),
    ]);
    expect([...imported].filter((p) => !all.has(p) && p !== 'vitest')).toEqual([]);
  });
});
