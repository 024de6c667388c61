/**
 * Local topology: host 3000, remotes 3001-3004, sandbox API 3010, telemetry
 * collector 3011. PORT_BASE moves all of them at once (for parallel test runs); the offsets
 * stay the same.
 */
import { readFileSync } from 'node:fs';

export const APP_OFFSETS = {
  host: 0,
  adcenter: 1,
  plan: 2,
  wallet: 3,
  messaging: 4,
  api: 10,
  /** The telemetry collector (collector/): OTLP/HTTP JSON in, `pnpm health` and its page out. */
  collector: 11,
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

/** Where the host sends telemetry locally: the collector's origin (its OTLP endpoint). */
export function collectorOrigin(host = 'localhost'): string {
  return appOrigin('collector', host);
}

/**
 * A second host a test may start beside the usual one (e2e/tests/deploy: a host with its own
 * app-config.json). Only the local servers allow it (knownOrigins, the sandbox in test
 * mode); a deployment lists its own origins.
 */
export const EXTRA_HOST_OFFSET = 20;

/**
 * A third host, for a deploy test that runs beside the one on EXTRA_HOST_OFFSET
 * (e2e/tests/deploy/canary-health.spec.ts); the same rules.
 */
export const SECOND_EXTRA_HOST_OFFSET = 23;

export function extraHostOrigin(host = 'localhost', offset = EXTRA_HOST_OFFSET): string {
  return `http://${host}:${portBase() + offset}`;
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
    extraHostOrigin('localhost', SECOND_EXTRA_HOST_OFFSET),
    extraHostOrigin('127.0.0.1', SECOND_EXTRA_HOST_OFFSET),
  ];
}

/**
 * Origins a developer names for their dev servers besides the local ones:
 * `DEV_ALLOW_ORIGIN=https://staging.example.com` (a comma-separated list) lets that host load
 * a local dev remote through its dev override (docs/remote-contract.md §4). Only an
 * `http(s)://host[:port]` origin is taken, never a wildcard or a path: a wrong value stops the
 * dev server at start with the reason instead of allowing something else.
 */
export function devAllowedOrigins(value = process.env.DEV_ALLOW_ORIGIN): string[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of list) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (
      !parsed ||
      !/^https?:$/.test(parsed.protocol) ||
      parsed.origin !== origin ||
      !/^[a-z0-9.[\]:-]+$/i.test(parsed.host)
    ) {
      throw new Error(
        `DEV_ALLOW_ORIGIN: "${origin}" is not an origin like https://staging.example.com`,
      );
    }
  }
  return [...new Set(list)];
}

/** The remotes and their folders in the workspace. */
export const REMOTE_DIRS = {
  adcenter: 'remote-adcenter',
  plan: 'remote-plan',
  wallet: 'remote-wallet',
  messaging: 'remote-messaging',
} as const;

export type RemoteName = keyof typeof REMOTE_DIRS;

/**
 * The path prefixes a remote owns, declared once, by its team, in its package.json
 * (`"adnet": { "prefixes": [...] }`, docs/remote.md). The local app-config.json is made from
 * them; every path of the remote's `src/paths.ts` and every route it exposes must sit under
 * them (its contract test, `@adnet/shared/testing`).
 */
export function remotePrefixes(name: RemoteName): string[] {
  const file = new URL(`../../${REMOTE_DIRS[name]}/package.json`, import.meta.url);
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { adnet?: { prefixes?: unknown } };
  const prefixes = pkg.adnet?.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    !prefixes.every((p) => typeof p === 'string' && /^\/[a-z0-9-]+$/.test(p))
  ) {
    throw new Error(
      `${REMOTE_DIRS[name]}/package.json: "adnet.prefixes" must list "/segment" paths`,
    );
  }
  return prefixes;
}

/** Path prefixes each remote owns, from the remotes' package.json files. */
export const REMOTE_PREFIXES = Object.fromEntries(
  (Object.keys(REMOTE_DIRS) as RemoteName[]).map((name) => [name, remotePrefixes(name)]),
) as Record<RemoteName, string[]>;

/** The run-time config served beside the host's index.html for this topology. */
export function runtimeConfig(host = 'localhost') {
  return {
    apiBase: appOrigin('api', host),
    remotes: (Object.keys(REMOTE_DIRS) as RemoteName[]).map((name) => ({
      name,
      manifest: `${appOrigin(name, host)}/mf-manifest.json`,
      prefixes: [...REMOTE_PREFIXES[name]],
    })),
    // Every session reports (sampleRate 1): locally the collector is ours and the volume tiny.
    telemetry: { endpoint: collectorOrigin(host), sampleRate: 1 },
  };
}
