/**
 * The `./routes` contract test every remote runs in its own checks (src/routes.contract.test.ts):
 * the module is passed as a `RemoteRoutesModule`, so a change of its exported shape fails the
 * type check; the routes and the remote's own paths must fit the prefixes shared/workspace/apps.ts
 * gives it (the ones the host mounts it under); the Rsbuild config
 * must expose it under the agreed name. See docs/remote-contract.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type RemoteRoutesModule, remoteRoutesProblems } from '../src/routing/contract';
import { prefixesOf, type RemoteName } from '../workspace/apps';

/** A path sits under a prefix: it is the prefix or continues it after a slash. */
const under = (path: string, prefixes: readonly string[]) =>
  prefixes.some((p) => path === p || path.startsWith(`${p}/`));

export function checkRemoteContract(
  remote: RemoteName,
  exposed: RemoteRoutesModule,
  rsbuildConfig: URL,
  /** the remote's own paths (`src/paths.ts`): each must sit under its declared prefixes */
  paths: Record<string, string>,
) {
  describe(`${remote} ./routes contract`, () => {
    it('is exposed as ./routes from src/routes.tsx', () => {
      expect(readFileSync(rsbuildConfig, 'utf8')).toMatch(/'\.\/routes': '\.\/src\/routes\.tsx'/);
    });
    it('exports routes under the prefixes the host mounts', () => {
      expect(remoteRoutesProblems(exposed, prefixesOf(remote))).toEqual([]);
    });
    it('keeps its own paths under the prefixes it owns', () => {
      const outside = Object.entries(paths).filter(([, p]) => !under(p, prefixesOf(remote)));
      expect(outside).toEqual([]);
      // and every declared prefix is a path of the remote
      const unused = prefixesOf(remote).filter((p) => !Object.values(paths).includes(p));
      expect(unused).toEqual([]);
    });
  });
}
