/**
 * The `./routes` contract, checked in this remote's own tests before it is deployed: a change
 * of the exported shape fails the type check (the assignment below) or this test, not the
 * host at run time. See docs/remote-contract.md.
 */
import { readFileSync } from 'node:fs';
import { type RemoteRoutesModule, remoteRoutesProblems } from '@adnet/shared';
import { describe, expect, it } from 'vitest';
import { REMOTE_PREFIXES } from '../../shared/build/ports';
import * as exposed from './routes';

const contract: RemoteRoutesModule = exposed;

describe('messaging ./routes contract', () => {
  it('is exposed as ./routes from src/routes.tsx', () => {
    const config = readFileSync(new URL('../rsbuild.config.ts', import.meta.url), 'utf8');
    expect(config).toMatch(/'\.\/routes': '\.\/src\/routes\.tsx'/);
  });
  it('exports routes under the prefixes the host mounts', () => {
    expect(remoteRoutesProblems(contract, REMOTE_PREFIXES.messaging)).toEqual([]);
  });
});
