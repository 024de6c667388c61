/** The run-time config beside index.html: API base and where each remote lives. */

import type { TelemetryConfig } from '../telemetry/config';
import { isSnapshot, type RemoteSnapshot } from './federation/snapshot';

export interface RemoteEntry {
  name: string;
  manifest: string;
  prefixes: string[];
  /** The version this deployment calls the build at `manifest` (health events; docs/release.md). */
  version?: string;
  /** A second build given to `percent` % of merchants (docs/release.md "Shipping a canary"). */
  canary?: CanaryEntry;
  /**
   * What the deploy step read from `manifest` (scripts/deploy/config-snapshot.ts): the remote loads
   * without fetching its manifest first (federation/snapshot.ts). Optional: without it, or when
   * it was read from another URL than `manifest`, the manifest is fetched.
   */
  snapshot?: RemoteSnapshot;
}

export interface CanaryEntry {
  manifest: string;
  /** 0 to 100; fractions allowed (0.5 = one merchant in 200). */
  percent: number;
  version?: string;
  /** The canary build's snapshot, as for the stable build. */
  snapshot?: RemoteSnapshot;
}

export interface RuntimeConfig {
  apiBase: string;
  remotes: RemoteEntry[];
  /** Lets an engineer point this deployment at a remote on localhost (dev-overrides.ts). */
  devOverrides?: boolean;
  /** How long an API call may go without an answer, in ms (1 s to 5 min; 15 s when absent). */
  apiTimeoutMs?: number;
  telemetry?: TelemetryConfig;
  /**
   * false: no service worker, and one registered before is removed (docs/offline.md); the
   * app then works online only, as in a webview without service workers.
   */
  serviceWorker?: boolean;
}

export const API_TIMEOUT_RANGE = { min: 1_000, max: 300_000 } as const;

function isTimeout(v: unknown): v is number {
  return (
    typeof v === 'number' &&
    Number.isInteger(v) &&
    v >= API_TIMEOUT_RANGE.min &&
    v <= API_TIMEOUT_RANGE.max
  );
}

const isHttpUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\//.test(v);

/** A canary block that cannot be used is dropped (with a warning): everyone gets stable. */
function isCanary(v: unknown): v is CanaryEntry {
  if (!v || typeof v !== 'object') return false;
  const c = v as CanaryEntry;
  return (
    isHttpUrl(c.manifest) &&
    typeof c.percent === 'number' &&
    Number.isFinite(c.percent) &&
    c.percent >= 0 &&
    c.percent <= 100 &&
    (c.version === undefined || typeof c.version === 'string')
  );
}

function isRuntimeConfig(v: unknown): v is RuntimeConfig {
  if (!v || typeof v !== 'object') return false;
  const c = v as RuntimeConfig;
  return (
    typeof c.apiBase === 'string' &&
    (c.devOverrides === undefined || typeof c.devOverrides === 'boolean') &&
    (c.serviceWorker === undefined || typeof c.serviceWorker === 'boolean') &&
    Array.isArray(c.remotes) &&
    c.remotes.every(
      (r) =>
        typeof r.name === 'string' &&
        typeof r.manifest === 'string' &&
        Array.isArray(r.prefixes) &&
        r.prefixes.every((p) => typeof p === 'string' && p.startsWith('/')) &&
        (r.version === undefined || typeof r.version === 'string'),
    )
  );
}

/** A snapshot that does not have a snapshot's shape is dropped (with a warning): the manifest is fetched. */
function withUsableSnapshots(remote: RemoteEntry): RemoteEntry {
  let out = remote;
  if (out.snapshot !== undefined && !isSnapshot(out.snapshot)) {
    console.warn(
      `app-config.json: the snapshot of ${out.name} is unreadable; its manifest is fetched`,
    );
    const { snapshot: _dropped, ...rest } = out;
    out = rest;
  }
  const canary = out.canary;
  if (canary?.snapshot !== undefined && !isSnapshot(canary.snapshot)) {
    console.warn(
      `app-config.json: the canary snapshot of ${out.name} is unreadable; its manifest is fetched`,
    );
    const { snapshot: _dropped, ...rest } = canary;
    out = { ...out, canary: rest };
  }
  return out;
}

/** The config's URL: beside index.html. */
export const configUrl = () => new URL('app-config.json', document.baseURI).href;

let startEtag: string | null = null;

/** The ETag the start's read of the config answered with: a later read can ask for a 304. */
export function configEtag(): string | null {
  return startEtag;
}

/**
 * The start's read of the config when the page's head script sent it already (the prerendered
 * index.html: host/build/prerender.ts `headScript`, `window.__adnConfig`), taken once: a
 * later read asks the network itself.
 */
function earlyRead(): Promise<Response> | undefined {
  const w = window as { __adnConfig?: Promise<Response> };
  const early = w.__adnConfig;
  w.__adnConfig = undefined;
  return early;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await (earlyRead() ?? fetch(configUrl(), { cache: 'no-store' }));
  if (!res.ok) throw new Error(`app-config.json: ${res.status}`);
  startEtag = res.headers.get('ETag');
  return readRuntimeConfig(await res.json());
}

/**
 * Checks the shape. A wrong `apiTimeoutMs` (not a whole number of ms within the range) is
 * dropped with a warning: the app still works with the default timeout.
 */
export function readRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isRuntimeConfig(json)) throw new Error('app-config.json: unexpected shape');
  let config: RuntimeConfig = json;
  if (config.apiTimeoutMs !== undefined && !isTimeout(config.apiTimeoutMs)) {
    console.warn(
      `app-config.json: apiTimeoutMs must be a whole number from ${API_TIMEOUT_RANGE.min} to ${API_TIMEOUT_RANGE.max}; using the default`,
    );
    const { apiTimeoutMs: _ignored, ...rest } = config;
    config = rest;
  }
  config = { ...config, remotes: config.remotes.map(withUsableSnapshots) };
  if (config.remotes.some((r) => r.canary !== undefined && !isCanary(r.canary))) {
    config = {
      ...config,
      remotes: config.remotes.map((r) => {
        if (r.canary === undefined || isCanary(r.canary)) return r;
        console.warn(
          `app-config.json: the canary of ${r.name} needs an http(s) manifest and a percent from 0 to 100; everyone gets the stable build`,
        );
        const { canary: _dropped, ...rest } = r;
        return rest;
      }),
    };
  }
  return config;
}
