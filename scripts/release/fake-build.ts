/**
 * For the release's unit tests: a remote's build as a CDN serves it — a federation manifest, its
 * entry and the files of its `./routes` expose — and a host's manifest saying what it provides,
 * each on a local HTTP server of its own. A build can be broken on purpose: files missing,
 * served with the wrong type, no CORS, or built against a newer shared contract.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FILES = {
  entry: 'static/js/wallet.1a2b3c.js',
  routes: 'static/js/async/__federation_expose_routes.4d5e6f.js',
  page: 'static/js/async/wallet-page.7a8b9c.js',
  pageCss: 'static/css/async/wallet-page.0d1e2f.css',
};

export function fakeManifest(sharedRequired = '^1.8.0') {
  return {
    id: 'wallet',
    name: 'wallet',
    metaData: {
      name: 'wallet',
      globalName: 'wallet',
      publicPath: 'auto',
      buildInfo: { buildVersion: 'v2', buildName: '@adnet/remote-wallet' },
      remoteEntry: { name: FILES.entry, path: '', type: 'global' },
    },
    shared: [
      {
        name: '@adnet/shared',
        version: sharedRequired.replace('^', ''),
        requiredVersion: sharedRequired,
        singleton: true,
      },
    ],
    exposes: [
      {
        id: 'wallet:routes',
        name: 'routes',
        path: './routes',
        assets: {
          js: { sync: [FILES.routes], async: [FILES.page] },
          css: { sync: [], async: [FILES.pageCss] },
        },
      },
    ],
  };
}

export interface FakeBuildOptions {
  /** files (of FILES) answered 404 */
  missing?: string[];
  /** files answered with this content type instead of theirs */
  wrongType?: string[];
  /** the `@adnet/shared` requirement of the manifest */
  sharedRequired?: string;
  /** false: the manifest answers without CORS */
  cors?: boolean;
}

export interface Served {
  origin: string;
  /** every path asked for, in order */
  asked: string[];
  close(): Promise<void>;
}

async function listen(server: Server, asked: string[]): Promise<Served> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    asked,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

const typeOf = (path: string) =>
  path.endsWith('.json')
    ? 'application/json'
    : path.endsWith('.css')
      ? 'text/css; charset=utf-8'
      : 'text/javascript; charset=utf-8';

export function serveBuild(options: FakeBuildOptions = {}): Promise<Served> {
  const asked: string[] = [];
  const files = new Map<string, string>([
    ['mf-manifest.json', JSON.stringify(fakeManifest(options.sharedRequired))],
    ...Object.values(FILES).map((f) => [f, `/* ${f} */`] as [string, string]),
  ]);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').slice(1).split('?')[0] ?? '';
    asked.push(path);
    const body = files.get(path);
    if (body === undefined || options.missing?.includes(path)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': options.wrongType?.includes(path) ? 'text/html' : typeOf(path),
    };
    if (options.cors !== false && req.headers.origin) {
      headers['Access-Control-Allow-Origin'] = req.headers.origin;
    }
    res.writeHead(200, headers).end(body);
  });
  return listen(server, asked);
}

/** A host whose manifest provides `@adnet/shared` at `version`. */
export function serveHost(version = '1.8.0'): Promise<Served> {
  const asked: string[] = [];
  const manifest = JSON.stringify({
    shared: [{ name: '@adnet/shared', version, requiredVersion: `^${version}`, singleton: true }],
  });
  const server = createServer((req, res) => {
    asked.push(req.url ?? '/');
    if (req.url !== '/mf-manifest.json') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(manifest);
  });
  return listen(server, asked);
}
