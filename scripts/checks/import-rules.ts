/**
 * Which folder may import what: the table people read. biome.json's `overrides` are generated
 * from it (`pnpm exec tsx scripts/checks/import-rules-biome.ts`) and
 * scripts/checks/import-rules.test.ts holds both, with a file that breaks and one that follows
 * each row. An import is matched as written, so each thing a row refuses is named in every
 * form it can take: a package, an alias (`#features/…`, `#repo/…`) and a relative path (at most
 * `../../`: scripts/checks/import-depth.test.ts).
 */

/** The most folders an import climbs (`../../x`); further, an alias names the file. */
export const MAX_CLIMB = 2;

/** The kernel's folders (shared/src/), lowest first: each imports only earlier layers. */
export const SHARED_LAYERS: string[][] = [
  ['wire'],
  ['session'],
  ['i18n'],
  ['format'],
  ['api'],
  // biome-ignore format: one layer, the services
  ['data', 'notifications', 'bridge', 'dialogs', 'polling', 'routing', 'security', 'telemetry', 'validation'],
  ['ui', 'arco'], // arco: the Arco components remotes draw with (@adnet/shared/arco)
  ['session-core'], // the session's core: the only writer of the session atoms
  ['frame'],
];

/** What an import can reach, in every form it can be written. */
// biome-ignore format: a table
export const TARGETS = {
  host: ['@adnet/host', '**/host/src/**'],
  remotes: ['@adnet/remote-*', '@adnet/remote-*/**', '**/remote-*/src/**'],
  remoteFiles: ['@adnet/remote-*', '@adnet/remote-*/**', '**/remote-*/**', '!@adnet/remote-*/contract'],
  otherPackages: ['#repo/**'],
  hostKit: ['@adnet/shared/host'],
  arco: ['@arco-design/**'],
  features: ['#features/**', '**/features', '**/features/**'],
  otherFeatures: ['#features/**', '<another feature by relative path>'],
  otherPages: ['./*-page', '../pages/*', '../*/*-page'],
  layersAbove: ['<a folder of a later layer, relative, @adnet/shared/… or #repo/shared/src/…>'],
  collectorFiles: ['**/collector/src', '**/collector/src/**'],
} as const;

export type Target = keyof typeof TARGETS;

/**
 * The rows: the files, and what they may not import with the reason a refusal gives. A row
 * inside an earlier row's folder keeps that row's refusals too.
 */
// biome-ignore format: a table
export const RULES: { files: string[]; refuses: Partial<Record<Target, Reason>> }[] = [
  // a remote: its own files and @adnet/shared, nothing else of the workspace
  { files: ['remote-*/src/**'], refuses: { host: 'remoteApps', remotes: 'remoteApps', otherPackages: 'remoteApps', hostKit: 'remoteHostKit', arco: 'remoteArco' } },
  { files: ['remote-*/src/features/*/**'], refuses: { otherFeatures: 'feature' } },
  { files: ['remote-*/src/lib/**', 'remote-*/src/components/**'], refuses: { features: 'belowFeatures' } },
  { files: ['remote-*/src/pages/**'], refuses: { otherPages: 'page' } },
  // the host loads remotes at run time
  { files: ['host/src/**'], refuses: { remotes: 'hostRemotes' } },
  { files: ['host/src/features/**/*-page.tsx'], refuses: { otherPages: 'page' } },
  // the kernel: no app, and each layer only the layers below
  { files: ['shared/src/**'], refuses: { host: 'sharedApps', remotes: 'sharedApps' } },
  { files: ['shared/src/<layer>/**'], refuses: { layersAbove: 'sharedLayers' } },
  // the tools
  { files: ['sandbox-api/**'], refuses: { host: 'sandbox', remoteFiles: 'sandbox' } },
  { files: ['scripts/release/**'], refuses: { collectorFiles: 'releaseCollector' } },
];

/** The messages a refusal gives, one per reason. */
// biome-ignore format: one line each
export const MESSAGES = {
  remoteApps: 'A remote imports neither the host, nor another remote, nor any other package\'s files (#repo/…): it reaches them through what @adnet/shared defines (docs/remote.md, "Checks that hold the shape").',
  remoteHostKit: 'Host-only set-up (@adnet/shared/host) is not part of the contract remotes build against: read the session through @adnet/shared and ask the host through `session`/`dialogs` (docs/remote-contract.md).',
  remoteArco: "A remote takes Arco from @adnet/shared/arco (one shared module the host provides): a direct import bundles a second copy of the component, outside the host's Arco context (docs/remote-contract.md).",
  feature: 'A feature never imports another feature of its remote (nor its own by #features/: relative paths inside it): what two features use moves to the remote\'s lib/ or components/, and wire types are read from its contract.ts (docs/remote.md, "Layout").',
  belowFeatures: 'lib/ and components/ sit below the features: they import no feature (docs/remote.md, "Layout").',
  page: 'A page composes features and components; it never imports another page: move what both need into lib/ or a feature.',
  hostRemotes: "The host loads remotes at run time (app-config.json); it never bundles one (the bench's SPA variant, which does, lives in bench/spa/).",
  sharedApps: 'shared imports no app.',
  sharedLayers: 'The kernel\'s folders import downwards only: wire ← session ← i18n ← format ← api ← data, notifications and the other services ← ui and arco ← the session core ← frame; below ui they import each other by relative path, never through @adnet/shared, and only the frame reads @adnet/shared/host (shared/README.md, "Layers").',
  sandbox: 'The sandbox reads a remote only through its wire contract, @adnet/remote-<name>/contract, never its files, and imports no app (sandbox-api/README.md, "Wire types").',
  releaseCollector: 'The release controller reads the collector through its package exports, @adnet/collector/<entry>, never its files (collector/README.md, "The code, in rooms").',
} as const;

export type Reason = keyof typeof MESSAGES;
