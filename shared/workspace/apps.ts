/**
 * The apps of the workspace, stated once: each app's federation name (the key), its folder
 * and package, its port offset in the local topology, and for a remote the path prefixes it
 * owns, each under the name other apps link to it by (the shared `paths`), and its `probe`: what
 * a check opens to see the remote at work — a route it owns, the locale key (in its namespace)
 * of that route's header title, and a test id on that page that shows its data has arrived
 * (the dev loop's save-to-visible measurement and the fault-isolation spec read it).
 *
 * Everything else reads this: the local ports and app-config.json (./ports.ts), the shared
 * `paths` and the remotes' own paths, the dev pages, the scripts (the .mjs ones through tsx's
 * `tsImport`, the shell ones through scripts/serving/topology.ts), the sandbox, the collector and the
 * end-to-end run. It imports nothing and reads no environment, so browser code can use it.
 */

/** The port a local topology starts from when PORT_BASE names none. */
export const DEFAULT_PORT_BASE = 3000;

export const APPS = {
  host: { dir: 'host', package: '@adnet/host', offset: 0 },
  adcenter: {
    dir: 'remote-adcenter',
    package: '@adnet/remote-adcenter',
    offset: 1,
    prefixes: { adWelcome: '/ad-welcome', adCenter: '/ad-center' },
    probe: { route: '/ad-center', title: 'center.title', ready: 'metric-impressions' },
  },
  plan: {
    dir: 'remote-plan',
    package: '@adnet/remote-plan',
    offset: 2,
    prefixes: { plan: '/plan' },
    probe: { route: '/plan', title: 'list.title', ready: 'plan-row' },
  },
  wallet: {
    dir: 'remote-wallet',
    package: '@adnet/remote-wallet',
    offset: 3,
    prefixes: { wallet: '/wallet' },
    probe: { route: '/wallet', title: 'wallet.title', ready: 'figure-total_assets' },
  },
  messaging: {
    dir: 'remote-messaging',
    package: '@adnet/remote-messaging',
    offset: 4,
    prefixes: { notification: '/notification', customer: '/customer' },
    probe: { route: '/notification', title: 'notification.title', ready: 'notification-item' },
  },
} as const;

/** The servers beside the apps, by port offset: the sandbox API and the telemetry collector. */
export const SERVICE_OFFSETS = { api: 10, collector: 11 } as const;

/**
 * The ports of the runs beside the usual topology, by offset from PORT_BASE, stated once: a
 * port of its own (a host or server a test or the bench starts), or the base of a whole
 * topology of its own (`…Base`: each app and service at its usual offset from it). The ports
 * each one occupies are `sideRunOffsets(name)` below: no two side runs, nor the usual topology,
 * share one, all stay below SIDE_RUN_SPAN, and none is a port Chromium or Node's fetch refuses
 * for the usual PORT_BASEs (apps.test.ts; docs/decisions/0032-side-run-ports.md). new:remote refuses an
 * offset that one of them occupies.
 */
export const SIDE_RUN_OFFSETS = {
  /** the bench's SPA variant of the host (bench/bench.ts) */
  benchSpa: 12,
  /** a second host with its own app-config.json (e2e/tests/deploy/redeploy-by-config.spec.ts) */
  extraHost: 20,
  /** the canary build that host is pointed at */
  extraHostCanary: 21,
  /** a third host, beside the one above (e2e/tests/deploy/canary-health.spec.ts) */
  secondExtraHost: 23,
  /** the broken canary that third host is pointed at */
  secondExtraHostCanary: 24,
  /** the host of the CSP spec's own config (e2e/tests/deploy/csp.spec.ts) */
  cspHost: 26,
  /** a fourth host, of the canary-leaving spec (e2e/tests/deploy/canary-leave.spec.ts) */
  thirdExtraHost: 27,
  /** its canary whose pages throw on render, and its healthy canary */
  thirdExtraHostBrokenCanary: 28,
  thirdExtraHostCanary: 29,
  /** the wallet builds of another contract minor (e2e/tests/foundation/contract.spec.ts) */
  contractPrevious: 31,
  contractNext: 32,
  /** the release controller's host (e2e/tests/deploy/release-helpers.ts) */
  releaseHost: 86,
  /** the canary builds it is given: good, broken, throwing */
  releaseGood: 87,
  releaseBroken: 88,
  releaseThrowing: 89,
  /** WebKitWebDriver of the engines run (e2e/engines/run.ts) */
  webkitDriver: 91,
  /** the host of the release's try-it spec (e2e/tests/deploy/release-try-it.spec.ts) */
  tryItHost: 92,
  /** its wallet builds: whole, and throwing on render */
  tryItGood: 93,
  tryItThrowing: 94,
  /** the remote scaffolded by scripts/scaffold/new-remote-check.sh, served with the host and the API */
  newRemoteCheckBase: 33,
  /** the bench behind nginx (bench/bench-nginx.ts; its SPA variant at benchSpa from this base) */
  benchNginxBase: 46,
  /** the dev loop's save-to-visible measurement (scripts/test.sh) */
  devLoopBase: 62,
  /** the dev servers of the dev-standalone spec (e2e/tests/foundation/dev-standalone.spec.ts) */
  devStandaloneBase: 74,
} as const;

