/** The lockfile entry that lets `pnpm new:remote` install offline (./lock-importer.ts). */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockWithImporter } from './lock-importer';
import { remoteFiles } from './new-remote';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const files = remoteFiles({ name: 'reports', prefix: '/sales-reports', key: 'salesReports' });

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
