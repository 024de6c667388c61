/**
 * The telemetry agent (telemetry/agent.ts) wired to this host: its config, router, session and remotes. Loaded
 * with the agent, when the browser is idle (bootstrap.tsx).
 */
import { i18n, nativeShell, store, tokenAtom } from '@adnet/shared';
import type { DataRouter } from 'react-router';
import { canaryRemotes } from '../remotes/canary/tracks';
import type { RuntimeConfig } from '../remotes/runtime-config';
import { startAgent } from '../telemetry/agent';

function shellKind(): 'android' | 'ios' | 'browser' {
  if (!nativeShell()) return 'browser';
  return window.AdnetNative ? 'android' : 'ios';
}

/** Origin → remote, for errors whose stack points into a remote's (or its canary's) files. */
function remoteOrigins(config: RuntimeConfig): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of config.remotes) {
    for (const url of [r.manifest, r.canary?.manifest]) {
      try {
        if (url) out.set(new URL(url).origin, r.name);
      } catch {
        // not a URL: nothing to match
      }
    }
  }
  return out;
}

export function startHostAgent(
  config: RuntimeConfig,
  router: DataRouter,
  hostVersion: string,
  ownerOf: (route: string) => string,
  tagOf: (app: string) => { version: string; track: string; key?: string },
) {
  const origins = remoteOrigins(config);
  return startAgent({
    telemetry: config.telemetry,
    hostVersion,
    shell: shellKind(),
    language: () => i18n.language,
    token: () => store.get(tokenAtom),
    route: () => router.state.matches.at(-1)?.route.path ?? router.state.location.pathname,
    ownerOf,
    tagOf,
    remoteOrigins: () => origins,
    canaries: canaryRemotes,
  });
}
