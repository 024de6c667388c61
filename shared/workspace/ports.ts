/**
 * Local topology: host 3000, remotes 3001-3004, sandbox API 3010, telemetry collector 3011
 * (the offsets of ./apps.ts). PORT_BASE moves all of them at once (for parallel test runs);
 * the offsets stay the same.
 */
import {
  type AppName,
  DEFAULT_PORT_BASE,
  EXTRA_HOST_OFFSET,
  EXTRA_HOST_OFFSETS,
  PORT_OFFSETS,
  prefixesOf,
  REMOTE_NAMES,
  type ServiceName,
} from './apps';

/** An app or a service of the local topology: everything that listens on a port. */
export type PortName = AppName | ServiceName;

/** PORT_BASE of `env` when it is a positive whole number, else the default (3000). */
export function portBase(env: NodeJS.ProcessEnv = process.env): number {
  const base = Number(env.PORT_BASE);
  return Number.isInteger(base) && base > 0 ? base : DEFAULT_PORT_BASE;
}

export function appPort(name: PortName, base = portBase()): number {
  return base + PORT_OFFSETS[name];
}

export function appOrigin(name: PortName, host = 'localhost', base = portBase()): string {
  return `http://${host}:${appPort(name, base)}`;
}

/** Where the host sends telemetry locally: the collector's origin (its OTLP endpoint). */
export function collectorOrigin(host = 'localhost', base = portBase()): string {
  return appOrigin('collector', host, base);
}

export function extraHostOrigin(
  host = 'localhost',
  offset: number = EXTRA_HOST_OFFSET,
  base = portBase(),
): string {
  return `http://${host}:${base + offset}`;
}

/** The origins the local servers (serve.ts, dev servers) allow: our apps, nothing else. */
export function knownOrigins(base = portBase()): string[] {
  return [
    ...(Object.keys(PORT_OFFSETS) as PortName[]).flatMap((name) => [
      appOrigin(name, 'localhost', base),
      appOrigin(name, '127.0.0.1', base),
    ]),
    ...EXTRA_HOST_OFFSETS.flatMap((offset) => [
      extraHostOrigin('localhost', offset, base),
      extraHostOrigin('127.0.0.1', offset, base),
    ]),
  ];
}

/**
 * Origins a developer names for their dev servers besides the local ones:
 * `DEV_ALLOW_ORIGIN=https://staging.example.com` (a comma-separated list) lets that host load
 * a local dev remote through its dev override (docs/remote-contract.md#4-running-a-deployed-host-with-your-local-remote). Only an
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

/** The run-time config served beside the host's index.html for this topology. */
export function runtimeConfig(host = 'localhost', base = portBase()) {
  return {
    apiBase: appOrigin('api', host, base),
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      manifest: `${appOrigin(name, host, base)}/mf-manifest.json`,
      prefixes: prefixesOf(name),
    })),
    // Every session reports (sampleRate 1): locally the collector is ours and the volume tiny.
    telemetry: { endpoint: collectorOrigin(host, base), sampleRate: 1 },
  };
}
