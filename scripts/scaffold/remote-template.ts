/**
 * The remote template (docs/remote.md, "Layout"): what every remote's tree holds and how its
 * parts are named, read from the files. `scripts/scaffold/remote-template.test.ts` runs it on
 * each remote of shared/workspace/apps.ts and on mutated copies;
 * `scripts/scaffold/new-remote.ts` writes a remote that fits it.
 *
 * Each function returns the problems it finds, one sentence each ([] when the remote fits).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES } from '../../shared/src/i18n/languages';
import { importsOf, sources } from '../checks/imports';
import { remoteE2eProblems } from './e2e-folders';

/** The longest file under a remote's `src/pages/` may have this many lines (111 today). */
export const MAX_PAGE_LINES = 210;

/** The files every remote has, relative to its folder. */
export const REQUIRED_FILES = [
  'package.json',
  'rsbuild.config.ts',
  'tsconfig.json',
  'README.md',
  'src/index.ts',
  'src/app/index.ts',
  'src/app/bootstrap.tsx',
  'src/routes.tsx',
  'src/routes.contract.test.ts',
  'src/paths.ts',
  'src/contract.ts',
  ...LANGUAGES.map((lng) => `src/locales/${lng}.json`),
];

/** Where a remote lives in a tree: the repository root (or a copy) and the remote's names. */
export interface RemoteTree {
  root: string;
  /** its federation name, namespace and e2e folder name */
  name: string;
  /** its folder, `remote-<name>` */
  dir: string;
  /** its package name, `@adnet/remote-<name>` */
  pkg: string;
}

const read = (file: string) => readFileSync(file, 'utf8');

/** The required files, the e2e folder with a spec, and nothing missing. */
export function fileProblems({ root, name, dir }: RemoteTree): string[] {
  const problems = REQUIRED_FILES.filter((f) => !existsSync(join(root, dir, f))).map(
    (f) => `${dir}/${f} is missing`,
  );
  return [...problems, ...remoteE2eProblems(root, name)];
}

