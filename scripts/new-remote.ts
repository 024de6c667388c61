/**
 * A new remote in one command (docs/remote.md, "A new remote in one command"):
 *
 *   pnpm new:remote <name> --prefix /<path> [--dir <repository copy>] [--no-install]
 *
 * writes `remote-<name>/` from the template (scripts/remote-template.ts checks it): package,
 * Rsbuild config through the shared preset, `./routes` with one page at the prefix and its
 * loader, a feature with its call and the wire contract, the standalone dev shell, strings in
 * the twelve languages, the `./routes` contract test and `e2e/tests/<name>/` with a spec that
 * opens the page. It enters the remote where the workspace lists remotes: the apps table
 * `shared/build/apps.ts` (its port offset and prefix; ports, app-config.json, the shared `paths`,
 * the scripts, the sandbox and the e2e run read it), `host/app-config.example.json`, the root
 * `dev:<name>` and `test:<name>` scripts (the bench's SPA variant reads the table; its row's probe
 * gives the dev-loop measurement and the fault-isolation spec its page). Then
 * `pnpm install --offline` links the package (`--no-install` skips it) and Biome formats what
 * was written.
 *
 * `--dir` works on another copy of the repository (CI scaffolds into a temporary one).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));

/** The page's strings in the twelve languages: header title, greeting, what the section is. */
const STRINGS: Record<string, { title: string; hello: string; text: string }> = {
  en: {
    title: 'New section',
    hello: 'Hello, {{name}}',
    text: 'This section is ready: its pages, texts and tests live in their own module.',
  },
  'zh-CN': {
    title: '新栏目',
    hello: '你好，{{name}}',
    text: '此栏目已就绪：它的页面、文案和测试都在自己的模块中。',
  },
  'zh-TW': {
    title: '新欄目',
    hello: '你好，{{name}}',
    text: '此欄目已就緒：它的頁面、文案和測試都在自己的模組中。',
  },
  de: {
    title: 'Neuer Bereich',
    hello: 'Hallo, {{name}}',
    text: 'Dieser Bereich ist bereit: Seine Seiten, Texte und Tests liegen in einem eigenen Modul.',
  },
  fr: {
    title: 'Nouvelle section',
    hello: 'Bonjour, {{name}}',
    text: 'Cette section est prête : ses pages, textes et tests se trouvent dans leur propre module.',
  },
  ja: {
    title: '新しいセクション',
    hello: 'こんにちは、{{name}} さん',
    text: 'このセクションの準備ができました。ページ、テキスト、テストは専用のモジュールにあります。',
  },
  ko: {
    title: '새 섹션',
    hello: '안녕하세요, {{name}}님',
    text: '이 섹션이 준비되었습니다. 페이지, 문구, 테스트는 전용 모듈에 있습니다.',
  },
  pt: {
    title: 'Nova seção',
    hello: 'Olá, {{name}}',
    text: 'Esta seção está pronta: suas páginas, textos e testes ficam em um módulo próprio.',
  },
  ru: {
    title: 'Новый раздел',
    hello: 'Здравствуйте, {{name}}',
    text: 'Раздел готов: его страницы, тексты и тесты находятся в отдельном модуле.',
  },
  es: {
    title: 'Nueva sección',
    hello: 'Hola, {{name}}',
    text: 'Esta sección está lista: sus páginas, textos y pruebas están en su propio módulo.',
  },
  th: {
    title: 'ส่วนใหม่',
    hello: 'สวัสดี {{name}}',
    text: 'ส่วนนี้พร้อมแล้ว: หน้า ข้อความ และการทดสอบอยู่ในโมดูลของตัวเอง',
  },
  vi: {
    title: 'Mục mới',
    hello: 'Xin chào, {{name}}',
    text: 'Mục này đã sẵn sàng: các trang, văn bản và kiểm thử nằm trong mô-đun riêng.',
  },
};

