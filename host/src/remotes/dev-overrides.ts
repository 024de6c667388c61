/**
 * Point a deployed host at a remote running on the engineer's own machine: an override
 * stored in localStorage (`adnet:remote-overrides`, `{"wallet": "http://localhost:3003/mf-manifest.json"}`)
 * replaces that remote's manifest URL at start-up. Safe by construction:
 * - off unless the deployed run-time config says `"devOverrides": true`;
 * - only http(s) URLs on `localhost` or `127.0.0.1`, without credentials, are taken;
 * - read from localStorage only, never from the URL or the query string, so a link alone
 *   can never load foreign code;
 * - a banner says so for as long as it is active, with a button that turns it off.
 */
import type { RemoteEntry, RuntimeConfig } from './runtime-config';

export const OVERRIDES_KEY = 'adnet:remote-overrides';

export interface Override {
  name: string;
  manifest: string;
}

export function isLocalManifestUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') &&
      (u.hostname === 'localhost' || u.hostname === '127.0.0.1') &&
      !u.username &&
      !u.password
    );
  } catch {
    return false;
  }
}

function stored(): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? 'null');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The config with the allowed overrides applied, and which ones were. */
export function applyDevOverrides(config: RuntimeConfig): {
  remotes: RemoteEntry[];
  applied: Override[];
} {
  const wanted = stored();
  if (config.devOverrides !== true || Object.keys(wanted).length === 0) {
    if (Object.keys(wanted).length) console.warn('remote overrides ignored: not enabled here');
    return { remotes: config.remotes, applied: [] };
  }
  const applied: Override[] = [];
  const remotes = config.remotes.map((r) => {
    const url = wanted[r.name];
    if (url === undefined) return r;
    if (typeof url !== 'string' || !isLocalManifestUrl(url)) {
      console.warn(`remote override for ${r.name} refused: only localhost URLs`, url);
      return r;
    }
    applied.push({ name: r.name, manifest: url });
    // the engineer's build and nothing else: no canary of the deployed config takes its place
    const { canary: _canary, ...rest } = r;
    return { ...rest, manifest: url };
  });
  return { remotes, applied };
}

export function clearDevOverrides() {
  try {
    localStorage.removeItem(OVERRIDES_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}
