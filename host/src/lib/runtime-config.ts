/** The run-time config beside index.html: API base and where each remote lives. */
export interface RemoteEntry {
  name: string;
  manifest: string;
  prefixes: string[];
}

export interface RuntimeConfig {
  apiBase: string;
  remotes: RemoteEntry[];
  /** Lets an engineer point this deployment at a remote on localhost (dev-overrides.ts). */
  devOverrides?: boolean;
  /** How long an API call may go without an answer, in ms (1 s to 5 min; 15 s when absent). */
  apiTimeoutMs?: number;
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

function isRuntimeConfig(v: unknown): v is RuntimeConfig {
  if (!v || typeof v !== 'object') return false;
  const c = v as RuntimeConfig;
  return (
    typeof c.apiBase === 'string' &&
    (c.devOverrides === undefined || typeof c.devOverrides === 'boolean') &&
    Array.isArray(c.remotes) &&
    c.remotes.every(
      (r) =>
        typeof r.name === 'string' &&
        typeof r.manifest === 'string' &&
        Array.isArray(r.prefixes) &&
        r.prefixes.every((p) => typeof p === 'string' && p.startsWith('/')),
    )
  );
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch(new URL('app-config.json', document.baseURI), { cache: 'no-store' });
  if (!res.ok) throw new Error(`app-config.json: ${res.status}`);
  return readRuntimeConfig(await res.json());
}

/**
 * Checks the shape. A wrong `apiTimeoutMs` (not a whole number of ms within the range) is
 * dropped with a warning: the app still works with the default timeout.
 */
export function readRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isRuntimeConfig(json)) throw new Error('app-config.json: unexpected shape');
  if (json.apiTimeoutMs === undefined || isTimeout(json.apiTimeoutMs)) return json;
  console.warn(
    `app-config.json: apiTimeoutMs must be a whole number from ${API_TIMEOUT_RANGE.min} to ${API_TIMEOUT_RANGE.max}; using the default`,
  );
  const { apiTimeoutMs: _ignored, ...rest } = json;
  return rest;
}
