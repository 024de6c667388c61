/**
 * Which folder may import which, written once: the `overrides` of biome.json are generated
 * from the rules below (Biome's `noRestrictedImports` matches the import as written, so a
 * relative rule needs one pattern per folder depth, and a later override replaces an earlier
 * one's options instead of adding to them: every override repeats the rules of its app).
 *
 *   pnpm exec tsx scripts/checks/import-rules.ts   # rewrites the overrides of biome.json
 *
 * scripts/checks/import-rules.test.ts checks that biome.json holds what this file generates and lints
 * one breaking and one following import per rule.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIOME_JSON = join(ROOT, 'biome.json');

interface Pattern {
  group: string[];
  message: string;
}

interface Rule {
  paths?: Record<string, string>;
  patterns: Pattern[];
}

/** The messages, one per rule; the test finds each rule's refusals by them. */
export const MESSAGES = {
  remoteApps:
    'A remote imports neither the host nor another remote (docs/remote.md, "Checks that hold the shape").',
  remoteHostKit:
    'Host-only set-up (@adnet/shared/host) is not part of the contract remotes build against: read the session through @adnet/shared and ask the host through `session`/`dialogs` (docs/remote-contract.md).',
  remoteHost: 'A remote never imports the host: reach it through what @adnet/shared defines.',
  remoteArco:
    "A remote takes Arco from @adnet/shared/arco (one shared module the host provides): a direct import bundles a second copy of the component, outside the host's Arco context (docs/remote-contract.md).",
  feature:
    'A feature never imports another feature of its remote: what two features use moves to the remote\'s lib/ or components/, and wire types are read from its contract.ts (docs/remote.md, "Layout").',
  belowFeatures:
    'lib/ and components/ sit below the features: they import no feature (docs/remote.md, "Layout").',
  page: 'A page composes features and components; it never imports another page: move what both need into lib/ or a feature.',
  hostRemotes:
    "The host loads remotes at run time (app-config.json); it never bundles one (the bench's SPA variant, which does, lives in bench/spa/).",
  sharedApps: 'shared imports no app.',
  sharedLayers:
    'The kernel\'s folders import downwards only: wire ← session ← i18n ← format ← api ← data, notifications and the other services ← ui and arco ← frame; below ui they import each other by relative path, never through @adnet/shared, and only the frame reads @adnet/shared/host (shared/README.md, "Layers").',
  sandbox:
    'The sandbox reads a remote only through its wire contract, @adnet/remote-<name>/contract, never its files, and imports no app (sandbox-api/README.md, "Wire types").',
  releaseCollector:
    'The release controller reads the collector through its package exports, @adnet/collector/<entry>, never its files (collector/README.md, "The code, in rooms").',
} as const;

/**
 * The kernel's layers, lowest first: a folder imports only folders of earlier layers (and
 * its own). Folders of one layer do not import each other either; the cycle test sees to that.
 * The entries are no layer: src/index.ts (`@adnet/shared`) re-exports the layers below ui/,
 * which may therefore not import it; src/host.ts (`@adnet/shared/host`, the host's set-up,
 * including the session core of frame/session.ts) is read by the frame and the host only.
 */
export const SHARED_LAYERS: string[][] = [
  ['wire'],
  ['session'],
  ['i18n'],
  ['format'],
  ['api'],
  [
    'data',
    'notifications',
    'bridge',
    'dialogs',
    'polling',
    'routing',
    'security',
    'telemetry',
    'validation',
  ],
  // arco: the Arco components remotes draw with (@adnet/shared/arco), beside the kit
  ['ui', 'arco'],
  ['frame'],
];
const UI = SHARED_LAYERS.findIndex((layer) => layer.includes('ui'));
const FRAME = SHARED_LAYERS.findIndex((layer) => layer.includes('frame'));
/** Deepest file under shared/src/<folder>/ (ui/states/loaded.tsx is 2). */
export const SHARED_DEPTH = 2;
/** Deepest file under remote-x/src/features/<feature>/ (features/f/components/x.tsx is 2). */
export const FEATURE_DEPTH = 3;

const APPS_GROUP = [
  '@adnet/remote-*',
  '@adnet/remote-*/**',
  '**/host/src/**',
  '**/remote-*/src/**',
];

const remoteApps: Rule = {
  paths: { '@adnet/shared/host': MESSAGES.remoteHostKit, '@adnet/host': MESSAGES.remoteHost },
  patterns: [
    { group: APPS_GROUP, message: MESSAGES.remoteApps },
    { group: ['@arco-design/**'], message: MESSAGES.remoteArco },
  ],
};

