/**
 * Exports true to their use (docs/remote-contract.md "What a remote may import"): every value an
 * entry of `@adnet/shared` exports is imported from that entry by some app (the host, a remote, the
 * dev page, the kernel's own frame), or is named below with the reason it stays. An export nobody
 * imports is either a kit internal exported by mistake, or dead code; both are removed rather than
 * kept "in case". And anywhere in the repository, a value that is exported but used nowhere,
 * not even in its own file, fails (`deadExports`, below).
 *
 * Types are not checked: they vanish at run time and belong to the values they describe.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { APP_NAMES, APPS } from '../../shared/workspace/apps';
import { importsOf, sources } from './imports';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The package entries that make up the kernel's surface, by specifier. */
const ENTRIES: Record<string, string> = {
  '@adnet/shared': 'shared/src/index.ts',
  '@adnet/shared/ui': 'shared/src/ui/index.ts',
  '@adnet/shared/arco': 'shared/src/arco/index.ts',
  '@adnet/shared/frame': 'shared/src/frame/index.ts',
  '@adnet/shared/host': 'shared/src/host.ts',
};

/**
 * Exports kept with no importer today, each with its reason. A remote built on an earlier 1.x
 * runs on today's host (docs/remote-contract.md): what a released remote imported stays until
 * 2.0.0 (checked against the remotes of every released minor, 1.0.0 to 1.4.0; the entries that
 * name 1.6.0 were imported by the remotes of 1.6.0, before `useFormat`).
 */
const RELEASED = 'imported by remotes released on 1.x: stays until 2.0.0';
const KEPT: Record<string, string> = {
  '@adnet/shared startVisibleInterval':
    'the visible-only refresh outside React (contract 1.2.0), beside useVisibleInterval',
  '@adnet/shared formatMoney': `${RELEASED} (1.0.0–1.4.0; now useMoney)`,
  '@adnet/shared formatCount': `${RELEASED} (1.0.0–1.2.0)`,
  '@adnet/shared parseAmountInput': `${RELEASED} (1.4.0; now readAmount)`,
  '@adnet/shared/ui hashPayPassword': `${RELEASED} (1.0.0–1.2.0; now PayPasswordFlow)`,
  '@adnet/shared/ui PayPasswordInput': `${RELEASED} (1.0.0–1.2.0; now PayPasswordFlow)`,
  '@adnet/shared/ui FieldMessage': `${RELEASED} (1.4.0; now Field counted)`,
  '@adnet/shared formatDate': `${RELEASED} (up to 1.6.0; now useFormat)`,
  '@adnet/shared formatDateTime': `${RELEASED} (up to 1.6.0; now useFormat)`,
  '@adnet/shared formatMonth': `${RELEASED} (up to 1.6.0; now useFormat)`,
  '@adnet/shared formatPercent': `${RELEASED} (up to 1.6.0; now useFormat)`,
  '@adnet/shared couponFaceValue': `${RELEASED} (up to 1.6.0; now useFormat)`,
  '@adnet/shared formatAdMetric': `${RELEASED} (up to 1.6.0; now useFormat)`,
  '@adnet/shared useAccountCurrency': `${RELEASED} (1.6.0; now useFormat().currency)`,
  '@adnet/shared/arco Dialog': `${RELEASED} (1.8.0; now ModalDialog of @adnet/shared/ui)`,
  '@adnet/shared/ui arcoContext': `${RELEASED} (1.8.0, for Dialog.confirm; now ModalDialog)`,
  '@adnet/shared/ui RebindDialog': `${RELEASED} (1.9.0; now useRebindOffer)`,
};

const APP_DIRS = [
  ...APP_NAMES.map((name) => `${APPS[name].dir}/src`),
  'shared/src',
  'shared/testing',
];

/** The value names each entry exports (re-exports followed), from the compiler. */
function exportedValues(): Map<string, string[]> {
  const files = Object.values(ENTRIES).map((f) => join(root, f));
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const out = new Map<string, string[]>();
  for (const [specifier, file] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(join(root, file));
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`cannot read ${file}`);
    const names = checker
      .getExportsOfModule(module)
      .filter((s) => {
        const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
        return (target.flags & ts.SymbolFlags.Value) !== 0;
      })
      .map((s) => s.getName());
    out.set(specifier, names);
  }
  return out;
}