interface Plan {
  /** federation name, namespace, folder suffix */
  name: string;
  /** the prefix it owns, e.g. /reports */
  prefix: string;
  /** the prefix's name in the shared `paths`, e.g. reports */
  key: string;
  offset: number;
}

const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (s: string) => camel(s).replace(/^./, (c) => c.toUpperCase());

// The written files' relative imports, spelled so that the import scanners of the repository's
// own tests (import-cycles, self-contained) do not read them as imports of this script.
const from = (spec: string) => `from '${spec}'`;
const load = (spec: string) => `import('${spec}')`;
const up = (levels: number) => '../'.repeat(levels);

/** The files of the new remote and its e2e folder, by path from the repository root. */
export function remoteFiles({ name, prefix, key }: Plan): Record<string, string> {
  const dir = `remote-${name}`;
  const Home = `${pascal(name)}Home`;
  const files: Record<string, string> = {
    [`${dir}/package.json`]: `${JSON.stringify(
      {
        name: `@adnet/${dir}`,
        private: true,
        version: '0.1.0',
        type: 'module',
        exports: { './contract': './src/contract.ts' },
        scripts: { build: 'rsbuild build', dev: 'rsbuild dev' },
        dependencies: {
          '@adnet/shared': 'workspace:*',
          react: 'catalog:',
          'react-i18next': 'catalog:',
          'react-router': 'catalog:',
        },
        devDependencies: { '@rsbuild/core': 'catalog:', '@types/react': 'catalog:' },
      },
      null,
      2,
    )}\n`,
    [`${dir}/tsconfig.json`]: `${JSON.stringify(
      { extends: '../tsconfig.json', compilerOptions: { types: [] }, include: ['src', '../types'] },
      null,
      2,
    )}\n`,
    [`${dir}/rsbuild.config.ts`]: `import { defineConfig } from '@rsbuild/core';
import { appConfig } ${from('../shared/build/rsbuild')};

// Exposes its route objects; the host mounts them under the prefixes app-config.json names.
export default defineConfig(
  appConfig({ name: '${name}', exposes: { './routes': './src/routes.tsx' } }),
);
`,
    [`${dir}/README.md`]: `# @adnet/${dir}

The ${name} section of the Merchant Center, made by \`pnpm new:remote\`. Federation name
\`${name}\`, i18n namespace \`${name}\` (\`src/locales/<lng>.json\`, twelve languages), prefix
\`${prefix}\`. Its team runs \`pnpm dev:${name}\` and \`pnpm test:${name}\`.

## Routes owned

| route | page | header (\`handle\`) | what it does |
| --- | --- | --- | --- |
| \`${prefix}\` | \`pages/home-page.tsx\` | "New section", normal back | greets the merchant by name and says what the section is |

## Loaders

| route | the loader starts (\`resource\`) | later, in the page |
| --- | --- | --- |
| \`${prefix}\` | the merchant's names (GET /user/info) | — |

## Layout

\`\`\`
src/
  routes.tsx                 routes + namespace registration (the exposed module)
  paths.ts                   ${prefix}
  contract.ts                the wire types of its calls
  pages/home-page.tsx        the page: composes the feature, declares its loader's data
  features/home/             api.ts (its call), components/ (what the page shows)
  app/                       the standalone dev shell (pnpm dev:${name})
  locales/<lng>.json         strings, 12 languages
\`\`\`

## Deviations from the template

None.

## Links

- What these routes do: a page of [docs/product/](../docs/product/README.md) for this section.
- The template it follows: [docs/remote.md](../docs/remote.md); what it may rely on from the
  host: [docs/remote-contract.md](../docs/remote-contract.md).
- Deploying it on its own: [docs/deploy.md](../docs/deploy.md#deploying-one-remote-on-its-own);
  releasing it to a few merchants first: [docs/release.md](../docs/release.md).
- Developing and testing it: [docs/development.md](../docs/development.md),
  [docs/testing.md](../docs/testing.md#testing-one-remote); its e2e specs are
  \`e2e/tests/${name}/\`.
`,
    [`${dir}/src/index.ts`]: `// This remote is consumed through its mf-manifest.json and exposes './routes'; it has no
// page of its own. The entry exists because a build needs one.
export {};
`,
    [`${dir}/src/app/index.ts`]: `// The ${name} remote's standalone page, for its team, in dev mode only: shared/build/rsbuild.ts
// makes this the dev entry (at / on the remote's dev server); production builds use
// src/index.ts, and ./routes never reaches this folder. The async boundary lets the shared
// singletons negotiate before React starts.
${load('./bootstrap')};
`,
    [`${dir}/src/app/bootstrap.tsx`]: `// Mounts ./routes in the real frame (header, session, dialogs) against the sandbox API.
import { startDevShell } from '@adnet/shared/shell/dev';
import { paths } ${from('../paths')};
import { routes } ${from('../routes')};

void startDevShell({ name: '${name}', routes, home: paths.${key} });
`,
    [`${dir}/src/paths.ts`]: `/**
 * The ${name} remote's own paths, under its prefix (\`paths.${key}\` of \`@adnet/shared\`, from the
 * apps table). Links to other apps' routes use the shared \`paths\` too.
 */
import { paths as shared } from '@adnet/shared';

export const paths = {
  ${key}: shared.${key},
} as const;
`,
    [`${dir}/src/contract.ts`]: `/**
 * The ${name} remote's wire contract: the answers of its calls, types only. Its features'
 * \`api.ts\` declare the calls with these types; anything outside the remote reads them here,
 * through \`@adnet/${dir}/contract\`.
 */

/** What this remote reads of GET /user/info: the merchant's names. */
export interface MerchantNames {
  username: string;
  /** '' when the merchant gave none */
  nickname: string;
}
`,
    [`${dir}/src/features/home/api.ts`]: `/** The ${name} remote's calls; their wire types are the remote's contract. */
import { endpoint } from '@adnet/shared';
import type { MerchantNames } ${from(`${up(2)}contract`)};

export const homeApi = {
  names: endpoint<MerchantNames, Record<string, never>>('GET', '/user/info'),
};
`,
    [`${dir}/src/features/home/components/${name}-home.tsx`]: `/** The section's first card: the merchant greeted by name, and what the section is. */
import { cardClass } from '@adnet/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantNames } ${from(`${up(3)}contract`)};

export function ${Home}({ names }: { names: MerchantNames }) {
  const { t } = useTranslation('${name}');
  const heading = useId();
  return (
    <section className={cardClass()} aria-labelledby={heading} data-testid="${name}-home">
      <h2 id={heading}>{t('home.hello', { name: names.nickname || names.username })}</h2>
      <p>{t('home.text')}</p>
    </section>
  );
}
`,
    [`${dir}/src/pages/home-page.tsx`]: `/** ${prefix}: the section's home, its data started by the route's loader. */
import { type Resource, useResource } from '@adnet/shared';
import { Loaded } from '@adnet/shared/ui';
import { useLoaderData } from 'react-router';
import type { MerchantNames } ${from('../contract')};
import { ${Home} } ${from(`../features/home/components/${name}-home`)};

export interface HomeData {
  names: Resource<MerchantNames>;
}

export function HomePage() {
  const { names } = useLoaderData() as HomeData;
  const state = useResource(names);
  return <Loaded state={state}>{(data) => <${Home} names={data} />}</Loaded>;
}
`,
    [`${dir}/src/routes.tsx`]: `/** The ${name} remote's routes, mounted by the host under ${prefix}. */
import { type RouteHandle, registerNamespace, resource } from '@adnet/shared';
import type { RouteObject } from 'react-router';
import { homeApi } ${from('./features/home/api')};
import type { HomeData } ${from('./pages/home-page')};
import { paths } ${from('./paths')};

/** This remote's i18n namespace: its federation name (registered here, named by every \`t\`). */
const NAMESPACE = '${name}';

void registerNamespace(NAMESPACE, (lng) => import(\`./locales/\${lng}.json\`));

export const routes: RouteObject[] = [
  {
    path: paths.${key},
    // the merchant's names, in parallel with the page's code
    loader: (): HomeData => ({
      names: resource(() => homeApi.names({}, { silent: true })),
    }),
    lazy: async () => ({ Component: (await ${load('./pages/home-page')}).HomePage }),
    handle: { title: 'home.title', ns: NAMESPACE } satisfies RouteHandle,
  },
];

/** A preview build's label (ADNET_BUILD_LABEL at build time), shown by the host; '' for a release. */
export const buildLabel: string = process.env.ADNET_BUILD_LABEL ?? '';
`,
    [`${dir}/src/routes.contract.test.ts`]: `// The \`./routes\` contract, checked before deployment (docs/remote-contract.md).
import { checkRemoteContract } from '@adnet/shared/testing';
import { paths } ${from('./paths')};
import * as exposed ${from('./routes')};

checkRemoteContract('${name}', exposed, new URL('../rsbuild.config.ts', import.meta.url), paths);
`,
    [`e2e/tests/${name}/home.spec.ts`]: `/** ${prefix}: the ${name} remote's page, mounted in the host, greets the merchant. */
import { expect, openAs, test } ${from(`${up(2)}fixtures`)};

test('the page opens in the host, titled, and greets the merchant by name', async ({
  page,
  user,
}) => {
  await openAs(page, user, '${prefix}');
  await expect(page.getByRole('heading', { name: 'New section' })).toBeVisible();
  const home = page.getByTestId('${name}-home');
  await expect(home.getByRole('heading')).toHaveText(\`Hello, \${user.username}\`);
  await expect(home).toContainText('its pages, texts and tests live in their own module');
});
`,
  };
  for (const [lng, s] of Object.entries(STRINGS)) {
    files[`${dir}/src/locales/${lng}.json`] = `${JSON.stringify({ home: s }, null, 2)}\n`;
  }
  return files;
}

