import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  APP_NAMES,
  APPS,
  DEFAULT_PORT_BASE,
  EXTRA_HOST_OFFSETS,
  PORT_OFFSETS,
  prefixesOf,
  REMOTE_NAMES,
  SERVICE_OFFSETS,
  SIDE_RUN_OFFSETS,
} from './apps';
import { appPort } from './ports';

const readJson = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));

describe('the apps table (shared/workspace/apps.ts)', () => {
  it("names each app's folder and the package in it", () => {
    for (const name of APP_NAMES) {
      expect(readJson(`${APPS[name].dir}/package.json`).name, name).toBe(APPS[name].package);
    }
  });

  it('gives every app and service its own port, clear of the extra hosts', () => {
    const offsets = [...Object.values(PORT_OFFSETS), ...EXTRA_HOST_OFFSETS];
    expect(new Set(offsets).size).toBe(offsets.length);
    // the first four remotes; one added later (pnpm new:remote) takes the next offset
    expect(REMOTE_NAMES.slice(0, 4)).toEqual(['adcenter', 'plan', 'wallet', 'messaging']);
    expect(appPort('host', DEFAULT_PORT_BASE)).toBe(3000);
    expect(REMOTE_NAMES.map((name) => appPort(name, 4000))).toEqual(
      REMOTE_NAMES.map((_, i) => 4001 + i),
    );
    expect([appPort('api', 4000), appPort('collector', 4000)]).toEqual([4010, 4011]);
  });

  it("keeps the side runs' ports apart and above the apps', so a new remote meets none", () => {
    const sideRuns = Object.values(SIDE_RUN_OFFSETS);
    const others = [...Object.values(SERVICE_OFFSETS), ...sideRuns];
    expect(new Set(others).size).toBe(others.length);
    const highestApp = Math.max(...APP_NAMES.map((name) => APPS[name].offset));
    expect(Math.min(...others)).toBeGreaterThan(highestApp);
  });

  it('gives each remote a probe: a route it owns, titled by a key of its English strings', () => {
    for (const name of REMOTE_NAMES) {
      const { route, title, ready } = APPS[name].probe;
      expect(
        prefixesOf(name).some((p) => route === p || route.startsWith(`${p}/`)),
        name,
      ).toBe(true);
      const [group = '', leaf = ''] = title.split('.');
      const en = readJson(`${APPS[name].dir}/src/locales/en.json`);
      expect(typeof en[group]?.[leaf], `${name}: ${title}`).toBe('string');
      expect(ready, name).toMatch(/^[a-z][\w-]*$/);
    }
  });

  it('gives each remote "/segment" prefixes no other remote owns', () => {
    const all = REMOTE_NAMES.flatMap(prefixesOf);
    for (const prefix of all) expect(prefix).toMatch(/^\/[a-z0-9-]+$/);
    expect(new Set(all).size).toBe(all.length);
  });
});
