/**
 * Every remote keeps the template (docs/remote.md, "Layout"; scripts/scaffold/remote-template.ts): its
 * files, its package, its build config, one name for its paths and namespace, `<section>.title`
 * header keys, loader types declared below routes.tsx, thin pages. Each check is also run on a
 * copy of a remote with one thing changed, and must refuse it.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { APPS, REMOTE_NAMES } from '../../shared/workspace/apps';
import {
  handleProblems,
  MAX_PAGE_LINES,
  type RemoteTree,
  templateProblems,
} from './remote-template';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const treeOf = (name: (typeof REMOTE_NAMES)[number], at = root): RemoteTree => ({
  root: at,
  name,
  dir: APPS[name].dir,
  pkg: APPS[name].package,
});

describe.each(REMOTE_NAMES)('remote %s', (name) => {
  const tree = treeOf(name);

  it('keeps the template', () => {
    expect(templateProblems(tree)).toEqual([]);
  });

  it('titles its routes with <section>.title keys of its namespace', async () => {
    const { routes } = (await import(
      pathToFileURL(join(root, tree.dir, 'src/routes.tsx')).href
    )) as { routes: unknown[] };
    const en = JSON.parse(readFileSync(join(root, tree.dir, 'src/locales/en.json'), 'utf8'));
    expect(routes.length).toBeGreaterThan(0);
    expect(handleProblems(name, routes, en)).toEqual([]);
  });
});

describe('a remote that leaves the template', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'remote-template-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  let copies = 0;

  /** A fresh copy of the messaging remote and its e2e folder, changed by `change`. */
  function mutated(change: (at: (file: string) => string) => void): string[] {
    const at = join(scratch, String(copies++));
    const tree = treeOf('messaging', at);
    const skip = (src: string) => !/\/(node_modules|dist)(\/|$)/.test(src);
    cpSync(join(root, tree.dir), join(at, tree.dir), { recursive: true, filter: skip });
    cpSync(join(root, 'e2e/tests/messaging'), join(at, 'e2e/tests/messaging'), {
      recursive: true,
    });
    change((file) => join(at, file));
    return templateProblems(tree);
  }
  const edit = (file: string, from: string | RegExp, to: string) => {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(from, to);
    if (next === text) throw new Error(`${file}: ${from} not found`);
    writeFileSync(file, next);
  };
  const M = 'remote-messaging';

  it('the unchanged copy fits', () => {
    expect(mutated(() => {})).toEqual([]);
  });

  it.each([
    [
      'a locale file is missing',
      (at) => rmSync(at(`${M}/src/locales/th.json`)),
      'th.json is missing',
    ],
    [
      'the contract test is missing',
      (at) => rmSync(at(`${M}/src/routes.contract.test.ts`)),
      'routes.contract.test.ts is missing',
    ],
    [
      'the e2e folder is missing',
      (at) => rmSync(at('e2e/tests/messaging'), { recursive: true }),
      'e2e/tests/messaging/ is missing',
    ],
    [
      'the e2e folder has no spec',
      (at) => {
        for (const file of readdirSync(at('e2e/tests/messaging'))) {
          if (file.endsWith('.spec.ts')) rmSync(at(`e2e/tests/messaging/${file}`));
        }
      },
      'has no spec',
    ],
    [
      'the README leaves out a section',
      (at) =>
        edit(at(`${M}/README.md`), /## Deviations from the template\n[\s\S]*?(?=## Links)/, ''),
      'its sections are',
    ],
    [
      'the README does not name a page',
      (at) => edit(at(`${M}/README.md`), /`pages\/customer-page\.tsx`/, '`pages/customer.tsx`'),
      'does not name pages/customer-page.tsx',
    ],
    [
      'the package exports its files',
      (at) =>
        edit(
          at(`${M}/package.json`),
          '"./contract": "./src/contract.ts"',
          '"./contract": "./src/contract.ts", "./routes": "./src/routes.tsx"',
        ),
      'exports is not',
    ],
    [
      'the package is renamed',
      (at) => edit(at(`${M}/package.json`), '@adnet/remote-messaging', '@adnet/messaging'),
      'name is not @adnet/remote-messaging',
    ],
    [
      'a dependency is pinned outside the catalog',
      (at) => edit(at(`${M}/package.json`), '"parse5": "catalog:"', '"parse5": "^7.0.0"'),
      'parse5 is ^7.0.0',
    ],
    [
      'the build config exposes another file',
      (at) => edit(at(`${M}/rsbuild.config.ts`), './src/routes.tsx', './src/app/index.ts'),
      'rsbuild.config.ts: not appConfig',
    ],
    [
      'the paths export has its own name',
      (at) => {
        edit(at(`${M}/src/paths.ts`), 'export const paths = {', 'export const messagingPaths = {');
      },
      'exports messagingPaths',
    ],
    [
      'the namespace is written as a literal',
      (at) =>
        edit(
          at(`${M}/src/routes.tsx`),
          "title: 'notification.title', ns: NAMESPACE",
          "title: 'notification.title', ns: 'messaging'",
        ),
      "ns is 'messaging', not NAMESPACE",
    ],
    [
      'the namespace const is gone',
      (at) =>
        edit(
          at(`${M}/src/routes.tsx`),
          "const NAMESPACE = 'messaging';",
          "const NAMESPACE = 'notifications';",
        ),
      "does not declare const NAMESPACE = 'messaging'",
    ],
    [
      'a component asks for another namespace',
      (at) =>
        edit(
          at(`${M}/src/features/notifications/components/category-tag.tsx`),
          "useTranslation('messaging')",
          "useTranslation('wallet')",
        ),
      "useTranslation('wallet') is not the namespace messaging",
    ],
    [
      'a page imports its loader type from routes.tsx',
      (at) => {
        edit(
          at(`${M}/src/pages/notification-page.tsx`),
          /export interface NotificationRouteData \{[^}]*\}\n/,
          '',
        );
        edit(
          at(`${M}/src/pages/notification-page.tsx`),
          "import { useLoaderData } from 'react-router';",
          "import { useLoaderData } from 'react-router';\nimport type { NotificationRouteData } from '../routes';",
        );
      },
      'notification-page.tsx imports routes.tsx',
    ],
    [
      'a feature imports routes.tsx by its alias',
      (at) =>
        edit(
          at(`${M}/src/features/notifications/components/category-tag.tsx`),
          "import { useTranslation } from 'react-i18next';",
          "import { useTranslation } from 'react-i18next';\nimport type { routes } from '#routes';",
        ),
      'category-tag.tsx imports routes.tsx',
    ],
    [
      'routes.tsx declares a loader type',
      (at) =>
        edit(
          at(`${M}/src/routes.tsx`),
          'export const routes',
          'interface CustomerData {\n  url: string;\n}\n\nexport const routes',
        ),
      'routes.tsx declares CustomerData',
    ],
    [
      'a page grows past the limit',
      (at) =>
        edit(
          at(`${M}/src/pages/customer-page.tsx`),
          'export function',
          `${'// filler\n'.repeat(MAX_PAGE_LINES)}export function`,
        ),
      `lines (at most ${MAX_PAGE_LINES})`,
    ],
  ] satisfies [string, (at: (f: string) => string) => void, string][])(
    'refuses it when %s',
    (_, change, expected) => {
      const problems = mutated(change);
      expect(problems.join('\n')).toContain(expected);
    },
  );

  it('refuses a title key that is not <section>.title, a foreign ns or a missing key', () => {
    const en = { notification: { title: 'Notifications' }, customer: { frameTitle: 'Chat' } };
    expect(
      handleProblems(
        'messaging',
        [{ path: '/a', handle: { title: 'notification.title', ns: 'messaging' } }],
        en,
      ),
    ).toEqual([]);
    expect(
      handleProblems(
        'messaging',
        [{ path: '/a', handle: { title: 'routes.notification', ns: 'messaging' } }],
        en,
      ),
    ).toEqual(['the route /a: title key routes.notification is not <section>.title']);
    expect(
      handleProblems(
        'messaging',
        [{ path: '/a', handle: { title: 'notification.title', ns: 'common' } }],
        en,
      ),
    ).toEqual(['the route /a: ns is common, not messaging']);
    expect(
      handleProblems(
        'messaging',
        [
          {
            path: '/b',
            children: [{ path: '/b/c', handle: { title: 'customer.title', ns: 'messaging' } }],
          },
        ],
        en,
      ),
    ).toEqual(['the route /b/c: title key customer.title is not in en.json']);
  });
});