/** Inserts `line` before the first match of `anchor` after `after` in `text`. */
function insertBefore(text: string, after: string, anchor: string, line: string, file: string) {
  const start = text.indexOf(after);
  const at = start < 0 ? -1 : text.indexOf(anchor, start);
  if (at < 0)
    throw new Error(`${file}: cannot find where to add the remote (${after} … ${anchor})`);
  return text.slice(0, at) + line + text.slice(at);
}

/** The edits of the lists that name every remote, as new texts by path. */
async function listEdits(root: string, plan: Plan): Promise<Record<string, string>> {
  const { name, prefix, key, offset } = plan;
  const read = (f: string) => readFileSync(join(root, f), 'utf8');
  const edits: Record<string, string> = {};

  const apps = 'shared/build/apps.ts';
  edits[apps] = insertBefore(
    read(apps),
    'export const APPS = {',
    '} as const;',
    `  ${name}: {
    dir: 'remote-${name}',
    package: '@adnet/remote-${name}',
    offset: ${offset},
    prefixes: { ${key}: '${prefix}' },
    probe: { route: '${prefix}', title: 'home.title', ready: '${name}-home' },
  },
`,
    apps,
  );

  const pkgFile = 'package.json';
  const pkg = JSON.parse(read(pkgFile)) as { scripts: Record<string, string> };
  const scripts: Record<string, string> = {};
  const entries = Object.entries(pkg.scripts);
  const lastOf = (p: string) => entries.map(([k]) => k).findLastIndex((k) => k.startsWith(p));
  const [lastDev, lastTest] = [lastOf('dev:'), lastOf('test:')];
  entries.forEach(([k, v], i) => {
    scripts[k] = v;
    if (i === lastDev) scripts[`dev:${name}`] = `node scripts/dev.mjs ${name}`;
    if (i === lastTest) scripts[`test:${name}`] = `node scripts/test-remote.mjs ${name}`;
  });
  edits[pkgFile] = `${JSON.stringify({ ...pkg, scripts }, null, 2)}\n`;

  return edits;
}

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

