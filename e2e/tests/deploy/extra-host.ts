/**
 * A host of a deploy spec's own, beside the run's (redeploy-by-config, canary-health,
 * canary-leave, release-controller): the host's build on a side-run port of its own
 * (`SIDE_RUN_OFFSETS` of shared/workspace/apps.ts) answering with an app-config.json of its own,
 * written for the local topology into a temp folder and edited by the spec, and wallet builds
 * (its canaries) served beside it, each on a side-run port of its own.
 *
 * `extraHost()` registers the spec's `beforeAll`, which makes the builds and starts the servers,
 * and its `afterAll`, which stops them and removes the folder. The spec then runs in the first
 * project only: its ports are fixed, and nothing it tests depends on the viewport.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteEntry, RuntimeConfig } from '#repo/host/src/remotes/runtime-config.ts';
import { serveApp, writeDefaultConfig } from '#repo/scripts/serving/serve.ts';
import { SIDE_RUN_OFFSETS, type SideRunName } from '#repo/shared/workspace/apps.ts';
import { PORT_BASE } from '../../support/env';
import { test } from '../../support/fixtures';
import { root } from './wallet-build';

/** `http://localhost:<port>` of a side run of this run. */
export const sideRunOrigin = (name: SideRunName) =>
  `http://localhost:${PORT_BASE + SIDE_RUN_OFFSETS[name]}`;

/** Reads the config file, lets `change` edit its wallet entry (and the rest), writes it back. */
export function editWallet(
  configFile: string,
  change: (wallet: RemoteEntry, config: RuntimeConfig) => void,
): void {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as RuntimeConfig;
  const wallet = config.remotes.find((r) => r.name === 'wallet');
  if (!wallet) throw new Error(`${configFile} has no wallet entry`);
  change(wallet, config);
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
}

export interface ExtraHostSetup {
  /** The temp folder is named `adnet-<name>-…`. */
  name: string;
  /** The side run whose port the host is served on. */
  host: SideRunName;
  /** The `beforeAll`'s time limit, for the builds. */
  timeout?: number;
  /**
   * The wallet builds to serve, each by the side run whose port it is served on, in that
   * order; made in the temp folder `dir` or elsewhere (./wallet-build.ts, ./faulty-wallet.ts).
   */
  wallets: (dir: string) => Promise<Partial<Record<SideRunName, string>>>;
  /** Serve a copy of the host's build (`hostDist`) that a test may deploy into. */
  copyHostDist?: boolean;
  /** The config's first edit, as `editWallet` makes it. */
  config?: (wallet: RemoteEntry, config: RuntimeConfig) => void;
}

export interface ExtraHost {
  /** The host's origin. */
  url: string;
  /** Once the `beforeAll` has run: the temp folder, the host's app-config.json in it. */
  readonly dir: string;
  readonly configFile: string;
  /** The copy of the host's build it serves (with `copyHostDist`). */
  readonly hostDist: string;
}

export function extraHost(setup: ExtraHostSetup): ExtraHost {
  const at = { dir: '', configFile: '', hostDist: '' };
  let servers: Server[] = [];

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  test.beforeAll(async ({}, testInfo) => {
    test.skip(
      testInfo.project.name !== testInfo.config.projects[0]?.name,
      'runs in the first project only (fixed ports, viewport-independent)',
    );
    if (setup.timeout) testInfo.setTimeout(setup.timeout);
    at.dir = mkdtempSync(join(tmpdir(), `adnet-${setup.name}-`));
    const wallets = await setup.wallets(at.dir);
    at.configFile = join(at.dir, 'app-config.json');
    writeDefaultConfig(at.configFile);
    if (setup.config) editWallet(at.configFile, setup.config);
    if (setup.copyHostDist) {
      at.hostDist = join(at.dir, 'host-dist');
      cpSync(join(root, 'host/dist'), at.hostDist, { recursive: true });
    }
    servers.push(
      await serveApp('host', PORT_BASE + SIDE_RUN_OFFSETS[setup.host], {
        config: at.configFile,
        dist: at.hostDist || undefined,
      }),
    );
    for (const [name, dist] of Object.entries(wallets) as [SideRunName, string][]) {
      servers.push(await serveApp('wallet', PORT_BASE + SIDE_RUN_OFFSETS[name], { dist }));
    }
  });

  test.afterAll(() => {
    for (const s of servers) s.close();
    servers = [];
    if (at.dir) rmSync(at.dir, { recursive: true, force: true });
  });

  return {
    url: sideRunOrigin(setup.host),
    get dir() {
      return at.dir;
    },
    get configFile() {
      return at.configFile;
    },
    get hostDist() {
      return at.hostDist;
    },
  };
}
