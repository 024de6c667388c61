/**
 * The options of `pnpm bench` (bench/bench.ts has the usage) and what follows from them: the
 * sections to measure, the runs, the ports and URLs of the two variants. Read once, when
 * loaded: an unknown section in --only stops the bench here, before it builds anything. Sets
 * PORT_BASE for what the bench starts (default 3900).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIDE_RUN_OFFSETS } from '../shared/workspace/apps';
import { appOrigin } from '../shared/workspace/ports';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? undefined;
const flag = (name: string) => process.argv.includes(`--${name}`);

export const SECTIONS = ['js', 'start', 'lighthouse', 'visits', 'second', 'taps', 'trace'] as const;
export type Section = (typeof SECTIONS)[number];
/** What the server changes: the sections measured again behind nginx. */
export const NGINX_SECTIONS: Section[] = ['start', 'lighthouse', 'visits', 'second'];
const only = arg('only')?.split(',');
const unknown = only?.filter((s) => !(SECTIONS as readonly string[]).includes(s)) ?? [];
if (unknown.length)
  throw new Error(`--only: unknown ${unknown.join(', ')} (${SECTIONS.join(', ')})`);
/** The sections of --only (all by default), Lighthouse left out with --skip-lighthouse. */
export const sections = new Set<Section>(
  SECTIONS.filter((s) => (only ? only.includes(s) : true)).filter(
    (s) => !(s === 'lighthouse' && flag('skip-lighthouse')),
  ),
);

export const BASE = Number(process.env.PORT_BASE) || 3900;
process.env.PORT_BASE = String(BASE);
export const RUNS = Number(arg('runs')) || 5;
/** The runs of the longer measurements (visits, second visits, taps). */
export const FEW_RUNS = Math.min(RUNS, 3);
export const SPA_DIST = 'dist-spa';
export const FEDERATED_URL = appOrigin('host', 'localhost', BASE);
export const SPA_PORT = BASE + SIDE_RUN_OFFSETS.benchSpa;
export const SPA_URL = `http://localhost:${SPA_PORT}`;
export const API_URL = appOrigin('api', 'localhost', BASE);
export const NGINX_PORT = BASE + SIDE_RUN_OFFSETS.benchNginxBase;
export const withNginx = flag('nginx');
export const noBuild = flag('no-build');
/**
 * The trace section also records V8's sampler and prints the functions its time is spent in.
 * The sampler costs the page time of its own: its traces' figures are not comparable with a run
 * without it.
 */
export const cpuProfile = flag('cpu-profile');