/** The example app-config.json, from the apps table as edited (the usual ports). */
function appConfigExample(root: string): string {
  const script = `import { runtimeConfig } ${from('./shared/build/ports.ts')};
process.stdout.write(JSON.stringify(runtimeConfig('localhost', 3000), null, 2) + '\\n');`;
  const run = spawnSync(join(here, '../node_modules/.bin/tsx'), ['--eval', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`app-config.example.json: ${run.stderr}`);
  return run.stdout;
}

function fail(message: string): never {
  console.error(`new:remote: ${message}`);
  console.error('usage: pnpm new:remote <name> --prefix /<path> [--dir <repo>] [--no-install]');
  process.exit(2);
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
  const root = resolve(values.dir ?? join(here, '..'));
  if (!name || !/^[a-z][a-z0-9]{1,19}$/.test(name)) {
    fail('the name is 2 to 20 lower-case letters or digits, starting with a letter');
  }
  if (!prefix || !/^\/[a-z][a-z0-9-]*$/.test(prefix)) {
    fail('--prefix is one path segment like /reports (lower case, digits, dashes)');
  }
  // the apps table of the copy being changed, not of this script's repository
  const { APPS, REMOTE_NAMES, SERVICE_OFFSETS, prefixesOf } = (await import(
    pathToFileURL(join(root, 'shared/build/apps.ts')).href
  )) as typeof import('../shared/build/apps');
  const { paths } = (await import(
    pathToFileURL(join(root, 'shared/src/routing/handle.ts')).href
  )) as typeof import('../shared/src/routing/handle');
  if (name in APPS || existsSync(join(root, `remote-${name}`))) fail(`${name} exists already`);
  if (
    REMOTE_NAMES.flatMap((r) => prefixesOf(r)).includes(prefix) ||
    /^\/(login|register|entry)$/.test(prefix)
  ) {
    fail(`${prefix} is owned already`);
  }
  const key = camel(prefix.slice(1));
  if (key in paths) fail(`the shared paths name ${key} already`);
  const offset = Math.max(...Object.values(APPS).map((a) => a.offset)) + 1;
  if (offset >= Math.min(...Object.values(SERVICE_OFFSETS))) {
    fail(`no port offset left below the services (${offset})`);
  }
  const plan: Plan = { name, prefix, key, offset };

  const written = { ...remoteFiles(plan), ...(await listEdits(root, plan)) };
  for (const [file, text] of Object.entries(written)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const lockFile = join(root, 'pnpm-lock.yaml');
  const lock = existsSync(lockFile)
    ? lockWithImporter(
        readFileSync(lockFile, 'utf8'),
        `remote-${name}`,
        written[`remote-${name}/package.json`] ?? '',
      )
    : undefined;
  if (lock) writeFileSync(lockFile, lock);
  const example = 'host/app-config.example.json';
  writeFileSync(join(root, example), appConfigExample(root));
  written[example] = '';

  if (!values['no-install']) {
    // with the lockfile entry, nothing to resolve: the store has every package already
    const args = lock
      ? ['install', '--offline', '--frozen-lockfile']
      : ['install', '--prefer-offline', '--no-frozen-lockfile'];
    const install = spawnSync('pnpm', args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    if (install.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`);
  }
  const biome = spawnSync(
    join(here, '../node_modules/.bin/biome'),
    ['check', '--write', ...Object.keys(written)],
    { cwd: root, stdio: 'inherit' },
  );
  if (biome.status !== 0) throw new Error('biome check failed on the written files');

  console.log(`
new:remote: remote-${name} at ${prefix} (port offset ${offset}: ${3000 + offset} on the usual ports)
  wrote remote-${name}/ and e2e/tests/${name}/; entered it in ${Object.keys(written)
    .filter((f) => !f.startsWith(`remote-${name}/`) && !f.startsWith('e2e/'))
    .join(', ')}
  next: pnpm dev:${name} (its page in the real frame), pnpm test:${name} (unit, build, e2e);
  add its row to README.md's table of apps; give it a row in docs/product/routes.md.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