/** package.json: name, private ESM package, the contract as its only export, catalog versions. */
export function packageProblems({ root, dir, pkg }: RemoteTree): string[] {
  const file = join(root, dir, 'package.json');
  if (!existsSync(file)) return [];
  const json = JSON.parse(read(file)) as {
    name?: string;
    private?: boolean;
    type?: string;
    exports?: unknown;
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const problems: string[] = [];
  if (json.name !== pkg) problems.push(`${dir}/package.json: name is not ${pkg}`);
  if (json.private !== true) problems.push(`${dir}/package.json: not private`);
  if (json.type !== 'module') problems.push(`${dir}/package.json: type is not module`);
  if (JSON.stringify(json.exports) !== JSON.stringify({ './contract': './src/contract.ts' })) {
    problems.push(`${dir}/package.json: exports is not { "./contract": "./src/contract.ts" }`);
  }
  if (json.scripts?.build !== 'rsbuild build' || json.scripts?.dev !== 'rsbuild dev') {
    problems.push(`${dir}/package.json: scripts build and dev are not rsbuild build / rsbuild dev`);
  }
  if (json.dependencies?.['@adnet/shared'] !== 'workspace:*') {
    problems.push(`${dir}/package.json: @adnet/shared is not a workspace:* dependency`);
  }
  for (const [dep, version] of Object.entries({ ...json.dependencies, ...json.devDependencies })) {
    if (version !== 'catalog:' && version !== 'workspace:*') {
      problems.push(
        `${dir}/package.json: ${dep} is ${version}, not catalog: (pnpm-workspace.yaml)`,
      );
    }
  }
  return problems;
}

/** rsbuild.config.ts builds through the shared preset under the remote's name, exposing ./routes. */
export function buildConfigProblems({ root, name, dir }: RemoteTree): string[] {
  const file = join(root, dir, 'rsbuild.config.ts');
  if (!existsSync(file)) return [];
  const text = read(file);
  const problems: string[] = [];
  if (!/from '\.\.\/shared\/build\/rsbuild'/.test(text)) {
    problems.push(`${dir}/rsbuild.config.ts does not use appConfig of shared/build/rsbuild.ts`);
  }
  const call = new RegExp(
    `appConfig\\(\\s*\\{\\s*name: '${name}',\\s*exposes: \\{ '\\./routes': '\\./src/routes\\.tsx' \\}`,
  );
  if (!call.test(text)) {
    problems.push(
      `${dir}/rsbuild.config.ts: not appConfig({ name: '${name}', exposes: { './routes': './src/routes.tsx' } })`,
    );
  }
  return problems;
}

/**
 * Names: src/paths.ts exports the remote's own paths as `paths` (and no other paths object);
 * routes.tsx names its namespace once, `const NAMESPACE = '<name>'`, registers it and gives
 * it to every handle; every `useTranslation` asks for that namespace or `common`.
 */
export function nameProblems({ root, name, dir }: RemoteTree): string[] {
  const problems: string[] = [];
  const pathsFile = join(root, dir, 'src/paths.ts');
  if (existsSync(pathsFile)) {
    const text = read(pathsFile);
    if (!/^export const paths = \{/m.test(text)) {
      problems.push(`${dir}/src/paths.ts does not export its paths as \`export const paths = {\``);
    }
    for (const m of text.matchAll(/^export const (\w*Paths)\b/gim)) {
      if (m[1] !== 'paths') problems.push(`${dir}/src/paths.ts exports ${m[1]}: one name, paths`);
    }
  }
  const routesFile = join(root, dir, 'src/routes.tsx');
  if (existsSync(routesFile)) {
    const text = read(routesFile);
    if (!text.includes(`\nconst NAMESPACE = '${name}';`)) {
      problems.push(`${dir}/src/routes.tsx does not declare const NAMESPACE = '${name}'`);
    }
    if (
      !/registerNamespace\(NAMESPACE, \(lng\) => import\(`\.\/locales\/\$\{lng\}\.json`\)\)/.test(
        text,
      )
    ) {
      problems.push(`${dir}/src/routes.tsx does not register NAMESPACE with its ./locales`);
    }
    for (const m of text.matchAll(/\bns: (?!NAMESPACE\b)([^,\n}]+)/g)) {
      problems.push(`${dir}/src/routes.tsx: a handle's ns is ${m[1]?.trim()}, not NAMESPACE`);
    }
  }
  const src = join(root, dir, 'src');
  if (existsSync(src)) {
    for (const file of sources(src)) {
      const text = read(file);
      for (const m of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
        const asked = [...(m[1] ?? '').matchAll(/'([^']*)'/g)].map((s) => s[1]);
        const other = asked.filter((ns) => ns !== name && ns !== 'common');
        if (other.length || asked.length === 0) {
          problems.push(
            `${relative(root, file)}: useTranslation(${m[1]}) is not the namespace ${name}`,
          );
        }
      }
    }
  }
  return problems;
}

/**
 * Direction: pages and features declare their loaders' data types and routes.tsx imports
 * them; nothing imports routes.tsx but the dev bootstrap and tests, and routes.tsx declares
 * no type of its own. Pages stay thin: at most MAX_PAGE_LINES lines each.
 */
export function shapeProblems({ root, dir }: RemoteTree): string[] {
  const problems: string[] = [];
  const src = join(root, dir, 'src');
  if (!existsSync(src)) return problems;
  const routesFile = join(src, 'routes.tsx');
  for (const file of sources(src)) {
    const rel = relative(join(root, dir), file);
    if (rel === 'src/app/bootstrap.tsx' || /\.test\.tsx?$/.test(rel)) continue;
    const text = read(file);
    for (const { specifier } of importsOf(text)) {
      if (!specifier.startsWith('.') && specifier !== '#routes') continue;
      const target = specifier === '#routes' ? routesFile : join(file, '..', specifier);
      if (target === routesFile || target === routesFile.replace(/\.tsx$/, '')) {
        problems.push(`${dir}/${rel} imports routes.tsx: declare the type here, import it there`);
      }
    }
    if (rel.startsWith('src/pages/')) {
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      if (lines > MAX_PAGE_LINES) {
        problems.push(
          `${dir}/${rel} has ${lines} lines (at most ${MAX_PAGE_LINES}): move its parts to a feature`,
        );
      }
    }
  }
  if (existsSync(routesFile)) {
    for (const m of read(routesFile).matchAll(/^(?:export )?(?:interface|type) (\w+)/gm)) {
      problems.push(
        `${dir}/src/routes.tsx declares ${m[1]}: a loader's type belongs to its page or feature`,
      );
    }
  }
  return problems;
}

/** Header titles: each handle's title is `<section>.title` in NAMESPACE, present in en.json. */
export function handleProblems(
  name: string,
  routes: unknown[],
  en: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  const walk = (list: unknown[]) => {
    for (const route of list as {
      path?: string;
      handle?: { title?: unknown; ns?: unknown };
      children?: unknown[];
    }[]) {
      const { title, ns } = route.handle ?? {};
      if (title !== undefined) {
        const where = `the route ${route.path ?? '(no path)'}`;
        if (ns !== name) problems.push(`${where}: ns is ${String(ns)}, not ${name}`);
        const key = String(title);
        const [section, last, ...rest] = key.split('.');
        if (!section || last !== 'title' || rest.length) {
          problems.push(`${where}: title key ${key} is not <section>.title`);
        } else if (
          typeof (en[section] as Record<string, unknown> | undefined)?.title !== 'string'
        ) {
          problems.push(`${where}: title key ${key} is not in en.json`);
        }
      }
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return problems;
}

/** The sections every remote's README has, in this order (docs/remote.md, "Layout"). */
export const README_SECTIONS = [
  'Routes owned',
  'Loaders',
  'Layout',
  'Deviations from the template',
  'Links',
] as const;

/**
 * README.md: the template's sections in order, and every page of `src/pages/` named in it, so
 * the table of routes owned cannot miss one.
 */
export function readmeProblems({ root, dir }: RemoteTree): string[] {
  const file = join(root, dir, 'README.md');
  if (!existsSync(file)) return [];
  const text = read(file);
  const problems: string[] = [];
  const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim());
  if (JSON.stringify(headings) !== JSON.stringify(README_SECTIONS)) {
    problems.push(
      `${dir}/README.md: its sections are ${headings.join(', ') || 'none'}, not ${README_SECTIONS.join(', ')}`,
    );
  }
  const pages = join(root, dir, 'src/pages');
  if (existsSync(pages)) {
    for (const page of readdirSync(pages).filter((f) => /-page\.tsx$/.test(f))) {
      if (!text.includes(`pages/${page}`))
        problems.push(`${dir}/README.md does not name pages/${page}`);
    }
  }
  return problems;
}

/** Every check that reads files, in one list. */
export function templateProblems(tree: RemoteTree): string[] {
  return [
    ...fileProblems(tree),
    ...packageProblems(tree),
    ...buildConfigProblems(tree),
    ...nameProblems(tree),
    ...shapeProblems(tree),
    ...readmeProblems(tree),
  ];
}
