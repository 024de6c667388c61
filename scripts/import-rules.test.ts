/**
 * The import rules of biome.json, checked against the rules themselves: a
 * scratch tree with one file per case is linted with the repo's configuration, so a rule
 * that stops matching (a renamed folder, a glob that no longer fits) fails here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** file in the scratch tree → the import it makes → whether biome must refuse it */
const CASES: [string, string, boolean][] = [
  ['remote-wallet/src/features/ledger/a.ts', '../../../../remote-plan/src/paths', true],
  ['remote-wallet/src/features/ledger/b.ts', '@adnet/remote-plan/routes', true],
  ['remote-wallet/src/c.ts', '../../host/src/lib/session', true],
  ['remote-wallet/src/d.ts', '@adnet/host', true],
  ['remote-wallet/src/e.ts', '@adnet/shared/host', true],
  ['shared/src/ui/f.ts', '../../../host/src/lib/session', true],
  ['shared/src/g.ts', '@adnet/remote-wallet/routes', true],
  ['remote-plan/src/pages/h-page.tsx', './i-page', true],
  ['remote-plan/src/pages/j-page.tsx', '../pages/k-page', true],
  ['host/src/features/auth/l-page.tsx', './register-page', true],
  ['host/src/lib/q.ts', '@adnet/remote-wallet/routes', true],
  ['host/src/lib/r.ts', '../../../remote-wallet/src/routes', true],
  ['remote-wallet/src/features/ledger/s.tsx', '@arco-design/mobile-react', true],
  ['remote-plan/src/features/put/t.tsx', '@arco-design/mobile-react/esm/button', true],
  ['remote-plan/src/pages/x-page.tsx', '@arco-design/mobile-react', true],
  // allowed: the contract, a remote's own features, a host page's own feature code
  ['remote-wallet/src/features/ledger/m.ts', '@adnet/shared', false],
  ['remote-wallet/src/features/ledger/n.ts', '../withdraw/api', false],
  ['remote-plan/src/pages/o-page.tsx', '../features/put/api', false],
  ['host/src/app/p.ts', '@adnet/shared/host', false],
  ['remote-wallet/src/features/ledger/u.tsx', '@adnet/shared/arco', false],
  ['shared/src/ui/v.tsx', '@arco-design/mobile-react', false],
  ['host/src/components/w.tsx', '@arco-design/mobile-react', false],
];

let dir = '';
let refused = new Set<string>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [file, from] of CASES) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), `import { x } from '${from}';\n\nexport const y = x;\n`);
  }
  const biome = join(root, 'node_modules/.bin/biome');
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=200', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category?: string; location: { path: string } }[];
  };
  refused = new Set(
    report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.location.path),
  );
}, 30_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('import rules (biome.json)', () => {
  for (const [file, from, refusedExpected] of CASES) {
    it(`${refusedExpected ? 'refuses' : 'allows'} ${from} in ${file}`, () => {
      expect(refused.has(file)).toBe(refusedExpected);
    });
  }
});
