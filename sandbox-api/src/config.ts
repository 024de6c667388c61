/** Sandbox settings from the environment (see README.md). */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTRA_HOST_OFFSETS } from '../../shared/workspace/apps';
import { appPort, extraHostOrigin, portBase } from '../../shared/workspace/ports';
import { hostOrigins, type SandboxOptions } from './server';

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  const origins = env.SANDBOX_ORIGINS?.split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const testMode = env.SANDBOX_TEST_MODE === '1' || env.SANDBOX_TEST_MODE === 'true';
  // In test mode only: the extra hosts deploy tests start beside the usual one with their own
  // app-config.json (e2e/tests/deploy, EXTRA_HOST_OFFSETS of shared/workspace/apps.ts).
  const base = portBase(env);
  const testHost = testMode
    ? EXTRA_HOST_OFFSETS.map((offset) => extraHostOrigin('localhost', offset, base))
    : [];
  return {
    port: intEnv(env, 'SANDBOX_PORT', appPort('api', base)),
    dataFile: resolve(env.SANDBOX_DATA || resolve(PACKAGE_DIR, 'data/state.db')),
    testMode,
    tickMs: intEnv(env, 'SANDBOX_TICK_MS', 5000),
    origins: [...(origins?.length ? origins : hostOrigins(base)), ...testHost],
    tokenTtlSeconds: intEnv(env, 'SANDBOX_TOKEN_TTL_SECONDS', 24 * 3600),
    publicUrl: env.SANDBOX_PUBLIC_URL || undefined,
    host: env.SANDBOX_HOST || undefined,
    log: env.SANDBOX_LOG === '1',
  };
}
