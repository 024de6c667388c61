/**
 * The contract between the host and a remote: what the remote's exposed `./routes` module
 * exports. Each remote checks its own module against it (a type assignment and
 * `remoteRoutesProblems` in its routes.contract.test.ts, so a change of shape fails that
 * remote's own checks before it is deployed); the host checks it again at run time and shows
 * the remote's retry state, not a crash, when a deployed build does not fit.
 */
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './handle';

export interface RemoteRoutesModule {
  /** Route objects with absolute paths under the prefixes the remote owns. */
  routes: RouteObject[];
  /** Set by a preview build (ADNET_BUILD_LABEL); the host shows it while the remote is on screen. */
  buildLabel?: string;
}

const HANDLE_KEYS: ReadonlySet<string> = new Set<keyof RouteHandle>([
  'title',
  'ns',
  'back',
  'icons',
  'transparent',
  'whiteText',
  'public',
  'noHeader',
]);

function routeProblems(route: unknown, prefixes: readonly string[], where: string): string[] {
  if (!route || typeof route !== 'object') return [`${where}: not a route object`];
  const r = route as RouteObject & { handle?: unknown };
  const problems: string[] = [];
  const hasChildren = Array.isArray(r.children) && r.children.length > 0;
  if (typeof r.path === 'string') {
    const owned = prefixes.some((p) => r.path === p || r.path?.startsWith(`${p}/`));
    if (!owned) problems.push(`${where}: path ${r.path} is outside ${prefixes.join(', ')}`);
  } else if (!hasChildren) {
    problems.push(`${where}: no path`);
  }
  const renders =
    typeof r.lazy === 'function' ||
    (typeof r.lazy === 'object' && r.lazy !== null) ||
    r.Component != null ||
    r.element != null ||
    hasChildren;
  if (!renders) problems.push(`${where}: renders nothing (no lazy, Component or element)`);
  if (r.handle !== undefined) {
    if (!r.handle || typeof r.handle !== 'object')
      problems.push(`${where}: handle is not an object`);
    else {
      for (const key of Object.keys(r.handle)) {
        if (!HANDLE_KEYS.has(key)) problems.push(`${where}: unknown handle key ${key}`);
      }
      const h = r.handle as RouteHandle;
      if (h.title !== undefined && (typeof h.title !== 'string' || typeof h.ns !== 'string')) {
        problems.push(`${where}: a title needs a string key and its namespace`);
      }
    }
  }
  if (hasChildren) {
    r.children?.forEach((child, i) => {
      problems.push(...routeProblems(child, prefixes, `${where}.children[${i}]`));
    });
  }
  return problems;
}

/** Why `mod` is not a valid `./routes` module for a remote owning `prefixes` ([] when it is). */
export function remoteRoutesProblems(mod: unknown, prefixes: readonly string[]): string[] {
  if (!mod || typeof mod !== 'object') return ['the module exports nothing'];
  const m = mod as Partial<RemoteRoutesModule>;
  if (!Array.isArray(m.routes)) return ['no `routes` array exported'];
  if (m.routes.length === 0) return ['`routes` is empty'];
  if (m.buildLabel !== undefined && typeof m.buildLabel !== 'string') {
    return ['`buildLabel` is not a string'];
  }
  return m.routes.flatMap((r, i) => routeProblems(r, prefixes, `routes[${i}]`));
}
