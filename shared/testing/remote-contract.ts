/**
 * The `./routes` contract test every remote runs in its own checks (src/routes.contract.test.ts):
 * the module is passed as a `RemoteRoutesModule`, so a change of its exported shape fails the
 * type check; the routes must fit the prefixes the host mounts them under; the Rsbuild config
 * must expose it under the agreed name. See docs/remote-contract.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REMOTE_PREFIXES } from '../build/ports';
import { type RemoteRoutesModule, remoteRoutesProblems } from '../src/routing/contract';

export function checkRemoteContract(
  remote: keyof typeof REMOTE_PREFIXES,
  exposed: RemoteRoutesModule,
  rsbuildConfig: URL,
) {
  describe(`${remote} ./routes contract`, () => {
    it('is exposed as ./routes from src/routes.tsx', () => {
      expect(readFileSync(rsbuildConfig, 'utf8')).toMatch(/'\.\/routes': '\.\/src\/routes\.tsx'/);
    });
    it('exports routes under the prefixes the host mounts', () => {
      expect(remoteRoutesProblems(exposed, REMOTE_PREFIXES[remote])).toEqual([]);
    });
  });
}
