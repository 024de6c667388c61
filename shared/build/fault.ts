/**
 * A test tool, never a product behaviour: a remote deliberately built broken, to watch a release
 * roll it back (docs/release.md, "Try it locally"; the release e2e specs).
 *
 * With `ADNET_FAULT=render` at build time, the remote's `./routes` expose is a wrapper around
 * its real routes in which every route's page throws when it renders: the manifest, the entry,
 * the routes' loaders and every chunk are there and load, so the release's pre-flight passes and
 * only merchants' sessions can tell. Without the variable the build is untouched (the wrapper is
 * not even written).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const FAULT_MESSAGE = 'ADNET_FAULT=render: this build throws on render on purpose';

/** The exposes of a remote's build: its own, or with `./routes` wrapped when ADNET_FAULT=render. */
export function withFault(
  exposes: Record<string, string> | undefined,
  fault = process.env.ADNET_FAULT,
  cwd = process.cwd(),
): Record<string, string> | undefined {
  if (!fault) return exposes;
  if (fault !== 'render') throw new Error(`ADNET_FAULT: only "render" is known, got "${fault}"`);
  const routes = exposes?.['./routes'];
  if (!routes) return exposes;
  const real = JSON.stringify(resolve(cwd, routes));
  const dir = join(cwd, 'node_modules/.adnet-fault');
  mkdirSync(dir, { recursive: true });
  const wrapper = join(dir, 'routes.js');
  writeFileSync(
    wrapper,
    `// Written by shared/build/fault.ts for an ADNET_FAULT=render build: a test tool.
import * as real from ${real};
export * from ${real};
function FaultPage() {
  throw new Error(${JSON.stringify(FAULT_MESSAGE)});
}
export const routes = real.routes.map(({ lazy, Component, element, ...route }) => ({
  ...route,
  Component: FaultPage,
}));
`,
  );
  return { ...exposes, './routes': wrapper };
}
