/**
 * e2e/tests/ holds a folder per remote of the apps table, named as the remote, with a spec,
 * and the cross-cutting folders; nothing else (./e2e-folders.ts). Also on scratch trees, each
 * with one thing wrong, and on a tree a remote was just scaffolded into.
 * scripts/scaffold/new-remote-check.sh runs it too, in its copy with "scaffoldcheck" added.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../../shared/workspace/apps';
import { E2E_SHARED_FOLDERS, e2eFolderProblems } from './e2e-folders';
import { remoteFiles } from './new-remote';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the folders of e2e/tests/', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'e2e-folders-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  let trees = 0;

  /** A tree with a spec in each of `folders` (and each shared folder), then `change`. */
  function tree(folders: string[], change: (tests: string) => void = () => {}) {
    const at = join(scratch, String(trees++));
    for (const folder of [...folders, ...Object.keys(E2E_SHARED_FOLDERS)]) {
      mkdirSync(join(at, 'e2e/tests', folder), { recursive: true });
      writeFileSync(join(at, 'e2e/tests', folder, 'a.spec.ts'), '');
    }
    change(join(at, 'e2e/tests'));
    return at;
  }

  it("are the apps table's remotes and the cross-cutting ones, each remote's with a spec", () => {
    expect(e2eFolderProblems(root, REMOTE_NAMES)).toEqual([]);
  });

  it('take a freshly scaffolded remote as they are', () => {
    const at = join(scratch, 'scaffolded');
    cpSync(join(root, 'e2e/tests'), join(at, 'e2e/tests'), { recursive: true });
    // not "scaffoldcheck": in new-remote-check.sh's copy, that one is in the table already
    const plan = { name: 'scaffolded', prefix: '/scaffolded', key: 'scaffolded' };
    for (const [file, text] of Object.entries(remoteFiles(plan))) {
      mkdirSync(dirname(join(at, file)), { recursive: true });
      writeFileSync(join(at, file), text);
    }
    expect(e2eFolderProblems(at, [...REMOTE_NAMES, 'scaffolded'])).toEqual([]);
    // the same tree before the remote's row is in the table: its folder is a stray one
    expect(e2eFolderProblems(at, REMOTE_NAMES)).toEqual([
      'e2e/tests/scaffolded/ is neither a remote of the apps table nor a cross-cutting folder',
    ]);
  });

  it('fit a tree with one folder per remote; an empty folder is none', () => {
    const at = tree(['wallet', 'reports'], (tests) => mkdirSync(join(tests, 'leftover')));
    expect(e2eFolderProblems(at, ['wallet', 'reports'])).toEqual([]);
  });

  it.each([
    ["a remote's folder is missing", ['wallet'], () => {}, ['e2e/tests/reports/ is missing']],
    [
      "a remote's folder is misnamed",
      ['wallet', 'report'],
      () => {},
      [
        'e2e/tests/reports/ is missing',
        'e2e/tests/report/ is neither a remote of the apps table nor a cross-cutting folder',
      ],
    ],
    [
      "a remote's folder has no spec",
      ['wallet', 'reports'],
      (tests: string) => rmSync(join(tests, 'reports/a.spec.ts')),
      ['e2e/tests/reports/ has no spec'],
    ],
    [
      'a spec lies outside a folder',
      ['wallet', 'reports'],
      (tests: string) => writeFileSync(join(tests, 'loose.spec.ts'), ''),
      ['e2e/tests/loose.spec.ts is outside a folder'],
    ],
  ] satisfies [string, string[], (tests: string) => void, string[]][])(
    'refuse a tree where %s',
    (_, folders, change, expected) => {
      expect(e2eFolderProblems(tree(folders, change), ['wallet', 'reports'])).toEqual(expected);
    },
  );

  it('refuse a remote named as a cross-cutting folder', () => {
    expect(e2eFolderProblems(tree([]), ['perf'])).toEqual([
      'perf is the name of a cross-cutting e2e folder',
    ]);
  });
});
