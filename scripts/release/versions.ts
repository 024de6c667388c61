/**
 * Second builds of a remote served beside its live one, to try a release locally: what
 * `pnpm build:version <remote> <version>` writes into `deploy/local/versions/<remote>/<version>/`
 * (build-version.ts) a remote's local server (scripts/serving/serve.ts) answers under
 * `/versions/<version>/…`, with the headers of its live build. So a canary's manifest is
 * `http://localhost:3003/versions/v2/mf-manifest.json`, and its files resolve beside it (the
 * remotes' assetPrefix is 'auto'). The folder is outside every app's `dist/`: a build or a start
 * (scripts/dev/start.sh) leaves it alone.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the versions of `remote` are built and served from. */
export const versionsDir = (remote: string) => join(root, 'deploy/local/versions', remote);

/** A version's name: what `pnpm release --version` accepts too. */
export const VERSION_NAME = /^[\w.+-]{1,64}$/;

const PREFIX = /^\/versions\/([^/]+)(\/.*)$/;

/** The version a path asks for and the path within it, or null. */
export function versionPath(pathname: string): { version: string; inner: string } | null {
  const m = PREFIX.exec(pathname);
  if (!m || !VERSION_NAME.test(m[1] ?? '')) return null;
  return { version: m[1] ?? '', inner: m[2] ?? '/' };
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The handler of `/versions/<version>/…` for a remote's versions folder: the file from that
 * version's folder (looked up on every request, so a version built while served is served), or
 * `next()` when there is none.
 */
export function versionFiles(folder: string, vary: (pathname: string) => string) {
  const handlers = new Map<string, Handler>();
  return (version: string, req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const dist = join(folder, version);
    if (!existsSync(dist)) return next();
    let files = handlers.get(version);
    if (!files) {
      files = sirv(dist, {
        dev: true,
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders: (r, pathname) => r.setHeader('Vary', vary(pathname)),
      }) as Handler;
      handlers.set(version, files);
    }
    files(req, res, next);
  };
}
