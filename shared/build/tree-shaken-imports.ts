/**
 * What a source file takes from a package shared tree-shaken to an export list
 * (federation.ts, TREE_SHAKEN) that the list lacks: the guard tests read every app's sources
 * with it. Type-only imports are fine (they vanish at build time); a namespace, default,
 * `export *` or dynamic import is not, since it needs the whole module.
 */
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

export function unlistedImports(code: string, pkg: string, exports: string[]): string[] {
  const from = `\\s*from\\s*['"]${escapeRe(pkg)}['"]`;
  const found: { at: number; name: string }[] = [];
  const named = new RegExp(`(import|export)\\s+(type\\s+)?\\{([^}]*)\\}${from}`, 'g');
  for (const m of code.matchAll(named)) {
    if (m[2]) continue;
    for (const spec of (m[3] ?? '').split(',')) {
      const name = spec.trim();
      if (!name || name.startsWith('type ')) continue;
      const imported = name.split(/\s+as\s+/)[0] ?? name;
      if (!exports.includes(imported)) found.push({ at: m.index, name: imported });
    }
  }
  const whole: [RegExp, (m: RegExpMatchArray) => string][] = [
    [new RegExp(`import\\s+\\*\\s+as\\s+(\\w+)${from}`, 'g'), (m) => `import * as ${m[1]}`],
    [new RegExp(`import\\s+(?!type\\s)(\\w+)\\s*(?:,[^;]*)?${from}`, 'g'), (m) => `import ${m[1]}`],
    [new RegExp(`export\\s+\\*(?:\\s+as\\s+\\w+)?${from}`, 'g'), () => 'export *'],
    [new RegExp(`import\\(\\s*['"]${escapeRe(pkg)}['"]\\s*\\)`, 'g'), () => 'import()'],
  ];
  for (const [re, label] of whole) {
    for (const m of code.matchAll(re)) found.push({ at: m.index ?? 0, name: label(m) });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}
