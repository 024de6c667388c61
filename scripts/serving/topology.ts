/**
 * The local topology for shell scripts, from shared/workspace/apps.ts: one `NAME='value'` line per
 * fact, for `eval`:
 *
 *   eval "$(PORT_BASE=4000 pnpm exec tsx scripts/serving/topology.ts)"
 *
 * sets PORT_BASE (as the TypeScript side reads it: 3000 unless a positive whole number is
 * given), DEFAULT_PORT_BASE, <APP>_PORT for each app and service (HOST_PORT, WALLET_PORT,
 * API_PORT, COLLECTOR_PORT, …), APP_DIRS (the five folders, host first), REMOTE_PORTS (the
 * four remotes' ports, in the order of apps.ts) and the side runs' ports of SIDE_RUN_OFFSETS:
 * `<NAME>_PORT` for a port of its own (BENCH_SPA_PORT), `<NAME>_BASE` for the PORT_BASE of a
 * topology of its own (DEV_LOOP_BASE, NEW_REMOTE_CHECK_BASE).
 */
import { fileURLToPath } from 'node:url';
import {
  APP_NAMES,
  APPS,
  DEFAULT_PORT_BASE,
  REMOTE_NAMES,
  SIDE_RUN_OFFSETS,
} from '../../shared/workspace/apps';
import { appPort, type PortName, portBase } from '../../shared/workspace/ports';

const PORTS: PortName[] = [...APP_NAMES, 'api', 'collector'];

/** `devLoopBase` → DEV_LOOP_BASE, `benchSpa` → BENCH_SPA_PORT. */
const sideRunName = (key: string) => {
  const snake = key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
  return snake.endsWith('_BASE') ? snake : `${snake}_PORT`;
};

/** The topology on `base` as shell assignments, one a line. */
export function shellTopology(base = portBase()): string {
  const quote = (value: string | number) => `'${String(value).replace(/'/g, `'\\''`)}'`;
  const facts: [string, string | number][] = [
    ['PORT_BASE', base],
    ['DEFAULT_PORT_BASE', DEFAULT_PORT_BASE],
    ...PORTS.map((name): [string, number] => [`${name.toUpperCase()}_PORT`, appPort(name, base)]),
    ['APP_DIRS', APP_NAMES.map((name) => APPS[name].dir).join(' ')],
    ['REMOTE_PORTS', REMOTE_NAMES.map((name) => appPort(name, base)).join(' ')],
    ...Object.entries(SIDE_RUN_OFFSETS).map(([key, offset]): [string, number] => [
      sideRunName(key),
      base + offset,
    ]),
  ];
  return `${facts.map(([name, value]) => `${name}=${quote(value)}`).join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(shellTopology());
}
