/**
 * The repository's TypeScript files as a graph of who imports whom, and the circles in it.
 * Every import counts: static, dynamic (a lazy page), side-effect, re-exports and type-only
 * ones (`import type`), because a file's meaning depends on the types it reads as much as on
 * the values: a circle of types still ties two files so that neither moves without the other.
 * Relative specifiers, the aliases (`#…`: a package's `imports`, `#repo/…` from the root) and
 * the workspace packages (`@adnet/*`, through their `exports`) are resolved; other packages are
 * outside the graph.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf, sources } from './imports';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Workspace package name → its exports as `subpath → file` (`.` for the package itself). */
export function workspaceExports(root: string): Map<string, Map<string, string>> {
  const packages = new Map<string, Map<string, string>>();
  for (const entry of readdirSync(root)) {
    const file = join(root, entry, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    const map = new Map<string, string>();
    for (const [subpath, target] of Object.entries(pkg.exports ?? {}))
      map.set(subpath, resolve(root, entry, target));
    packages.set(pkg.name, map);
  }
  return packages;
}

const CODE = /\.(tsx?|mts|cts)$/;

/**
 * What a package's `exports` or `imports` map a specifier to, as Node reads them: an exact key
 * first, then the `*` pattern with the longest prefix, its `*` replaced by what it matched.
 */
export function subpathTarget(map: Iterable<[string, string]>, spec: string): string | undefined {
  let best: string | undefined;
  let prefixLength = -1;
  for (const [key, target] of map) {
    if (key === spec) return target;
    const [prefix = '', suffix = ''] = key.split('*');
    if (!key.includes('*') || !spec.startsWith(prefix) || !spec.endsWith(suffix)) continue;
    if (spec.length < prefix.length + suffix.length || prefix.length <= prefixLength) continue;
    prefixLength = prefix.length;
    best = target.replace('*', spec.slice(prefix.length, spec.length - suffix.length));
  }
  return best;
}

/** A folder's package.json → its `imports` (empty when it has none); null: no package.json. */
const importsFields = new Map<string, Record<string, string> | null>();

/** The `imports` of the package a file belongs to, and that package's folder. */
function packageImports(file: string, root: string) {
  for (let dir = dirname(file); dir.startsWith(root); dir = dirname(dir)) {
    const json = join(dir, 'package.json');
    if (!importsFields.has(json)) {
      importsFields.set(
        json,
        existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')).imports ?? {}) : null,
      );
    }
    const imports = importsFields.get(json);
    if (imports) return { dir, imports };
    if (dir === root) break;
  }
  return { dir: root, imports: {} };
}

/**
 * The file an alias names: `#repo/x` is `x` from the root (tsconfig.json's `paths`), any other
 * `#…` is looked up in the `imports` of the file's package, an exact key first, then the
 * pattern with the longest prefix (Node's order).
 */
export function resolveAlias(file: string, spec: string, root = ROOT): string | undefined {
  if (spec.startsWith('#repo/')) return join(root, spec.slice('#repo/'.length));
  const { dir, imports } = packageImports(file, root);
  const target = subpathTarget(Object.entries(imports), spec);
  return target === undefined ? undefined : resolve(dir, target);
}

/** The text without its comments (an `import('./x')` in a doc comment is no import). */
function withoutComments(text: string): string {
  return text.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

function resolveFile(base: string): string | undefined {
  if (CODE.test(base) && existsSync(base)) return base;
  for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

export interface FileImports {
  /** the TS/TSX files it imports (absolute paths): the edges of the graph */
  code: string[];
  /** the other files it imports by relative path (a stylesheet, JSON or image): no node */
  assets: string[];
  /** specifiers of workspace imports that lead to no file */
  unresolved: string[];
}

/**
 * What one file imports: relative specifiers and the workspace packages (`@adnet/*`, through
 * `packages`, their `exports`) resolved; other packages left out.
 */
export function importsOfFile(
  file: string,
  packages: Map<string, Map<string, string>>,
  root = ROOT,
): FileImports {
  const found: FileImports = { code: [], assets: [], unresolved: [] };
  for (const { specifier } of importsOf(withoutComments(readFileSync(file, 'utf8')))) {
    const spec = specifier.replace(/\?.*$/, '');
    let target: string | undefined;
    if (spec.startsWith('.') || spec.startsWith('#')) {
      const path = spec.startsWith('#')
        ? resolveAlias(file, spec, root)
        : resolve(dirname(file), spec);
      if (path && /\.[a-z]+$/i.test(spec) && !CODE.test(spec)) {
        found.assets.push(path);
        continue;
      }
      target = path && resolveFile(path);
    } else {
      const m = /^(@adnet\/[^/]+)(\/.*)?$/.exec(spec);
      const exports = m ? packages.get(m[1] ?? '') : undefined;
      if (!m || !exports) continue;
      const entry = subpathTarget(exports, `.${m[2] ?? ''}`);
      if (entry && !CODE.test(entry)) continue;
      target = entry && resolveFile(entry);
    }
    if (target) found.code.push(target);
    else found.unresolved.push(specifier);
  }
  return found;
}

export interface ImportGraph {
  /** file (relative to the root) → the files it imports */
  edges: Map<string, Set<string>>;
  /** `file: specifier` of workspace imports that lead to no file */
  unresolved: string[];
}

/** The graph of the TS/TSX files under `dirs` (relative to `root`). */
export function importGraph(dirs: string[], root = ROOT): ImportGraph {
  const packages = workspaceExports(root);
  const edges = new Map<string, Set<string>>();
  const unresolved: string[] = [];
  for (const dir of dirs) {
    for (const file of sources(join(root, dir))) {
      const found = importsOfFile(file, packages, root);
      edges.set(relative(root, file), new Set(found.code.map((target) => relative(root, target))));
      for (const specifier of found.unresolved)
        unresolved.push(`${relative(root, file)}: ${specifier}`);
    }
  }
  return { edges, unresolved };
}

/**
 * The strongly connected components with more than one file (Tarjan): each is a circle of
 * imports, listed sorted. A file that imports itself counts too.
 */
export function circles(edges: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node)?.has(node)) found.push(component.sort());
  };

  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}
