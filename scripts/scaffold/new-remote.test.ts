/**
 * `pnpm new:remote` writes a remote that keeps the template, with its strings in the twelve
 * languages, copied from templates/remote/, and one row of the apps table. (CI scaffolds one into
 * a copy of the repository, builds it and opens its page: scripts/scaffold/new-remote-check.sh.)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/src/i18n/languages';
import * as appsTable from '../../shared/workspace/apps';
import { nextOffset, remoteFiles, takenOffsets, withRow } from './new-remote';
import { templateProblems } from './remote-template';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const files = remoteFiles({ name: 'reports', prefix: '/sales-reports', key: 'salesReports' });

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

describe('the row and its port', () => {
  it('adds one row to the apps table, with its probe', () => {
    const apps = readFileSync(join(root, 'shared/workspace/apps.ts'), 'utf8');
    const next = withRow(
      apps,
      { name: 'reports', prefix: '/sales-reports', key: 'salesReports' },
      5,
    );
    expect(next.length).toBeGreaterThan(apps.length);
    expect(next.replace(apps.slice(0, apps.indexOf('} as const;')), '')).toMatch(
      /^ {2}reports: \{\n[\s\S]*offset: 5,\n {4}prefixes: \{ salesReports: '\/sales-reports' \},\n {4}probe: /,
    );
  });

  it('takes the offset after the apps, and refuses one a service or side run takes', () => {
    expect(nextOffset([0, 1, 2, 3, 4], [10, 11, 12, 20])).toBe(5);
    expect(() => nextOffset([0, 1, 2, 3, 4], [5, 10])).toThrow(/offset 5 is taken/);
    expect(() => nextOffset([0, 9], [10, 11])).toThrow(/offset 10 is taken/);
  });

  it("with the apps table's side runs, gives offsets 5 to 9 and refuses the next", () => {
    const taken = takenOffsets(appsTable);
    // every port of a side run's base counts, not only the base: +33 occupies +33 … +44
    const base = appsTable.SIDE_RUN_OFFSETS.newRemoteCheckBase;
    expect(taken).toEqual(expect.arrayContaining([base, base + 5, base + 11]));
    const apps = [0, 1, 2, 3, 4];
    for (let next = 5; next <= appsTable.MAX_APP_OFFSET; next++) {
      expect(nextOffset(apps, taken)).toBe(next);
      apps.push(next);
    }
    expect(() => nextOffset(apps, taken)).toThrow(/offset 10 is taken/);
  });
});
