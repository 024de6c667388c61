/**
 * `pnpm new:remote` writes a remote that keeps the template, with its strings in the twelve
 * languages, and a lockfile entry that lets the install run offline. (CI scaffolds one into
 * a copy of the repository, builds it and opens its page: scripts/new-remote-check.sh.)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/src/i18n/languages';
import { lockWithImporter, remoteFiles } from './new-remote';
import { templateProblems } from './remote-template';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = remoteFiles({
  name: 'reports',
  prefix: '/sales-reports',
  key: 'salesReports',
  offset: 5,
});

describe('the scaffolded remote', () => {
  const at = mkdtempSync(join(tmpdir(), 'new-remote-'));
  afterAll(() => rmSync(at, { recursive: true, force: true }));

  it('keeps the template', () => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(at, file)), { recursive: true });
      writeFileSync(join(at, file), text);
    }
    const tree = { root: at, name: 'reports', dir: 'remote-reports', pkg: '@adnet/remote-reports' };
    expect(templateProblems(tree)).toEqual([]);
    expect(files['remote-reports/src/paths.ts']).toContain('salesReports: shared.salesReports');
  });

  it('has its three strings in each of the twelve languages, the name in the greeting', () => {
    const en = JSON.parse(files['remote-reports/src/locales/en.json'] ?? '{}');
    expect(en.home.title).toBe('New section');
    const greetings = new Set<string>();
    for (const lng of LANGUAGES) {
      const { home } = JSON.parse(files[`remote-reports/src/locales/${lng}.json`] ?? '{}');
      expect(Object.keys(home).sort(), lng).toEqual(['hello', 'text', 'title']);
      expect(home.hello, lng).toContain('{{name}}');
      greetings.add(home.text);
    }
    // translated, not copied: every language says it its own way (zh-CN and zh-TW differ too)
    expect(greetings.size).toBe(LANGUAGES.length);
  });
});

describe('the lockfile entry', () => {
  const lock = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8');
  const pkg = files['remote-reports/package.json'] ?? '';

  it("takes each dependency at the version another importer has, in the importers' order", () => {
    const next = lockWithImporter(lock, 'remote-reports', pkg);
    expect(next).toBeDefined();
    const block = next?.slice(
      next.indexOf('\n  remote-reports:\n'),
      next.indexOf('\n  remote-wallet:\n'),
    );
    expect(block).toMatch(/\n {6}react:\n {8}specifier: 'catalog:'\n {8}version: \d+\.\d+\.\d+\n/);
    expect(block).toContain(
      "'@adnet/shared':\n        specifier: workspace:*\n        version: link:../shared",
    );
    expect(next?.indexOf('\n  remote-plan:\n')).toBeLessThan(
      next?.indexOf('\n  remote-reports:\n') ?? 0,
    );
  });

  it('gives up on a dependency no importer has (the install then resolves it)', () => {
    const json = JSON.parse(pkg);
    json.dependencies['left-pad'] = 'catalog:';
    expect(lockWithImporter(lock, 'remote-reports', JSON.stringify(json))).toBeUndefined();
  });
});
