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
  const json: unknown = await res.json();
  if (!isRuntimeConfig(json)) throw new Error('app-config.json: unexpected shape');
  return json;
}
