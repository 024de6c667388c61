import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../../shared/workspace/apps';
import { remoteRoutesModule } from './remote-routes';

const here = dirname(fileURLToPath(import.meta.url));

describe("the SPA variant's map of remotes (bench/spa/remote-routes.ts)", () => {
  it("loads every remote of the apps table from its own source, by the runtime's id", () => {
    const text = remoteRoutesModule();
    const entries = [...text.matchAll(/'([\w-]+)\/routes': \(\) => import\('([^']+)'\)/g)];
    expect(entries.map((m) => m[1])).toEqual(REMOTE_NAMES);
    for (const [, name, path] of entries) {
      expect(existsSync(join(here, `${path}.tsx`)), `${name}: ${path}`).toBe(true);
    }
  });
});