const hostRemotes: Rule = {
  patterns: [
    {
      group: ['@adnet/remote-*', '@adnet/remote-*/**', '**/remote-*/src/**'],
      message: MESSAGES.hostRemotes,
    },
  ],
};

const sharedApps: Rule = {
  paths: { '@adnet/host': MESSAGES.sharedApps },
  patterns: [{ group: APPS_GROUP, message: MESSAGES.sharedApps }],
};

const pages: Pattern = {
  group: ['./*-page', '../pages/*', '../*/*-page'],
  message: MESSAGES.page,
};

/** `depth` folders up from a file: `../../` for 2. */
const up = (depth: number) => '../'.repeat(depth);

/**
 * A file `depth` levels below features/<feature>/ (1: features/f/x.ts) reaches another
 * feature with `depth` steps up and a name (`../g/api`), or by going up to src/ and back
 * down into features/.
 */
function featurePattern(depth: number): Pattern {
  const features = up(depth);
  const src = up(depth + 1);
  return {
    group: [
      `${features}*`,
      `${features}*/**`,
      `!${src.slice(0, -1)}`,
      `!${src}**`,
      `${src}features`,
      `${src}features/**`,
    ],
    message: MESSAGES.feature,
  };
}

/** What a file of `SHARED_LAYERS[layer]` may not import. */
function layerPattern(layer: number): Pattern {
  const above = SHARED_LAYERS.slice(layer + 1).flat();
  if (layer < FRAME) above.push('host');
  const group: string[] = [];
  if (layer === 0) group.push('../**');
  else
    for (let depth = 1; depth <= SHARED_DEPTH; depth++)
      for (const folder of above) group.push(`${up(depth)}${folder}`, `${up(depth)}${folder}/**`);
  if (layer < UI) group.push('@adnet/shared', '@adnet/shared/**');
  else
    for (const folder of above) group.push(`@adnet/shared/${folder}`, `@adnet/shared/${folder}/**`);
  return { group, message: MESSAGES.sharedLayers };
}

function override(includes: string[], rule: Rule, ...more: Pattern[]) {
  return {
    includes,
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: 'error',
            options: {
              ...(rule.paths ? { paths: rule.paths } : {}),
              patterns: [...rule.patterns, ...more],
            },
          },
        },
      },
    },
  };
}

/** The `overrides` of biome.json. A file matched by several takes the last one's options. */
export function overrides() {
  const list = [override(['remote-*/src/**'], remoteApps)];
  for (let depth = 1; depth <= FEATURE_DEPTH; depth++)
    list.push(
      override(
        [`remote-*/src/features/*/${'*/'.repeat(depth - 1)}*`],
        remoteApps,
        featurePattern(depth),
      ),
    );
  list.push(
    override(['remote-*/src/lib/**', 'remote-*/src/components/**'], remoteApps, {
      group: ['**/features', '**/features/**'],
      message: MESSAGES.belowFeatures,
    }),
    override(['remote-*/src/pages/**'], remoteApps, pages),
    override(['host/src/**'], hostRemotes),
    override(['host/src/features/**/*-page.tsx'], hostRemotes, pages),
    override(['shared/src/**'], sharedApps),
  );
  // the top layer has nothing above it
  SHARED_LAYERS.slice(0, -1).forEach((folders, layer) => {
    list.push(
      override(
        folders.map((f) => `shared/src/${f}/**`),
        sharedApps,
        layerPattern(layer),
      ),
    );
  });
  list.push(
    override(['sandbox-api/**'], {
      paths: { '@adnet/host': MESSAGES.sandbox },
      patterns: [
        {
          group: [
            '@adnet/remote-*',
            '@adnet/remote-*/**',
            '**/remote-*/**',
            '**/host/src/**',
            '!@adnet/remote-*/contract',
          ],
          message: MESSAGES.sandbox,
        },
      ],
    }),
  );
  list.push(
    override(['scripts/release/**'], {
      patterns: [
        {
          group: ['**/collector/src', '**/collector/src/**'],
          message: MESSAGES.releaseCollector,
        },
      ],
    }),
  );
  return list;
}

function main() {
  const config = JSON.parse(readFileSync(BIOME_JSON, 'utf8'));
  config.overrides = overrides();
  writeFileSync(BIOME_JSON, `${JSON.stringify(config, null, 2)}\n`);
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', BIOME_JSON], { cwd: ROOT });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
