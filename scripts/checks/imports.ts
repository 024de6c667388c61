/**
 * Source files and what they import, read as text: the dependency check
 * (`dependencies.test.ts`: which packages) and the export check (`exports.test.ts`: which names
 * of `@adnet/shared`) read imports the same way.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The TS/TSX files under `dir` (and `.mjs` with `mjs`); `runtime` keeps only what runs in an
 * app: no `*.test.*`, no `*.d.ts`.
 */
export function* sources(
  dir: string,
  { runtime = false, mjs = false }: { runtime?: boolean; mjs?: boolean } = {},
): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path, { runtime, mjs });
    else if (
      (mjs ? /\.(tsx?|mjs)$/ : /\.tsx?$/).test(entry.name) &&
      !(runtime && /\.(d|test)\.tsx?$/.test(entry.name))
    )
      yield path;
  }
}

export interface Import {
  specifier: string;
  /** the names taken: `{ a, type B, c as d }` gives a, B, c; a dynamic import's `m.a` gives a */
  names: string[];
}

function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim(),
    )
    .filter((n): n is string => Boolean(n));
}

/** Static (`import … from`, `export … from`), dynamic and side-effect imports of a text. */
export function importsOf(text: string): Import[] {
  const found: Import[] = [];
  for (const m of text.matchAll(
    /(?:^|[\s;])(?:import|export)\s([^'"]*?)from\s*['"]([^'"]+)['"]/gm,
  )) {
    const braces = /\{([^}]*)\}\s*$/.exec(m[1] ?? '');
    found.push({ specifier: m[2] ?? '', names: braces ? namesIn(braces[1] ?? '') : [] });
  }
  // the rest of the statement is looked at, not consumed: `[import('a'), import('b')]`
  for (const m of text.matchAll(/import\s*\(\s*['"]([^'"]+)['"]\s*\)(?=([^;]*))/g)) {
    const names = [...(m[2] ?? '').matchAll(/\.(\w+)/g)]
      .map((u) => u[1] ?? '')
      .filter((n) => n !== 'then' && n !== 'catch');
    found.push({ specifier: m[1] ?? '', names });
  }
  for (const m of text.matchAll(/^import\s+['"]([^'"]+)['"]/gm)) {
    found.push({ specifier: m[1] ?? '', names: [] });
  }
  return found;
}
