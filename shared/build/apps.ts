/**
 * The apps of the workspace, stated once: each app's federation name (the key), its folder
 * and package, its port offset in the local topology, and for a remote the path prefixes it
 * owns, each under the name other apps link to it by (the shared `paths`).
 *
 * Everything else reads this: the local ports and app-config.json (./ports.ts), the shared
 * `paths` and the remotes' own paths, the dev shell, the scripts (the .mjs ones through tsx's
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
  },
  plan: {
    dir: 'remote-plan',
    package: '@adnet/remote-plan',
    offset: 2,
    prefixes: { plan: '/plan' },
  },
  wallet: {
    dir: 'remote-wallet',
    package: '@adnet/remote-wallet',
    offset: 3,
    prefixes: { wallet: '/wallet' },
  },
  messaging: {
    dir: 'remote-messaging',
    package: '@adnet/remote-messaging',
    offset: 4,
    prefixes: { notification: '/notification', customer: '/customer' },
  },
} as const;

/** The servers beside the apps, by port offset: the sandbox API and the telemetry collector. */
export const SERVICE_OFFSETS = { api: 10, collector: 11 } as const;

/**
 * Hosts a test may start beside the usual one, each with its own app-config.json
 * (e2e/tests/deploy): only the local servers allow them (`knownOrigins`, the sandbox in test
 * mode); a deployment lists its own origins.
 */
export const EXTRA_HOST_OFFSET = 20;
/** A third host, for a deploy test that runs beside the one on EXTRA_HOST_OFFSET. */
export const SECOND_EXTRA_HOST_OFFSET = 23;
/** A fourth, for the canary-leaving spec (its canaries on the next two ports). */
export const THIRD_EXTRA_HOST_OFFSET = 27;
/**
 * The release controller's e2e host (e2e/tests/deploy/release-*.spec.ts); the canary builds it
 * is given are served on the next three ports (+65 to +67), which no app or other test uses (and
 * none of which Chromium refuses for a PORT_BASE of 3000, 4000 or 5000).
 */
export const RELEASE_HOST_OFFSET = 64;
export const EXTRA_HOST_OFFSETS = [
  EXTRA_HOST_OFFSET,
  SECOND_EXTRA_HOST_OFFSET,
  THIRD_EXTRA_HOST_OFFSET,
  RELEASE_HOST_OFFSET,
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
