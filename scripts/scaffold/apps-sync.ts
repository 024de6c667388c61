/**
 * What follows from the apps table (shared/workspace/apps.ts), written from it:
 *
 *   pnpm apps:sync
 *
 * - the root package.json's per-remote scripts, `dev:<name>` and `test:<name>` for each remote
 *   (added after the last of their kind; other scripts untouched);
 * - `host/app-config.example.json`, the local topology's config on the usual ports;
 * - each local config `deploy/local/app-config.<PORT_BASE>.json` that exists: a remote of the
 *   table it lacks is added with its local manifest; every entry already there stays as edited
 *   (docs/decisions/0029-local-configs-follow-the-apps-table.md); scripts/serving/serve.ts still
 *   writes a named config only when absent.
 *
 * `pnpm new:remote` runs it after adding a row; ./apps-sync.test.ts fails when a file is out of
 * step with the table.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORT_BASE, REMOTE_NAMES } from '../../shared/workspace/apps';
import { runtimeConfig } from '../../shared/workspace/ports';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXAMPLE_CONFIG = 'host/app-config.example.json';
export const LOCAL_CONFIGS = 'deploy/local';

/** The per-remote scripts of the table, by name. */
export function remoteScripts(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of REMOTE_NAMES) {
    out[`dev:${name}`] = `node scripts/dev/dev.mjs ${name}`;
    out[`test:${name}`] = `node scripts/dev/test-remote.mjs ${name}`;
  }
  return out;
}

/** `scripts` with every per-remote script of the table, a missing one after its kind's last. */
export function syncedScripts(scripts: Record<string, string>): Record<string, string> {
  const wanted = remoteScripts();
  const out: Record<string, string> = {};
  const entries = Object.entries(scripts);
  const lastOf = (kind: string) =>
    entries.map(([k]) => k).findLastIndex((k) => k.startsWith(`${kind}:`));
  const missing = (kind: string) =>
    Object.entries(wanted).filter(([k]) => k.startsWith(`${kind}:`) && !(k in scripts));
  entries.forEach(([k, v], i) => {
    out[k] = k in wanted ? (wanted[k] ?? v) : v;
    for (const kind of ['dev', 'test']) {
      if (i === lastOf(kind)) for (const [mk, mv] of missing(kind)) out[mk] = mv;
    }
  });
  for (const [k, v] of Object.entries(wanted)) out[k] ??= v;
  return out;
}

/** The text of host/app-config.example.json: the local topology on the usual ports. */
export function exampleConfig(): string {
  return `${JSON.stringify(runtimeConfig('localhost', DEFAULT_PORT_BASE), null, 2)}\n`;
}

type Config = { remotes?: { name: string }[] } & Record<string, unknown>;

/** `config` with each remote of the table it lacks (its local entry on `base`), and their names. */
export function withTableRemotes(
  config: Config,
  base: number,
): { config: Config; added: string[] } {
  const have = new Set((config.remotes ?? []).map((r) => r.name));
  const add = runtimeConfig('localhost', base).remotes.filter((r) => !have.has(r.name));
  if (!add.length) return { config, added: [] };
  return {
    config: { ...config, remotes: [...(config.remotes ?? []), ...add] },
    added: add.map((r) => r.name),
  };
}

/** The local configs that exist, with the PORT_BASE their name gives. */
export function localConfigs(root = ROOT): { file: string; base: number }[] {
  const dir = join(root, LOCAL_CONFIGS);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => ({ f, m: /^app-config\.(\d+)\.json$/.exec(f) }))
    .filter(({ m }) => m)
    .map(({ f, m }) => ({ file: join(dir, f), base: Number(m?.[1]) }));
}

/** Adds the table's missing remotes to a config file; returns their names (none if not JSON). */
export function syncConfigFile(file: string, base: number): string[] {
  let read: Config;
  try {
    read = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return []; // a file being edited is left to its editor; the host says what it cannot read
  }
  const { config, added } = withTableRemotes(read, base);
  if (added.length) writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return added;
}

function main() {
  const pkgFile = join(ROOT, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { scripts: Record<string, string> };
  writeFileSync(
    pkgFile,
    `${JSON.stringify({ ...pkg, scripts: syncedScripts(pkg.scripts) }, null, 2)}\n`,
  );
  writeFileSync(join(ROOT, EXAMPLE_CONFIG), exampleConfig());
  const biome = join(ROOT, 'node_modules/.bin/biome');
  spawnSync(biome, ['format', '--write', 'package.json', EXAMPLE_CONFIG], { cwd: ROOT });
  for (const { file, base } of localConfigs()) {
    const added = syncConfigFile(file, base);
    if (added.length) console.log(`apps:sync: ${file}: added ${added.join(', ')}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
