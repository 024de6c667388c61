import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  APP_NAMES,
  APPS,
  DEFAULT_PORT_BASE,
  EXTRA_HOST_OFFSETS,
  MAX_APP_OFFSET,
  PORT_OFFSETS,
  prefixesOf,
  REMOTE_NAMES,
  SIDE_RUN_OFFSETS,
  SIDE_RUN_SPAN,
  type SideRunName,
  sideRunOffsets,
  TOPOLOGY_OFFSETS,
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

/**
 * The ports Chromium refuses to load from (`kRestrictedPorts` of Chromium's
 * net/base/port_util.cc: net::ERR_UNSAFE_PORT) and those Node's `fetch` refuses (the Fetch
 * standard's "bad ports": the same, and 4190 and 6679, which Chromium 156 still allows).
 */
const REFUSED_PORTS = [
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
];
/** The PORT_BASEs a run may take: 3000 (the default) to 5000 by hundreds, 3900 (the bench's) among them. */
const BASES = Array.from({ length: 21 }, (_, i) => 3000 + 100 * i);

describe('the side runs beside the usual topology (SIDE_RUN_OFFSETS)', () => {
  const sideRuns = Object.keys(SIDE_RUN_OFFSETS) as SideRunName[];
  /** Who occupies each offset: the usual topology and every side run. */
  const owners = new Map<number, string[]>();
  for (const [who, offsets] of [
    ['the usual topology', TOPOLOGY_OFFSETS] as const,
    ...sideRuns.map((name) => [name, sideRunOffsets(name)] as const),
  ]) {
    for (const offset of offsets) owners.set(offset, [...(owners.get(offset) ?? []), who]);
  }
  const taken = [...owners.keys()].sort((a, b) => a - b);

  it('gives a base the whole topology on it, with room for new remotes, and its extras', () => {
    expect(TOPOLOGY_OFFSETS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const highestApp = Math.max(...APP_NAMES.map((name) => APPS[name].offset));
    expect(highestApp).toBeLessThanOrEqual(MAX_APP_OFFSET);
    const nginx = SIDE_RUN_OFFSETS.benchNginxBase;
    expect(sideRunOffsets('benchNginxBase')).toEqual([
      ...TOPOLOGY_OFFSETS.map((o) => nginx + o),
      nginx + SIDE_RUN_OFFSETS.benchSpa,
    ]);
    expect(sideRunOffsets('contractNext')).toEqual([SIDE_RUN_OFFSETS.contractNext]);
  });

  it('lets no two of them, nor the usual topology, share a port', () => {
    const shared = [...owners]
      .filter(([, who]) => who.length > 1)
      .map(([offset, who]) => `+${offset}: ${who.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it(`keeps every port below PORT_BASE + ${SIDE_RUN_SPAN}, and below 65535 up to PORT_BASE 5000`, () => {
    expect(taken.filter((offset) => offset >= SIDE_RUN_SPAN)).toEqual([]);
    expect(5000 + Math.max(...taken)).toBeLessThan(65535);
  });

  it("puts none on a port Chromium or Node's fetch refuses, for PORT_BASE 3000 to 5000 by hundreds", () => {
    const refused = BASES.flatMap((base) =>
      taken
        .filter((offset) => REFUSED_PORTS.includes(base + offset))
        .map(
          (offset) =>
            `${base + offset} (PORT_BASE ${base} + ${offset}: ${owners.get(offset)?.join(', ')})`,
        ),
    );
    expect(refused).toEqual([]);
  });
});
