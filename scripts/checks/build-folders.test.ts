/**
 * A folder named `build/` holds build tooling only: the apps' Rsbuild and federation settings,
 * the build's plugins and their tests (docs/decisions/0031-workspace-facts-out-of-build.md).
 * What the apps read at run time lives elsewhere (the workspace's facts in shared/workspace/).
 * So nothing that ships to the browser is under a `build/` folder: from every file under
 * host/src, shared/src and each remote's src/ that is no test, no type declaration and no test
 * data (`__fixtures__/`), the imports are followed, file by file (import-graph.ts: relative
 * paths and the workspace packages' exports, type-only and lazy imports included), and no file
 * reached, nor any stylesheet or JSON one of them imports, lies under a folder named `build/`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importsOfFile, ROOT, workspaceExports } from './import-graph';
import { sources } from './imports';

const IN_BUILD = /(^|\/)build\//;

/** The folders whose code ships to the browser: the host's, the kernel's and each remote's. */
function browserDirs(root: string): string[] {
  const remotes = readdirSync(root).filter((d) => d.startsWith('remote-'));
  return ['host/src', 'shared/src', ...remotes.map((d) => `${d}/src`)].filter((d) =>
    existsSync(join(root, d)),
  );
}

/**
 * Each file under a `build/` folder that browser code reaches, with the chain of imports that
 * reaches it (`a.ts → b.ts → build/x.ts`), all relative to `root`.
 */
function buildFilesShipped(root: string): string[] {
  const packages = workspaceExports(root);
  const via = new Map<string, string>();
  const queue: string[] = [];
  for (const dir of browserDirs(root))
    for (const file of sources(join(root, dir), { runtime: true }))
      if (!file.includes('/__fixtures__/')) {
        via.set(file, relative(root, file));
        queue.push(file);
      }
  const shipped: string[] = [];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const chain = via.get(file) ?? '';
    if (IN_BUILD.test(relative(root, file))) shipped.push(chain);
    const { code, assets } = importsOfFile(file, packages, root);
    for (const asset of assets)
      if (IN_BUILD.test(relative(root, asset))) shipped.push(`${chain} → ${relative(root, asset)}`);
    for (const target of code)
      if (!via.has(target)) {
        via.set(target, `${chain} → ${relative(root, target)}`);
        queue.push(target);
      }
  }
  return shipped.sort();
}

describe('folders named build/ hold build tooling only', () => {
  it('no file under a build/ folder ships to the browser', () => {
    expect(buildFilesShipped(ROOT)).toEqual([]);
  });

  it('looks at the build folders of the tree: host/build and shared/build', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => IN_BUILD.test(f));
    expect(tracked).toContain('host/build/prerender.ts');
    expect(tracked).toContain('shared/build/federation.ts');
  });

  describe('finds what ships from a build/ folder (a scratch tree)', () => {
    let dir = '';
    const files: Record<string, string> = {
      // a direct import, one through a file outside src/, a JSON, a package's export
      'host/src/a.ts': "import { x } from '../build/x';\nexport const a = x;\n",
      'shared/src/routing/b.ts': "export type { X } from '../../workspace/facts';\n",
      'shared/workspace/facts.ts': "export type { X } from '../build/facts';\n",
      'remote-plan/src/d.ts': "import table from '../build/table.json';\nexport const d = table;\n",
      'remote-plan/src/e.ts':
        "import { f } from '@adnet/shared/federation';\nexport const e = f;\n",
      // tests and test data may read the build's tooling, and the build its own files
      'host/src/a.test.ts': "import { y } from '../build/y';\nexport const t = y;\n",
      'host/src/__fixtures__/f.ts': "import { y } from '../../build/y';\nexport const t = y;\n",
      'host/build/y.ts': "import { x } from './x';\nexport const y = x;\n",
      'host/build/x.ts': 'export const x = 1;\n',
      'remote-plan/build/table.json': '{}\n',
      'shared/build/facts.ts': 'export type X = 1;\n',
      'shared/build/federation.ts': 'export const f = 1;\n',
      'shared/package.json': JSON.stringify({
        name: '@adnet/shared',
        exports: { './federation': './build/federation.ts' },
      }),
    };

    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'build-folders-'));
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(join(dir, dirname(file)), { recursive: true });
        writeFileSync(join(dir, file), text);
      }
    });
    afterAll(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('reports each file reached, with the imports that reach it, and nothing else', () => {
      expect(buildFilesShipped(dir)).toEqual([
        'host/src/a.ts → host/build/x.ts',
        'remote-plan/src/d.ts → remote-plan/build/table.json',
        'remote-plan/src/e.ts → shared/build/federation.ts',
        'shared/src/routing/b.ts → shared/workspace/facts.ts → shared/build/facts.ts',
      ]);
    });
  });
});
