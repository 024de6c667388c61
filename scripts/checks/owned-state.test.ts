/**
 * What the host keeps at run time is written only by the file that keeps it
 * (host/src/remotes/README.md): a module of host/src exports functions over its state, never
 * the state itself. Refused in the host's runtime files (tests aside): an exported `let` or
 * `var`, and an exported `const` bound to a new Map, Set, WeakMap or WeakSet, whether exported
 * where it is declared or by a later `export { … }`. An array or object may still be exported
 * as a constant table; it is not written after the module ran.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sources } from './imports';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const COLLECTION = String.raw`new\s+(?:Map|Set|WeakMap|WeakSet)\b`;
/** `const name` (typed or not) bound to a new collection. */
const COLLECTION_CONST = new RegExp(
  String.raw`^\s*(export\s+)?const\s+(\w+)\s*(?::[^=]+)?=\s*${COLLECTION}`,
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

describe('state of the host is behind the functions of the file that keeps it', () => {
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
    ];
    for (const [text, expected] of cases)
      expect(exportedMutableState(text), text).toEqual(expected);
  });

  it('no runtime file of host/src exports a binding others could write', () => {
    const found: string[] = [];
    for (const file of sources(join(root, 'host', 'src'), { runtime: true })) {
      for (const what of exportedMutableState(readFileSync(file, 'utf8'))) {
        found.push(`${relative(root, file)}: ${what}`);
      }
    }
    expect(found).toEqual([]);
  });
});
