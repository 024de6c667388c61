/**
 * A new remote in one command (docs/remote.md, "A new remote in one command"):
 *
 *   pnpm new:remote <name> --prefix /<path> [--dir <repository copy>] [--no-install]
 *
 * copies `templates/remote/` (the remote's folder and its e2e spec; docs/remote.md describes
 * the template, scripts/scaffold/remote-template.ts checks the remotes), putting the name, prefix and
 * paths key for the placeholders `__name__`, `__Name__`, `__prefix__` and `__key__` in file
 * names and contents. Then it adds the remote's row to the apps table (shared/workspace/apps.ts),
 * at the next port offset, and `pnpm apps:sync` (./apps-sync.ts) writes what follows from the
 * row: the root scripts, host/app-config.example.json, the existing local configs. Everything
 * else reads the table. The lockfile gains its importer (./lock-importer.ts), `pnpm install
 * --offline` links it (`--no-install` skips that) and Biome formats what was written.
 *
 * `--dir` works on another copy of the repository (CI scaffolds into a temporary one).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isSharedFolder } from './e2e-folders';
import { lockWithImporter } from './lock-importer';

const here = dirname(fileURLToPath(import.meta.url));
export const TEMPLATE = join(here, '../../templates/remote');

export interface Plan {
  /** federation name, namespace, folder suffix */
  name: string;
  /** the prefix it owns, e.g. /reports */
  prefix: string;
  /** the prefix's name in the shared `paths`, e.g. reports */
  key: string;
}

const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The template's text with the plan's values for its placeholders. */
export function substitute(text: string, { name, prefix, key }: Plan): string {
  return text
    .replaceAll(
      '__Name__',
      name.replace(/^./, (c) => c.toUpperCase()),
    )
    .replaceAll('__name__', name)
    .replaceAll('__prefix__', prefix)
    .replaceAll('__key__', key);
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The files of the new remote and its e2e folder, by path from the repository root. */
export function remoteFiles(plan: Plan, template = TEMPLATE): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of walk(template)) {
    files[substitute(relative(template, file), plan)] = substitute(
      readFileSync(file, 'utf8'),
      plan,
    );
  }
  return files;
}

/** The apps table with the remote's row added last (before the table's closing line). */
export function withRow(apps: string, { name, prefix, key }: Plan, offset: number): string {
  const start = apps.indexOf('export const APPS = {');
  const end = start < 0 ? -1 : apps.indexOf('} as const;', start);
  if (end < 0) throw new Error('shared/workspace/apps.ts: cannot find the end of APPS');
  const row = `  ${name}: {
    dir: 'remote-${name}',
    package: '@adnet/remote-${name}',
    offset: ${offset},
    prefixes: { ${key}: '${prefix}' },
    probe: { route: '${prefix}', title: 'home.title', ready: '${name}-home' },
  },
`;
  return apps.slice(0, end) + row + apps.slice(end);
}

/**
 * The next free port offset: above every app's, below the first taken (the services start
 * there, and a side run's base keeps room for remotes only up to it), and none a service or a
 * side run occupies.
 */
export function nextOffset(apps: number[], taken: number[]): number {
  const offset = Math.max(...apps) + 1;
  if (taken.includes(offset) || offset >= Math.min(...taken)) {
    throw new Error(`port offset ${offset} is taken by a service or a side run`);
  }
  return offset;
}

type AppsTable = typeof import('../../shared/workspace/apps');

/** The offsets a new remote may not take: every service's, and every port of every side run. */
export function takenOffsets({
  SERVICE_OFFSETS,
  SIDE_RUN_OFFSETS,
  sideRunOffsets,
}: Pick<AppsTable, 'SERVICE_OFFSETS' | 'SIDE_RUN_OFFSETS' | 'sideRunOffsets'>): number[] {
  const sideRuns = Object.keys(SIDE_RUN_OFFSETS) as (keyof typeof SIDE_RUN_OFFSETS)[];
  return [...Object.values(SERVICE_OFFSETS), ...sideRuns.flatMap((name) => sideRunOffsets(name))];
}

