/**
 * Local topology (DESIGN.md): host 3000, remotes 3001-3004, sandbox API 3010. PORT_BASE
 * moves all of them at once (for parallel test runs); the offsets stay the same.
 */
export const APP_OFFSETS = {
  host: 0,
  adcenter: 1,
  plan: 2,
  wallet: 3,
  messaging: 4,
  api: 10,
} as const;

export type AppName = keyof typeof APP_OFFSETS;

export function portBase(): number {
  const base = Number(process.env.PORT_BASE);
  return Number.isInteger(base) && base > 0 ? base : 3000;
}

export function appPort(name: AppName): number {
  return portBase() + APP_OFFSETS[name];
}

export function appOrigin(name: AppName, host = 'localhost'): string {
  return `http://${host}:${appPort(name)}`;
}

/**
 * A second host a test may start beside the usual one (e2e/tests/deploy: a host with its own
 * app-config.json). Only the local servers allow it (knownOrigins, the sandbox in test
 * mode); a deployment lists its own origins.
 */
export const EXTRA_HOST_OFFSET = 20;

export function extraHostOrigin(host = 'localhost'): string {
  return `http://${host}:${portBase() + EXTRA_HOST_OFFSET}`;
}

/** The origins the local servers (serve.ts, dev servers) allow: our apps, nothing else. */
export function knownOrigins(): string[] {
  return [
    ...Object.keys(APP_OFFSETS).flatMap((name) => [
      appOrigin(name as AppName),
      appOrigin(name as AppName, '127.0.0.1'),
    ]),
    extraHostOrigin(),
    extraHostOrigin('127.0.0.1'),
  ];
}

/** Path prefixes each remote owns (DESIGN.md layout table). */
export const REMOTE_PREFIXES = {
  adcenter: ['/ad-welcome', '/ad-center'],
  plan: ['/plan'],
  wallet: ['/wallet'],
  messaging: ['/notification', '/customer'],
} as const;

/** The run-time config served beside the host's index.html for this topology. */
export function runtimeConfig(host = 'localhost') {
  return {
    apiBase: appOrigin('api', host),
    remotes: (Object.keys(REMOTE_PREFIXES) as (keyof typeof REMOTE_PREFIXES)[]).map((name) => ({
      name,
      manifest: `${appOrigin(name, host)}/mf-manifest.json`,
      prefixes: [...REMOTE_PREFIXES[name]],
    })),
  };
}
