/**
 * The SPA variant of the host only (`pnpm bench`: ./rsbuild.config.ts aliases
 * `@module-federation/enhanced/runtime` to this file). The same host code runs with federation
 * off: each remote's `routes` module is a lazy chunk of the one build, loaded by `import()`,
 * and everything else the runtime did for the host has nothing to do. Never in a real build.
 * The map of remotes is made from the apps table before each build (./remote-routes.ts).
 */
import { routes } from './remote-routes.gen';

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = routes[id];
  if (!load) throw new Error(`${id}: not part of the SPA build`);
  return (await load()) as T;
}

export function registerRemotes(_remotes: unknown[]) {}
export async function preloadRemote(_options: unknown[]) {}
export function registerGlobalPlugins(_plugins: unknown[]) {}
export function getInstance(): undefined {
  return undefined;
}
/** Nothing is shared across builds, so every requirement is met. */
export function satisfy(_version: string, _range: string): boolean {
  return true;
}