function fail(message: string): never {
  console.error(`new:remote: ${message}`);
  console.error('usage: pnpm new:remote <name> --prefix /<path> [--dir <repo>] [--no-install]');
  process.exit(2);
}

function run(command: string, args: string[], cwd: string) {
  const done = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      prefix: { type: 'string' },
      dir: { type: 'string' },
      'no-install': { type: 'boolean' },
    },
  });
  const name = positionals[0];
  const prefix = values.prefix;
  const root = resolve(values.dir ?? join(here, '..', '..'));
  if (!name || !/^[a-z][a-z0-9]{1,19}$/.test(name)) {
    fail('the name is 2 to 20 lower-case letters or digits, starting with a letter');
  }
  if (!prefix || !/^\/[a-z][a-z0-9-]*$/.test(prefix)) {
    fail('--prefix is one path segment like /reports (lower case, digits, dashes)');
  }
  // the apps table of the copy being changed, not of this script's repository
  const table = (await import(
    pathToFileURL(join(root, 'shared/workspace/apps.ts')).href
  )) as AppsTable;
  const { APPS, REMOTE_NAMES, prefixesOf } = table;
  const { paths } = (await import(
    pathToFileURL(join(root, 'shared/src/routing/handle.ts')).href
  )) as typeof import('../../shared/src/routing/handle');
  if (name in APPS || existsSync(join(root, `remote-${name}`))) fail(`${name} exists already`);
  if (isSharedFolder(name))
    fail(`e2e/tests/${name}/ is a cross-cutting folder: choose another name`);
  if (
    REMOTE_NAMES.flatMap((r) => prefixesOf(r)).includes(prefix) ||
    /^\/(login|register|entry)$/.test(prefix)
  ) {
    fail(`${prefix} is owned already`);
  }
  const key = camel(prefix.slice(1));
  if (key in paths) fail(`the shared paths name ${key} already`);
  let offset = 0;
  try {
    offset = nextOffset(
      Object.values(APPS).map((a) => a.offset),
      takenOffsets(table),
    );
  } catch (e) {
    fail((e as Error).message);
  }
  const plan: Plan = { name, prefix, key };

  const written = remoteFiles(plan, join(root, 'templates/remote'));
  const apps = 'shared/workspace/apps.ts';
  written[apps] = withRow(readFileSync(join(root, apps), 'utf8'), plan, offset);
  for (const [file, text] of Object.entries(written)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const tsx = join(here, '../../node_modules/.bin/tsx');
  run(tsx, ['scripts/scaffold/apps-sync.ts'], root);

  const lockFile = join(root, 'pnpm-lock.yaml');
  const pkg = written[`remote-${name}/package.json`] ?? '';
  const lock = existsSync(lockFile)
    ? lockWithImporter(readFileSync(lockFile, 'utf8'), `remote-${name}`, pkg)
    : undefined;
  if (lock) writeFileSync(lockFile, lock);
  if (!values['no-install']) {
    // with the lockfile entry, nothing to resolve: the store has every package already
    run(
      'pnpm',
      lock
        ? ['install', '--offline', '--frozen-lockfile']
        : ['install', '--prefer-offline', '--no-frozen-lockfile'],
      root,
    );
  }
  run(
    join(here, '../../node_modules/.bin/biome'),
    ['check', '--write', ...Object.keys(written)],
    root,
  );

  console.log(`
new:remote: remote-${name} at ${prefix} (port offset ${offset}: ${3000 + offset} on the usual ports)
  wrote remote-${name}/ and e2e/tests/${name}/ from templates/remote/, its row in ${apps};
  apps:sync wrote package.json's scripts, host/app-config.example.json and the local configs
  next: pnpm dev:${name} (its page in the real frame), pnpm test:${name} (unit, build, e2e);
  add its row to README.md's table of apps; give it a row in docs/product/routes.md.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
