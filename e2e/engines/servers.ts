/**
 * What the engines run serves, on PORT_BASE as the Chromium suite does (e2e/support/env.ts): the
 * sandbox API in test mode with a fresh data file of its own, and the five production builds
 * through scripts/serving/serve.ts's `serveApp` (the shipped headers), here in this process so that a
 * flow can hold an app's scripts or take an app down (`Gate`) where the Chromium suite routes
 * requests in the browser.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appConfigFile,
  type ServedApp,
  serveApp,
  writeDefaultConfig,
} from '../../scripts/serving/serve';
import { APP_NAMES } from '../../shared/workspace/apps';
import { appOrigin, appPort } from '../../shared/workspace/ports';
import { API_URL, HOST_URL, PORT_BASE } from '../support/env';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Lets a flow change how one app answers: `down` drops every connection (a server that is
 * gone), `holdScripts` keeps every `/static/js/` request waiting until `open()`.
 */
export class Gate {
  mode: 'open' | 'down' | 'holdScripts' = 'open';
  held = 0;
  private waiting: (() => void)[] = [];

  open() {
    this.mode = 'open';
    for (const release of this.waiting.splice(0)) release();
  }

  wrap(server: Server) {
    const [handler] = server.listeners('request') as ((
      req: IncomingMessage,
      res: ServerResponse,
    ) => void)[];
    if (!handler) throw new Error('the server has no request handler');
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (this.mode === 'down') {
        req.socket.destroy();
        return;
      }
      if (this.mode === 'holdScripts' && (req.url ?? '').startsWith('/static/js/')) {
        this.held += 1;
        this.waiting.push(() => handler.call(server, req, res));
        return;
      }
      handler.call(server, req, res);
    });
  }
}

export interface Served {
  gates: Record<ServedApp, Gate>;
  stop(): Promise<void>;
}

async function waitForUrl(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sandbox API exited: ${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer: ${log()}`);
}

export async function startServers(): Promise<Served> {
  const dataFile = join(tmpdir(), `adnet-engines-${PORT_BASE}.db`);
  rmSync(dataFile, { force: true });
  const sandbox = spawn('pnpm', ['exec', 'tsx', '../sandbox-api/src/main.ts'], {
    cwd: join(here, '..'),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      SANDBOX_PORT: String(appPort('api')),
      SANDBOX_TEST_MODE: '1',
      SANDBOX_DATA: dataFile,
      SANDBOX_ORIGINS: [HOST_URL, appOrigin('host', '127.0.0.1')].join(','),
      SANDBOX_PUBLIC_URL: API_URL,
      PORT_BASE: String(PORT_BASE),
    },
  });
  let sandboxLog = '';
  sandbox.stderr?.on('data', (d: Buffer) => {
    sandboxLog = (sandboxLog + d.toString()).slice(-2000);
  });
  let stopping = false;
  sandbox.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`sandbox API exited during the run (${signal ?? code}): ${sandboxLog}`);
    }
  });
  const servers: Server[] = [];
  const stop = async () => {
    stopping = true;
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    if (sandbox.pid && sandbox.exitCode === null) {
      try {
        process.kill(-sandbox.pid, 'SIGTERM');
      } catch {
        // gone already
      }
    }
  };
  try {
    const config = appConfigFile();
    // the run's scratch config is written fresh; a named one (APP_CONFIG) is served as it is
    writeDefaultConfig(config, !process.env.APP_CONFIG);
    const gates = {} as Record<ServedApp, Gate>;
    for (const app of APP_NAMES) {
      const server = await serveApp(app, undefined, app === 'host' ? { config } : {});
      servers.push(server);
      gates[app] = new Gate();
      gates[app].wrap(server);
    }
    await waitForUrl(`${API_URL}/basic_config?lang=en`, sandbox, () => sandboxLog);
    return { gates, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
