/**
 * The import rules of biome.json, checked against the rules themselves: biome.json holds what
 * scripts/checks/import-rules-biome.ts generates from the table of import-rules.ts, and a scratch tree with one file per case is linted with
 * the repo's configuration, so a rule that stops matching (a renamed folder, a glob that no
 * longer fits) fails here. Every rule has a file that breaks it, refused with the rule's
 * message, and a file that follows it, let through.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SHARED_LAYERS } from './import-rules';
import { BIOME_JSON, FEATURE_DEPTH, overrides, ROOT, SHARED_DEPTH } from './import-rules-biome';
import { sources } from './imports';

type Rule = keyof typeof MESSAGES;

/** rule → [file in the scratch tree, the import it makes, the rule that refuses it or null] */
const CASES: Record<string, [string, string, Rule | null][]> = {
  'a remote imports neither the host nor another remote': [
    ['remote-wallet/src/features/ledger/a.ts', '../../../../remote-plan/src/paths', 'remoteApps'],
    ['remote-wallet/src/features/ledger/b.ts', '@adnet/remote-plan/routes', 'remoteApps'],
    ['remote-wallet/src/lib/b2.ts', '@adnet/remote-plan/contract', 'remoteApps'],
    ['remote-wallet/src/c.ts', '../../host/src/lib/session', 'remoteApps'],
    ['remote-wallet/src/d.ts', '@adnet/host', 'remoteApps'],
    // by alias: the repository's files are for tests and tools
    ['remote-wallet/src/features/ledger/a2.ts', '#repo/remote-plan/src/paths.ts', 'remoteApps'],
    ['remote-wallet/src/lib/a3.ts', '#repo/host/src/lib/session.ts', 'remoteApps'],
    ['remote-wallet/src/pages/a4-page.tsx', '#repo/shared/src/api/client.ts', 'remoteApps'],
    ['remote-wallet/src/a5.ts', '#lib/amounts.ts', null],
    ['remote-wallet/src/pages/a6-page.tsx', '#paths', null],
    ['remote-wallet/src/e.ts', '@adnet/shared/host', 'remoteHostKit'],
    ['remote-wallet/src/pages/e2-page.tsx', '@adnet/shared/host', 'remoteHostKit'],
    ['remote-wallet/src/features/ledger/m.ts', '@adnet/shared', null],
    ['remote-wallet/src/features/ledger/m2.ts', '@adnet/shared/ui', null],
  ],
  'a remote takes Arco from @adnet/shared/arco': [
    ['remote-wallet/src/features/ledger/arco1.tsx', '@arco-design/mobile-react', 'remoteArco'],
    [
      'remote-plan/src/features/put/arco2.tsx',
      '@arco-design/mobile-react/esm/button',
      'remoteArco',
    ],
    ['remote-plan/src/pages/arco3-page.tsx', '@arco-design/mobile-react', 'remoteArco'],
    ['remote-wallet/src/components/arco4.tsx', '@arco-design/mobile-react', 'remoteArco'],
    ['remote-wallet/src/features/ledger/arco5.tsx', '@adnet/shared/arco', null],
    ['shared/src/ui/arco6.tsx', '@arco-design/mobile-react', null],
    ['host/src/components/arco7.tsx', '@arco-design/mobile-react', null],
  ],
  'a feature never imports another feature of its remote': [
    ['remote-wallet/src/features/ledger/n.ts', '../withdraw/api', 'feature'],
    ['remote-wallet/src/features/ledger/n2.ts', '../withdraw', 'feature'],
    ['remote-wallet/src/features/ledger/n3.ts', '../../features/withdraw/api', 'feature'],
    ['remote-wallet/src/features/ledger/components/n4.tsx', '../../withdraw/api', 'feature'],
    // three folders up (`../../../features/balance`) is refused by import-depth.test.ts
    ['remote-wallet/src/features/ledger/n7.ts', '#features/withdraw/api.ts', 'feature'],
    [
      'remote-wallet/src/features/ledger/components/n8.tsx',
      '#features/balance/index.ts',
      'feature',
    ],
    [
      'remote-wallet/src/features/ledger/components/deep/n9.tsx',
      '#features/withdraw/x.ts',
      'feature',
    ],
    ['remote-wallet/src/features/ledger/n10.ts', '#features/ledger/api.ts', 'feature'],
    // its own files, the remote's lib/, components/ and contract
    ['remote-wallet/src/features/ledger/s.ts', './components/ledger-section', null],
    ['remote-wallet/src/features/ledger/components/s2.tsx', '../api', null],
    ['remote-wallet/src/features/ledger/components/deep/s3.tsx', '../../hooks/use-x', null],
    ['remote-wallet/src/features/ledger/s4.ts', '../../lib/amounts', null],
    ['remote-wallet/src/features/ledger/s6.ts', '../../contract', null],
    ['remote-wallet/src/features/ledger/s7.ts', '../../paths', null],
    ['remote-wallet/src/features/ledger/components/deep/s8.tsx', '#lib/amounts.ts', null],
    ['remote-wallet/src/features/ledger/components/s9.tsx', '#components/forms/field.tsx', null],
    ['remote-wallet/src/features/ledger/components/deep/s10.tsx', '#contract', null],
    ['remote-wallet/src/features/ledger/components/deep/s11.tsx', '../../api', null],
  ],
  'lib/ and components/ import no feature': [
    ['remote-wallet/src/lib/t.ts', '../features/ledger/api', 'belowFeatures'],
    ['remote-wallet/src/lib/bank-card/t2.ts', '../../features/withdraw', 'belowFeatures'],
    ['remote-wallet/src/components/forms/t3.tsx', '../../features/ledger/api', 'belowFeatures'],
    ['remote-wallet/src/lib/t4.ts', '#features/ledger/api.ts', 'belowFeatures'],
    ['remote-wallet/src/components/forms/t5.tsx', '#features/withdraw/index.ts', 'belowFeatures'],
    ['remote-wallet/src/lib/bank-card/u.ts', '../amounts', null],
    ['remote-wallet/src/components/forms/u4.tsx', '#lib/bank-card/card.ts', null],
    ['remote-wallet/src/components/forms/u2.tsx', '../../lib/amounts', null],
    ['remote-wallet/src/components/u3.tsx', '../contract', null],
  ],
  'a page never imports another page': [
    ['remote-plan/src/pages/h-page.tsx', './i-page', 'page'],
    ['remote-plan/src/pages/j-page.tsx', '../pages/k-page', 'page'],
    ['host/src/features/auth/l-page.tsx', './register-page', 'page'],
    ['remote-plan/src/pages/o-page.tsx', '../features/put/api', null],
    ['remote-plan/src/pages/o3-page.tsx', '#features/put/api.ts', null],
    ['host/src/features/auth/o2-page.tsx', './login-form', null],
  ],
  'the host bundles no remote': [
    ['host/src/lib/q.ts', '@adnet/remote-wallet/routes', 'hostRemotes'],
    ['host/src/lib/q2.ts', '@adnet/remote-wallet', 'hostRemotes'],
    ['host/src/lib/r.ts', '../../../remote-wallet/src/routes', 'hostRemotes'],
    ['host/src/features/auth/r2-page.tsx', '@adnet/remote-plan/contract', 'hostRemotes'],
    ['host/src/lib/r3.ts', '#repo/remote-wallet/src/routes.tsx', 'hostRemotes'],
    ['host/src/app/p.ts', '@adnet/shared/host', null],
    ['host/src/remotes/p3.ts', '#repo/shared/workspace/contract-entries.ts', null],
    ['host/src/app/p2.ts', '@adnet/shared/frame', null],
  ],
  'the sandbox reads a remote through its contract only': [
    ['sandbox-api/src/routes/v.ts', '@adnet/remote-wallet/src/features/ledger/api', 'sandbox'],
    ['sandbox-api/src/routes/v2.ts', '../../../remote-wallet/src/contract', 'sandbox'],
    ['sandbox-api/src/v3.ts', '@adnet/remote-wallet/routes', 'sandbox'],
    ['sandbox-api/src/v4.ts', '../../host/src/lib/session', 'sandbox'],
    ['sandbox-api/src/v5.ts', '@adnet/host', 'sandbox'],
    ['sandbox-api/src/content/tables/v6.ts', '#repo/remote-wallet/src/contract.ts', 'sandbox'],
    ['sandbox-api/src/replay/v7.ts', '#repo/host/src/lib/session.ts', 'sandbox'],
    ['sandbox-api/src/routes/w.ts', '@adnet/remote-wallet/contract', null],
    ['sandbox-api/src/content/tables/w3.ts', '#repo/shared/src/i18n/languages.ts', null],
    ['sandbox-api/src/w2.ts', '../../shared/src/wire/types.ts', null],
  ],
  'the release controller reads the collector through its exports': [
    ['scripts/release/z1.ts', '../../collector/src/report/release', 'releaseCollector'],
    ['scripts/release/z2.ts', '../../collector/src/audit', 'releaseCollector'],
    ['scripts/release/z4.ts', '#repo/collector/src/audit.ts', 'releaseCollector'],
    ['scripts/release/z3.ts', '@adnet/collector/release', null],
  ],
  'shared imports no app': [
    ['shared/src/ui/f.ts', '../../../host/src/lib/session', 'sharedApps'],
    ['shared/src/g.ts', '@adnet/remote-wallet/routes', 'sharedApps'],
    ['shared/src/api/g2.ts', '@adnet/remote-wallet/contract', 'sharedApps'],
    ['shared/src/ui/states/g4.tsx', '#repo/host/src/lib/session.ts', 'sharedApps'],
    ['shared/src/api/g5.ts', '#repo/remote-plan/src/paths.ts', 'sharedApps'],
    ['shared/src/routing/g3.ts', '../../workspace/apps', null],
  ],
  "the kernel's folders import downwards only": [
    ['shared/src/wire/x1.ts', '../api/client', 'sharedLayers'],
    ['shared/src/wire/x2.ts', '../session/storage', 'sharedLayers'],
    ['shared/src/wire/x3.ts', '@adnet/shared', 'sharedLayers'],
    ['shared/src/session/x4.ts', '../api/client', 'sharedLayers'],
    ['shared/src/session/x5.ts', '../i18n/instance', 'sharedLayers'],
    ['shared/src/i18n/x6.ts', '../format/money', 'sharedLayers'],
    ['shared/src/i18n/x7.ts', '../ui/arco', 'sharedLayers'],
    ['shared/src/i18n/arco-locales/x8.ts', '../../api/client', 'sharedLayers'],
    ['shared/src/format/x9.ts', '../api/client', 'sharedLayers'],
    ['shared/src/format/x10.ts', '@adnet/shared', 'sharedLayers'],
    ['shared/src/api/x11.ts', '../notifications/atoms', 'sharedLayers'],
    ['shared/src/api/x12.ts', '../host', 'sharedLayers'],
    ['shared/src/data/x13.ts', '../ui/states/loaded', 'sharedLayers'],
    ['shared/src/validation/x14.ts', '@adnet/shared/ui', 'sharedLayers'],
    ['shared/src/ui/x15.tsx', '@adnet/shared/frame', 'sharedLayers'],
    ['shared/src/ui/states/x16.tsx', '../../session-core/session', 'sharedLayers'],
    ['shared/src/ui/x17.tsx', '@adnet/shared/host', 'sharedLayers'],
    ['shared/src/api/x18.ts', '#repo/shared/src/ui/index.ts', 'sharedLayers'],
    ['shared/src/wire/x19.ts', '#repo/shared/src/session/storage.ts', 'sharedLayers'],
    ['shared/src/ui/x20.tsx', '#repo/shared/src/host.ts', 'sharedLayers'],
    // downwards
    ['shared/src/wire/y0.ts', 'big.js', null],
    ['shared/src/session/y1.ts', '../wire/types', null],
    ['shared/src/i18n/y2.ts', '../session/storage', null],
    ['shared/src/format/y3.ts', '../wire/types', null],
    ['shared/src/api/y4.ts', '../format/money', null],
    ['shared/src/notifications/y5.ts', '../api/client', null],
    ['shared/src/validation/y6.ts', '../format/money', null],
    ['shared/src/ui/y7.tsx', '@adnet/shared', null],
    ['shared/src/ui/states/y8.tsx', '../../i18n/instance', null],
    ['shared/src/frame/y9.tsx', '@adnet/shared/ui', null],
    ['shared/src/frame/y10.tsx', '@adnet/shared/host', null],
    ['shared/src/ui/y11.tsx', '#repo/shared/src/api/client.ts', null],
  ],
};

