/**
 * Ports and URLs of the e2e run: PORT_BASE moves the whole topology (shared/workspace/apps.ts
 * has the apps and their offsets, shared/workspace/ports.ts reads PORT_BASE).
 *
 * A remote team's own run (scripts/dev/test-remote.mjs) narrows it:
 * - `HOST_URL` tests against a host that is already running somewhere (its own
 *   app-config.json decides where the API and the remotes are); no local host is served.
 * - `API_URL` uses a sandbox API that is already running; else one is started in test mode.
 * - `E2E_APPS=host,wallet` serves only these apps with scripts/serving/serve.ts (default: all five,
 *   less the host when HOST_URL is given); the other remotes are simply absent.
 * - `E2E_REMOTES=adcenter,wallet` names the remotes the host under test can load (default:
 *   the remotes of E2E_APPS, or every remote); `needsRemotes()` in fixtures.ts skips on it.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_URL } from '../../scripts/serving/sandbox-client';
import {
  APP_NAMES,
  type AppName,
  REMOTE_NAMES,
  type RemoteName,
} from '../../shared/workspace/apps';
import { appOrigin, appPort, portBase } from '../../shared/workspace/ports';

export type { AppName, RemoteName };
export const PORT_BASE = portBase();
const trimSlash = (url: string) => url.replace(/\/+$/, '');
/** True when the host under test is not one this run serves (HOST_URL given). */
export const EXTERNAL_HOST = Boolean(process.env.HOST_URL);
export const HOST_URL = trimSlash(process.env.HOST_URL || appOrigin('host'));
/** True when the sandbox API is not one this run starts (API_URL given). */
export const EXTERNAL_API = Boolean(process.env.API_URL);
export { API_URL };
/**
 * The telemetry collector of the run (collector/), always started by playwright.config.ts on
 * its port (PORT_BASE + 11) with a fresh database: a spec reads what the host sent with
 * `healthReport({ db: COLLECTOR_DB })` (collector/src/report/report.ts) or
 * `pnpm health --json --db $COLLECTOR_DB`.
 */
export const COLLECTOR_URL = appOrigin('collector');
export const COLLECTOR_DB = join(tmpdir(), `adnet-e2e-telemetry-${PORT_BASE}.sqlite`);
export const REMOTE_PORTS = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, appPort(name)]),
) as Record<RemoteName, number>;

export const REMOTES = REMOTE_NAMES;
const APPS = APP_NAMES;

function appList(value: string | undefined, known: readonly string[], name: string) {
  if (value === undefined) return undefined;
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = list.filter((s) => !known.includes(s));
  if (unknown.length) throw new Error(`${name}: unknown app ${unknown.join(', ')}`);
  return list;
}

/** The apps scripts/serving/serve.ts serves for this run, host first. */
export const SERVED_APPS: AppName[] = (
  (appList(process.env.E2E_APPS, APPS, 'E2E_APPS') as AppName[] | undefined) ?? APPS
)
  .filter((app) => !(EXTERNAL_HOST && app === 'host'))
  .sort((a, b) => APPS.indexOf(a) - APPS.indexOf(b));

/** The remotes the host under test can load. */
export const AVAILABLE_REMOTES: RemoteName[] =
  (appList(process.env.E2E_REMOTES, REMOTES, 'E2E_REMOTES') as RemoteName[] | undefined) ??
  (process.env.E2E_APPS === undefined ? REMOTES : REMOTES.filter((r) => SERVED_APPS.includes(r)));
