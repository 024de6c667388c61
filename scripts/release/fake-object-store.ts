/**
 * For the object-store writer's tests: a store and a CDN edge in front of it, each a real HTTP
 * server on this machine.
 *
 * - The **store** keeps objects by path, each with a strong ETag (`"<n>-<sha1>"`, new on every
 *   write); GET answers it, PUT with an `If-Match` that is not the object's ETag answers 412 and
 *   stores nothing. It can ask for a bearer token, hold PUTs until several are in (to make two
 *   writers race for real), or never answer (a store that hangs).
 * - The **edge** serves GET from its cache, filled from the store on a miss and kept until a
 *   `PURGE` of the path (as an edge with a long TTL would); it can fail the next purges.
 * Both record every request (method, path, authorization, if-match).
 */
import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  authorization?: string;
  ifMatch?: string;
  status?: number;
}

export interface Running {
  origin: string;
  seen: Seen[];
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closer = (server: Server) => () =>
  new Promise<void>((r) => {
    server.closeAllConnections();
    server.close(() => r());
  });

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const record = (req: IncomingMessage): Seen => ({
  method: req.method ?? '',
  path: req.url ?? '',
  ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
  ...(req.headers['if-match'] ? { ifMatch: String(req.headers['if-match']) } : {}),
});

export interface StoreOptions {
  /** the token a request must carry, as `Bearer <token>`; none asked when absent */
  token?: string;
  /** PUTs wait until this many are in, then are answered in their order of arrival (once) */
  holdPuts?: number;
  /** requests of these methods are never answered */
  hang?: string[];
  /** every request answered with this redirect */
  redirectTo?: string;
  /** GET answers the ETag weak (`W/"…"`), as a compressing proxy does, or with none */
  etagOnGet?: 'weak' | 'none';
}

export interface Store extends Running {
  objects: Map<string, { text: string; etag: string; cacheControl?: string }>;
  options: StoreOptions;
}

export async function startStore(
  objects: Record<string, string>,
  options: StoreOptions = {},
): Promise<Store> {
  let writes = 0;
  const etagOf = (text: string) =>
    `"${writes++}-${createHash('sha1').update(text).digest('hex').slice(0, 16)}"`;
  const store: Store['objects'] = new Map(
    Object.entries(objects).map(([k, text]) => [k, { text, etag: etagOf(text) }]),
  );
  const seen: Seen[] = [];
  let held: (() => void)[] = [];
  const server = createServer(async (req, res) => {
    const entry = record(req);
    seen.push(entry);
    const answer = (status: number, headers: Record<string, string> = {}, body = '') => {
      entry.status = status;
      res.writeHead(status, headers).end(body);
    };
    const body = await bodyOf(req);
    if (options.hang?.includes(entry.method)) return;
    if (options.redirectTo) return answer(307, { location: options.redirectTo });
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      return answer(401, {}, 'no or wrong token');
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (entry.method === 'GET') {
      const object = store.get(path);
      if (!object) return answer(404, {}, 'NoSuchKey');
      const etag =
        options.etagOnGet === 'weak'
          ? `W/${object.etag}`
          : options.etagOnGet === 'none'
            ? ''
            : object.etag;
      return answer(
        200,
        {
          ...(etag ? { etag } : {}),
          'content-type': 'application/json',
          'cache-control': object.cacheControl ?? 'no-cache',
        },
        object.text,
      );
    }
    if (entry.method === 'PUT') {
      if (options.holdPuts) {
        await new Promise<void>((go) => {
          held.push(go);
          if (held.length >= (options.holdPuts ?? 0)) {
            for (const next of held) next();
            held = [];
            options.holdPuts = undefined;
          }
        });
      }
      const current = store.get(path);
      const ifMatch = req.headers['if-match'];
      if (ifMatch !== undefined && ifMatch !== current?.etag) {
        return answer(
          412,
          {},
          'PreconditionFailed: At least one of the pre-conditions you specified did not hold',
        );
      }
      const etag = etagOf(body);
      store.set(path, {
        text: body,
        etag,
        cacheControl: String(req.headers['cache-control'] ?? ''),
      });
      return answer(200, { etag });
    }
    answer(405);
  });
  return { origin: await listen(server), seen, objects: store, options, close: closer(server) };
}

export interface Edge extends Running {
  /** the next this many purges answer 503 */
  failPurges: number;
}

/**
 * A CDN edge in front of `storeOrigin`: GET from its cache, PURGE drops a path. It reads the
 * store with `originToken`, its own credentials (as a CDN's origin access is).
 */
export async function startEdge(storeOrigin: string, originToken?: string): Promise<Edge> {
  const cache = new Map<string, { status: number; text: string; etag: string }>();
  const seen: Seen[] = [];
  const edge: Edge = {
    origin: '',
    seen,
    failPurges: 0,
    close: async () => {},
  };
  const fromStore = (path: string) =>
    new Promise<{ status: number; text: string; etag: string }>((resolve, reject) => {
      const headers = originToken ? { authorization: `Bearer ${originToken}` } : {};
      const req = httpRequest(`${storeOrigin}${path}`, { headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 502, text, etag: String(res.headers.etag ?? '') }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  const server = createServer(async (req, res) => {
    const entry = record(req);
    seen.push(entry);
    await bodyOf(req);
    const path = entry.path;
    if (entry.method === 'PURGE') {
      if (edge.failPurges > 0) {
        edge.failPurges--;
        entry.status = 503;
        return res.writeHead(503).end('purge queue full');
      }
      cache.delete(path);
      entry.status = 200;
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    }
    let hit = cache.get(path);
    if (!hit) {
      hit = await fromStore(path);
      if (hit.status === 200) cache.set(path, hit);
    }
    entry.status = hit.status;
    res.writeHead(hit.status, hit.etag ? { etag: hit.etag } : {}).end(hit.text);
  });
  edge.origin = await listen(server);
  edge.close = closer(server);
  return edge;
}
