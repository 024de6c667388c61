/**
 * Serves the production builds, each app on its own origin as it would be deployed:
 * host on PORT_BASE (3000), remotes on +1..+4. The host's app-config.json is answered for
 * the ports in use, so the same build runs on any PORT_BASE. CORS only for our origins.
 */

import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { type AppName, appPort, knownOrigins, runtimeConfig } from '../shared/build/ports';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const APP_DIRS: Record<Exclude<AppName, 'api'>, string> = {
  host: 'host',
  adcenter: 'remote-adcenter',
  plan: 'remote-plan',
  wallet: 'remote-wallet',
  messaging: 'remote-messaging',
};

export function serveApp(name: Exclude<AppName, 'api'>, port = appPort(name)): Promise<Server> {
  const dist = join(root, APP_DIRS[name], 'dist');
  if (!existsSync(dist)) throw new Error(`${dist} is missing: run the build first`);
  const origins = new Set(knownOrigins());
  const files = sirv(dist, { etag: true, gzip: false, dev: false, single: name === 'host' });
  const config = JSON.stringify(runtimeConfig());
  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    if (name === 'host' && req.url?.split('?')[0] === '/app-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(config);
      return;
    }
    if (req.url?.endsWith('.html') || req.url === '/' || req.url?.endsWith('mf-manifest.json')) {
      res.setHeader('Cache-Control', 'no-cache');
    }
    files(req, res, () => {
      res.writeHead(404).end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

async function main() {
  // A dist/ rebuilt while it is being served makes a read fail: answer that request, not die.
  process.on('uncaughtException', (e) => console.error('serve:', e.message));
  const names = (
    process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(APP_DIRS)
  ) as Exclude<AppName, 'api'>[];
  for (const name of names) {
    await serveApp(name);
    console.log(`${name.padEnd(10)} http://localhost:${appPort(name)}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void main();
}
