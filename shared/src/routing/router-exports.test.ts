/**
 * react-router is shared tree-shaken to an agreed export list (shared/build/federation.ts):
 * whichever app provides the singleton, it must hold every export any app uses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTER_EXPORTS } from '../../build/federation';

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

const appDirs = readdirSync(root)
  .filter((d) => d === 'host' || d === 'shared' || d.startsWith('remote-'))
  .map((d) => join(root, d, 'src'));
const files = appDirs.flatMap(sources);

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(react-router(?:-dom)?)'/g;

describe('react-router imports', () => {
  it('use only the exports the shared, tree-shaken router keeps', () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(IMPORT)) {
        if (m[1]) continue; // type-only imports vanish at build time
        for (const spec of (m[2] ?? '').split(',')) {
          const name = spec.trim();
          if (!name || name.startsWith('type ')) continue;
          const imported = name.split(/\s+as\s+/)[0] ?? name;
          if (!ROUTER_EXPORTS.includes(imported))
            missing.push(`${relative(root, file)}: ${imported}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("import from 'react-router', whose used exports tree shaking can see", () => {
    const viaDom = files
      .filter((f) => /from 'react-router-dom'/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(viaDom).toEqual([]);
  });
});
