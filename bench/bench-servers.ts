/**
 * What `pnpm bench` (bench/bench.ts) runs the two variants with: the builds, the sandbox API
 * and the static servers (scripts/serving/serve.ts, the federated apps and the SPA), the
 * browser, and the sizes of the remotes' entries as built. nginx is bench/bench-nginx.ts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { withSnapshots } from '../scripts/deploy/config-snapshot';
import { configText } from '../scripts/release/config-writer';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/serving/browser';
import { REMOTE_NAMES, SIDE_RUN_OFFSETS } from '../shared/workspace/apps';
import { appPort, runtimeConfig } from '../shared/workspace/ports';
import {
  API_URL,
  BASE,
  FEDERATED_URL,
  NGINX_PORT,
  root,
  SPA_DIST,
  SPA_PORT,
  SPA_URL,
} from './bench-options';

// serve.ts reads PORT_BASE when loaded: import it after bench-options has set it.
export const { serveApp, APP_DIRS } = await import('../scripts/serving/serve');

/** Builds the five apps and the SPA variant of the host; the seconds each took. */
export function build() {
  const t0 = performance.now();
  execFileSync('node', ['scripts/deploy/build-all.mjs'], { cwd: root, stdio: 'inherit' });
  const t1 = performance.now();
  execFileSync('pnpm', ['exec', 'rsbuild', 'build', '-c', '../bench/spa/rsbuild.config.ts'], {
    cwd: join(root, 'host'),
    stdio: 'inherit',
    env: { ...process.env, ADNET_DIST_DIR: SPA_DIST },
  });
  execFileSync('node', ['scripts/deploy/compress.mjs', join(root, 'host', SPA_DIST)], {
    cwd: root,
    stdio: 'inherit',
  });
  return { federated: (t1 - t0) / 1000, spa: (performance.now() - t1) / 1000 };
}

export interface Topology {
  close(): Promise<void>;
}

async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The run-time config as a deploy leaves it (docs/deploy.md, "Snapshots"): this topology's
 * config with each remote's snapshot read from its served manifest, so the host loads a
 * remote's first route without asking for its manifest. Written to the bench's own file.
 */
async function deployedConfig(): Promise<string> {
  const file = join(tmpdir(), `adnet-bench-config-${BASE}.json`);
  const { config, problems } = await withSnapshots(runtimeConfig('localhost', BASE));
  if (problems.length) throw new Error(`bench config: no snapshot for ${problems.join(', ')}`);
  writeFileSync(file, configText(config));
  return file;
}

/** The sandbox API and the static servers of both variants. */
export async function startTopology(): Promise<Topology> {
  const dataFile = join(tmpdir(), `adnet-bench-${BASE}.db`);
  rmSync(dataFile, { force: true });
  const nginxOrigins = [NGINX_PORT, NGINX_PORT + SIDE_RUN_OFFSETS.benchSpa].map(
    (p) => `https://localhost:${p}`,
  );
  const api: ChildProcess = spawn('pnpm', ['exec', 'tsx', 'sandbox-api/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      SANDBOX_PORT: String(appPort('api', BASE)),
      SANDBOX_TEST_MODE: '1',
      SANDBOX_DATA: dataFile,
      SANDBOX_ORIGINS: [FEDERATED_URL, SPA_URL, ...nginxOrigins].join(','),
      SANDBOX_PUBLIC_URL: API_URL,
    },
  });
  const servers: Server[] = [];
  // The remotes first: the host's config is written with their snapshots, as a deploy does.
  for (const name of REMOTE_NAMES) servers.push(await serveApp(name));
  const config = await deployedConfig();
  servers.push(await serveApp('host', appPort('host', BASE), { config }));
  const spaDist = join(root, 'host', SPA_DIST);
  if (existsSync(spaDist)) {
    servers.push(await serveApp('host', SPA_PORT, { dist: spaDist, config }));
  }
  await waitFor(`${API_URL}/basic_config?lang=en`);
  return {
    async close() {
      for (const s of servers) s.close();
      if (api.pid) process.kill(-api.pid);
    },
  };
}

export async function launch(extraArgs: string[]): Promise<Browser> {
  const executablePath = chromiumExecutable();
  return chromium.launch({
    executablePath,
    args: [...(executablePath ? CHROMIUM_ARGS : []), ...extraArgs],
  });
}

/**
 * What a served file has at a place (0-based line and column, as V8 counts), for the trace
 * section's hottest functions: `:port/path` is read from the dist folder served on that port.
 */
export function servedCode(path: string, line: number, column: number): string | undefined {
  const match = /^:(\d+)(\/.*)$/.exec(path);
  if (!match) return undefined;
  const port = Number(match[1]);
  const dist =
    port === SPA_PORT
      ? join(root, 'host', SPA_DIST)
      : Object.entries(APP_DIRS)
          .filter(([name]) => appPort(name as keyof typeof APP_DIRS, BASE) === port)
          .map(([, dir]) => join(root, dir, 'dist'))[0];
  const file = dist && join(dist, match[2] === '/' ? 'index.html' : (match[2] as string));
  if (!file || !existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8').split('\n')[line];
  return text?.slice(column, column + 60).replace(/\s+/g, ' ');
}

/** Each remote's entry (remoteEntry), gzip -9. */
export function remoteEntrySizes(): [string, number][] {
  const rows: [string, number][] = [];
  for (const [name, dir] of Object.entries(APP_DIRS)) {
    if (name === 'host') continue;
    const manifest = JSON.parse(readFileSync(join(root, dir, 'dist/mf-manifest.json'), 'utf8')) as {
      metaData: { remoteEntry: { name: string; path: string } };
    };
    const { name: file, path } = manifest.metaData.remoteEntry;
    const body = readFileSync(join(root, dir, 'dist', path, file));
    rows.push([name, gzipSync(body, { level: 9 }).length]);
  }
  return rows;
}