export type SideRunName = keyof typeof SIDE_RUN_OFFSETS;

/** The highest offset an app may take (the services start above it). */
export const MAX_APP_OFFSET = Math.min(...Object.values(SERVICE_OFFSETS)) - 1;

/**
 * The offsets a topology occupies from its base: every app offset up to MAX_APP_OFFSET (the
 * apps there and room for the remotes `pnpm new:remote` adds) and every service's.
 */
export const TOPOLOGY_OFFSETS: readonly number[] = [
  ...Array.from({ length: MAX_APP_OFFSET + 1 }, (_, offset) => offset),
  ...Object.values(SERVICE_OFFSETS),
];

/** What the user of a base serves beside its topology, by offset from that base. */
const BASE_EXTRAS: Partial<Record<SideRunName, readonly number[]>> = {
  benchNginxBase: [SIDE_RUN_OFFSETS.benchSpa],
};

/**
 * The offsets from PORT_BASE a side run occupies: a port of its own, that port; a base, the
 * whole topology on it (TOPOLOGY_OFFSETS) and what its user adds.
 */
export function sideRunOffsets(name: SideRunName): number[] {
  const at = SIDE_RUN_OFFSETS[name];
  if (!name.endsWith('Base')) return [at];
  return [...TOPOLOGY_OFFSETS, ...(BASE_EXTRAS[name] ?? [])].map((offset) => at + offset);
}

/** Every port a run uses is below PORT_BASE + this: runs on bases this far apart never meet. */
export const SIDE_RUN_SPAN = 100;

/**
 * Hosts a test may start beside the usual one, each with its own app-config.json
 * (e2e/tests/deploy): only the local servers allow them (`knownOrigins`, the sandbox in test
 * mode); a deployment lists its own origins.
 */
export const EXTRA_HOST_OFFSET = SIDE_RUN_OFFSETS.extraHost;
/** A third host, for a deploy test that runs beside the one on EXTRA_HOST_OFFSET. */
export const SECOND_EXTRA_HOST_OFFSET = SIDE_RUN_OFFSETS.secondExtraHost;
/** A fourth, for the canary-leaving spec (its canaries on the next two ports). */
export const THIRD_EXTRA_HOST_OFFSET = SIDE_RUN_OFFSETS.thirdExtraHost;
/**
 * The release controller's e2e host (e2e/tests/deploy/release-*.spec.ts); the canary builds it
 * is given are served on the next three ports.
 */
export const RELEASE_HOST_OFFSET = SIDE_RUN_OFFSETS.releaseHost;
/** The host of the release's try-it spec; its two wallet builds on the next two ports. */
export const TRY_IT_HOST_OFFSET = SIDE_RUN_OFFSETS.tryItHost;
export const EXTRA_HOST_OFFSETS = [
  EXTRA_HOST_OFFSET,
  SECOND_EXTRA_HOST_OFFSET,
  THIRD_EXTRA_HOST_OFFSET,
  RELEASE_HOST_OFFSET,
  TRY_IT_HOST_OFFSET,
] as const;

export type AppName = keyof typeof APPS;
export type RemoteName = Exclude<AppName, 'host'>;
export type ServiceName = keyof typeof SERVICE_OFFSETS;

/** The five apps, host first, in the order of the table above. */
export const APP_NAMES = Object.keys(APPS) as AppName[];
/** The four remotes, in the order of the table above. */
export const REMOTE_NAMES = APP_NAMES.filter((name): name is RemoteName => name !== 'host');

/** Every app and service by port offset. */
export const PORT_OFFSETS = {
  ...(Object.fromEntries(APP_NAMES.map((name) => [name, APPS[name].offset])) as Record<
    AppName,
    number
  >),
  ...SERVICE_OFFSETS,
};

/** The path prefixes a remote owns, in order (the host mounts its routes under them). */
export function prefixesOf(name: RemoteName): string[] {
  return Object.values(APPS[name].prefixes);
}
