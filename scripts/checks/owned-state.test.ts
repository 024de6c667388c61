/**
 * What a package keeps at run time is written only by the file that keeps it
 * (host/src/remotes/README.md): a module exports functions over its state, never the state
 * itself. Refused in every package's runtime files (the host, shared, each remote, the sandbox
 * API, the collector, the remote template; tests aside): an exported `let` or `var`, and an
 * exported `const` bound to a new Map, Set, WeakMap or WeakSet, whether exported where it is
 * declared or by a later `export { … }`. An array or object may still be exported as a constant
 * table, and so may a collection typed `ReadonlyMap` or `ReadonlySet`: nobody can write it
 * through its type.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sources } from './imports';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the runtime code of the workspace lives. */
const PACKAGES = [
  'host/src',
  'shared/src',
  ...['adcenter', 'plan', 'wallet', 'messaging'].map((remote) => `remote-${remote}/src`),
  'sandbox-api/src',
  'collector/src',
  'templates/remote/remote-__name__/src',
];

const COLLECTION = String.raw`new\s+(?:Map|Set|WeakMap|WeakSet)\b`;
/** `const name` (typed or not) bound to a new collection. */
const COLLECTION_CONST = new RegExp(
  String.raw`^\s*(export\s+)?const\s+(\w+)\s*(?::(?!\s*Readonly(?:Map|Set)\b)[^=]+)?=\s*${COLLECTION}`,
  'gm',
);
const LET = /^\s*(export\s+)?(?:let|var)\s+(\w+)/gm;
const EXPORT_LIST = /^\s*export\s*\{([^}]*)\}(?!\s*from)/gm;

/** The bindings of a module's text that others could write, each as `name (how)`. */
export function exportedMutableState(text: string): string[] {
  const found: string[] = [];
  const mutable = new Map<string, string>();
  for (const m of text.matchAll(LET)) {
    const name = m[2] ?? '';
    if (m[1]) found.push(`${name} (exported let)`);
    else mutable.set(name, 'let');
  }
  for (const m of text.matchAll(COLLECTION_CONST)) {
    const name = m[2] ?? '';
    if (m[1]) found.push(`${name} (exported collection)`);
    else mutable.set(name, 'collection');
  }
  for (const m of text.matchAll(EXPORT_LIST)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      const how = name ? mutable.get(name) : undefined;
      if (name && how) found.push(`${name} (${how}, exported by name)`);
    }
  }
  return found;
}

describe('state is behind the functions of the file that keeps it', () => {
  it('tells exported state from private state and from tables', () => {
    const cases: [string, string[]][] = [
      ['export const tracks = new Map<string, Decided>();', ['tracks (exported collection)']],
      ['export const started = new Set<string>();', ['started (exported collection)']],
      [
        'export const seen: WeakMap<object, number> = new WeakMap();',
        ['seen (exported collection)'],
      ],
      ['export let merchant = null;', ['merchant (exported let)']],
      ['export var count = 0;', ['count (exported let)']],
      ['const loaded = new Map();\nexport { loaded };', ['loaded (collection, exported by name)']],
      ['let n = 0;\nexport { n as count, other };', ['n (let, exported by name)']],
      ['const loaded = new Map();\nexport function loadedRemote() {}', []],
      ['let remotes = [];', []],
      ['export const PATHS = ["/a", "/b"];', []],
      ['export const tagOf = (app) => new Map([[app, 1]]);', []],
      ["export { loaded } from './registry';", []],
      ['export const FIELDS: ReadonlySet<string> = new Set(["a"]);', []],
      ['export const byId: ReadonlyMap<string, number> = new Map();', []],
      ['export const reached: Map<string, number> = new Map();', ['reached (exported collection)']],
    ];
    for (const [text, expected] of cases)
      expect(exportedMutableState(text), text).toEqual(expected);
  });

  it('no runtime file of any package exports a binding others could write', () => {
    const found: string[] = [];
    const dirs = PACKAGES.map((dir) => join(root, dir)).filter((dir) => existsSync(dir));
    expect(dirs.length).toBe(PACKAGES.length);
    for (const file of dirs.flatMap((dir) => [...sources(dir, { runtime: true })])) {
      for (const what of exportedMutableState(readFileSync(file, 'utf8'))) {
        found.push(`${relative(root, file)}: ${what}`);
      }
    }
    expect(found).toEqual([]);
  });
});
