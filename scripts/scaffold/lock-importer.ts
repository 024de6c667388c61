/**
 * pnpm-lock.yaml with a new workspace package's importer, so that `pnpm new:remote` can link it
 * with `pnpm install --offline --frozen-lockfile` (scripts/scaffold/new-remote.ts).
 */

/** A regular expression matching `s` as it is. */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * pnpm-lock.yaml with the new package's importer, each dependency at the version another
 * importer already has for the same specifier: `pnpm install --offline --frozen-lockfile` then
 * links it from the store without asking the registry. Undefined when a dependency is new to
 * the workspace (then the install resolves it).
 */
export function lockWithImporter(lock: string, dir: string, pkgJson: string): string | undefined {
  const pkg = JSON.parse(pkgJson) as Record<string, Record<string, string> | undefined>;
  const start = lock.indexOf('\nimporters:\n');
  const end = lock.indexOf('\npackages:\n');
  if (start < 0 || end < 0) return undefined;
  const section = lock.slice(start, end);
  let block = `  ${dir}:\n`;
  for (const kind of ['dependencies', 'devDependencies'] as const) {
    const deps = Object.entries(pkg[kind] ?? {});
    if (!deps.length) continue;
    block += `    ${kind}:\n`;
    for (const [dep, spec] of deps.sort(([a], [b]) => a.localeCompare(b))) {
      const quoted = dep.startsWith('@') ? `'${dep}'` : dep;
      const specText = spec.includes(':') && !spec.startsWith('workspace') ? `'${spec}'` : spec;
      const entry = `\n {6}${literal(quoted)}:\n {8}specifier: ${literal(specText)}\n {8}version: (.+)\n`;
      const found = section.match(new RegExp(entry));
      if (!found) return undefined;
      block += `      ${quoted}:\n        specifier: ${specText}\n        version: ${found[1]}\n`;
    }
  }
  // importers are in name order: before the first one that sorts after the new one
  const keys = [...section.matchAll(/\n {2}(\S+):\n/g)];
  const next = keys.find((k) => (k[1] ?? '').replace(/'/g, '') > dir);
  const at = next ? start + (next.index ?? 0) + 1 : end + 1;
  return `${lock.slice(0, at)}${block}\n${lock.slice(at)}`;
}