/** `entry name` for every name imported from a kernel entry, statically or dynamically. */
export function importedNames(text: string): Set<string> {
  const found = new Set<string>();
  for (const { specifier, names } of importsOf(text)) {
    if (!/^@adnet\/shared(\/|$)/.test(specifier)) continue;
    for (const name of names) found.add(`${specifier} ${name}`);
  }
  return found;
}

describe('importedNames', () => {
  it('reads named imports and re-exports, type-only ones and renames, and dynamic uses', () => {
    const text = [
      "import { a, type B, c as d } from '@adnet/shared';",
      "export { e } from '@adnet/shared/ui';",
      "const L = lazy(() => import('@adnet/shared/frame').then((m) => ({ default: m.Layout })));",
      "import { f } from './local';",
    ].join('\n');
    expect([...importedNames(text)].sort()).toEqual([
      '@adnet/shared B',
      '@adnet/shared a',
      '@adnet/shared c',
      '@adnet/shared/frame Layout',
      '@adnet/shared/ui e',
    ]);
  });
});

describe('the kernel exports only what is imported', () => {
  const used = new Set<string>();
  for (const dir of APP_DIRS) {
    // tests import what they test from its file; an export only a test imports is not used
    for (const file of sources(join(root, dir), { runtime: true })) {
      for (const n of importedNames(readFileSync(file, 'utf8'))) used.add(n);
    }
  }
  const exported = exportedValues();

  for (const [specifier, names] of exported) {
    it(`${specifier}: every value export has an importer or a reason`, () => {
      expect(names.length).toBeGreaterThan(0);
      const unused = names.filter(
        (n) => !used.has(`${specifier} ${n}`) && !KEPT[`${specifier} ${n}`],
      );
      expect(unused, `${relative(root, join(root, ENTRIES[specifier] ?? ''))}`).toEqual([]);
    });
  }

  it('every kept export still exists and still has no importer', () => {
    for (const key of Object.keys(KEPT)) {
      const [specifier = '', name = ''] = key.split(' ');
      expect(exported.get(specifier), key).toContain(name);
      expect(used.has(key), `${key} is imported now: drop it from KEPT`).toBe(false);
    }
  });
});

/**
 * A value exported anywhere in the repository (an app, the sandbox, the scripts, the tests'
 * helpers) that nothing uses, not even the file that declares it: dead code that the export
 * keeps out of the linter's sight. Read as text, so a name used anywhere (or only named in a
 * comment) counts as used; types are left out, as above.
 */
export function deadExports(files: { path: string; text: string }[]): string[] {
  const declared =
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|class|enum)\s+([A-Za-z_$][\w$]*)/gm;
  const counts = new Map<string, number>();
  for (const { text } of files) {
    for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const dead: string[] = [];
  for (const { path, text } of files) {
    for (const m of text.matchAll(declared)) {
      const name = m[1] ?? '';
      if ((counts.get(name) ?? 0) <= 1) dead.push(`${path}: ${name}`);
    }
  }
  return dead;
}

describe('no exported value is dead', () => {
  it('finds a value used nowhere, and not one used in its own file or elsewhere', () => {
    const files = [
      { path: 'a.ts', text: 'export const used = 1;\nexport function dead() {}\n' },
      { path: 'b.ts', text: "import { used } from './a';\nexport const local = 2;\nlocal;\n" },
    ];
    expect(deadExports(files)).toEqual(['a.ts: dead']);
  });

  it('every exported value of the repository has a use', () => {
    const listed = execFileSync('git', ['ls-files', '-z', '*.ts', '*.tsx', '*.mts', '*.mjs'], {
      cwd: root,
      encoding: 'utf8',
    });
    const files = listed
      .split('\0')
      // the remote template: its exports are used in the remote new:remote copies it to
      .filter((path) => path && !path.startsWith('templates/'))
      .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(deadExports(files)).toEqual([]);
  });
});
