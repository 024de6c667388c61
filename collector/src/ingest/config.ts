/** Collector settings from the environment (README.md "Settings"). */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPort, portBase } from '@adnet/shared/workspace/ports';

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** 512 KiB: a page session's batch is a few KiB; far more is a bug or an attack. */
export const DEFAULT_MAX_BODY = 512 * 1024;

export interface CollectorSettings {
  port: number;
  origins: string[];
  maxBody: number;
  dbFile: string;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return n;
}

/** The database of a port: one file per local topology, as the sandbox has its data file. */
export function defaultDbFile(port: number): string {
  return resolve(PACKAGE_DIR, 'data', `telemetry-${port}.sqlite`);
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): CollectorSettings {
  const base = portBase(env);
  const port = positiveInt(env, 'COLLECTOR_PORT', appPort('collector', base));
  const host = appPort('host', base);
  const origins = env.COLLECTOR_ORIGINS?.split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port,
    origins: origins?.length ? origins : [`http://localhost:${host}`, `http://127.0.0.1:${host}`],
    maxBody: positiveInt(env, 'COLLECTOR_MAX_BODY', DEFAULT_MAX_BODY),
    dbFile: resolve(env.COLLECTOR_DB || defaultDbFile(port)),
  };
}