const ALL = Object.values(CASES).flat();

let dir = '';
/** scratch file → the messages of the import rule refusals biome gave it */
const refusals = new Map<string, string[]>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  const config = JSON.parse(readFileSync(BIOME_JSON, 'utf8'));
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [file, from] of ALL) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), `import { x } from '${from}';\n\nexport const y = x;\n`);
  }
  const biome = join(ROOT, 'node_modules/.bin/biome');
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=500', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category?: string; message: string; location: { path: string } }[];
  };
  for (const d of report.diagnostics) {
    if (d.category !== 'lint/style/noRestrictedImports') continue;
    refusals.set(d.location.path, [...(refusals.get(d.location.path) ?? []), d.message]);
  }
}, 30_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('import rules (biome.json)', () => {
  it('biome.json holds the overrides scripts/checks/import-rules-biome.ts generates', () => {
    const config = JSON.parse(readFileSync(BIOME_JSON, 'utf8'));
    expect(config.overrides, 'run: pnpm exec tsx scripts/checks/import-rules-biome.ts').toEqual(
      overrides(),
    );
  });

  it('each file has one case', () => {
    expect(new Set(ALL.map(([file]) => file)).size).toBe(ALL.length);
  });

  it('every reason of the table is given by a case', () => {
    const given = new Set(ALL.map(([, , by]) => by));
    expect(Object.keys(MESSAGES).filter((reason) => !given.has(reason as Rule))).toEqual([]);
  });

  for (const [rule, cases] of Object.entries(CASES)) {
    describe(rule, () => {
      it('has a file that breaks it and one that follows it', () => {
        expect(cases.some(([, , by]) => by !== null)).toBe(true);
        expect(cases.some(([, , by]) => by === null)).toBe(true);
      });
      for (const [file, from, by] of cases) {
        it(`${by ? 'refuses' : 'allows'} ${from} in ${file}`, () => {
          expect(refusals.get(file) ?? []).toEqual(by ? [MESSAGES[by]] : []);
        });
      }
    });
  }
});

describe('the rules fit the tree', () => {
  const depthBelow = (path: string, folder: string) => relative(folder, path).split(sep).length - 1;

  it(`no feature file lies deeper than ${FEATURE_DEPTH} folders in its feature`, () => {
    const deep: string[] = [];
    for (const remote of readdirSync(ROOT).filter((d) => d.startsWith('remote-'))) {
      const features = join(ROOT, remote, 'src/features');
      for (const feature of readdirSync(features)) {
        for (const file of sources(join(features, feature)))
          if (depthBelow(file, join(features, feature)) >= FEATURE_DEPTH)
            deep.push(relative(ROOT, file));
      }
    }
    expect(deep).toEqual([]);
  });

  it(`every folder of shared/src has a layer, no file deeper than ${SHARED_DEPTH}`, () => {
    const src = join(ROOT, 'shared/src');
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.filter((f) => !SHARED_LAYERS.flat().includes(f))).toEqual([]);
    const deep = [...sources(src)].filter((f) => depthBelow(f, src) > SHARED_DEPTH);
    expect(deep.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
