/**
 * The config as an object in a store behind a CDN (docs/release-reference.md, "The config in an
 * object store"): a `ConfigWriter` over plain HTTP.
 *
 * - `read()`: GET of the object; its strong ETag is the version.
 * - `writeIfUnchanged()`: PUT of the whole object with `If-Match: <that ETag>`. A 412 (the ETag
 *   no longer matches) or a 409 (two conditional writes met) means someone else wrote first:
 *   null, and `updateConfig` reads again. An object store stores a PUT whole or not at all.
 * - After each write, a purge of the CDN's cached copy (a configurable request), tried
 *   `purgeAttempts` times; its failure is a line in the log and never undoes the write.
 * - The store's token goes only to the store's URL and the purge's only to the purge's URL, as
 *   `Authorization: Bearer …`; redirects are not followed (a redirect would carry it elsewhere),
 *   and neither token is ever in a message.
 */
import { type ConfigWriter, configText } from './config-writer';

export interface PurgeRequest {
  url: string;
  /** `PURGE` (an edge cache's own), or `POST` to a purge API */
  method: string;
  /** sent as `application/json` when given (a purge API's list of URLs or keys) */
  body?: string;
  token?: string;
}

export interface HttpWriterSettings {
  /** the object's URL: read with GET, written with PUT */
  url: string;
  token?: string;
  purge?: PurgeRequest;
  /** the longest one request may take; default 10 s */
  timeoutMs?: number;
  purgeAttempts?: number;
  /** the wait between two purge attempts; default 2 s */
  purgeRetryMs?: number;
  /** written with the object (a PUT replaces its metadata); default `no-cache` */
  cacheControl?: string;
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_PURGE_ATTEMPTS = 3;
export const DEFAULT_PURGE_RETRY_MS = 2_000;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A URL the writer may use: http(s), no user or password in it, no query (a token goes in env). */
export function checkedUrl(text: string, what: string, withToken: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${what}: not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${what}: an http(s) URL`);
  }
  if (url.username || url.password || url.search) {
    throw new Error(
      `${what}: no credentials or query in the URL (the token is read from the environment)`,
    );
  }
  if (withToken && url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    throw new Error(`${what}: a token is sent over https only (plain http only to this machine)`);
  }
  return url;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

export class HttpConfigWriter implements ConfigWriter {
  readonly where: string;
  private readonly url: URL;
  private readonly timeoutMs: number;
  private readonly log: (line: string) => void;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly settings: HttpWriterSettings) {
    this.url = checkedUrl(settings.url, 'the config URL', Boolean(settings.token));
    if (settings.purge)
      checkedUrl(settings.purge.url, 'the purge URL', Boolean(settings.purge.token));
    this.where = `${this.url.origin}${this.url.pathname}`;
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.log = settings.log ?? (() => {});
    this.sleep = settings.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  /** One request, its problems in words: a timeout, a refused connection, a redirect. */
  private async send(
    what: string,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
    token: string | undefined,
  ): Promise<Response> {
    const headers = token ? { ...init.headers, authorization: `Bearer ${token}` } : init.headers;
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      const err = e as Error & { cause?: { code?: string } };
      if (err.name === 'TimeoutError') {
        throw new Error(`${what}: no answer within ${seconds(this.timeoutMs)}`);
      }
      throw new Error(`${what}: ${err.cause?.code ?? err.message}`);
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw new Error(
        `${what}: HTTP ${res.status} to ${res.headers.get('location') ?? 'elsewhere'}, not followed: give the URL it points to`,
      );
    }
    return res;
  }

  /** What a store said in a refusal, shortened for a log line. */
  private static async said(res: Response) {
    const text = (await res.text().catch(() => '')).replace(/\s+/g, ' ').trim();
    return text ? `: ${text.slice(0, 200)}` : '';
  }

  async read() {
    const res = await this.send(
      `reading ${this.where}`,
      this.url.href,
      { method: 'GET', headers: { accept: 'application/json', 'cache-control': 'no-cache' } },
      this.settings.token,
    );
    if (res.status !== 200) {
      throw new Error(
        `reading ${this.where}: HTTP ${res.status}${await HttpConfigWriter.said(res)}`,
      );
    }
    const etag = res.headers.get('etag');
    const text = await res.text();
    if (!etag || etag.startsWith('W/')) {
      throw new Error(
        `reading ${this.where}: ${etag ? `a weak ETag (${etag})` : 'no ETag'}: a conditional write needs the store's own strong ETag (is a cache or a compressing proxy in front of it?)`,
      );
    }
    let config: unknown;
    try {
      config = JSON.parse(text);
    } catch {
      throw new Error(`reading ${this.where}: not JSON`);
    }
    return { config, version: etag };
  }

  async writeIfUnchanged(config: unknown, version: string): Promise<string | null> {
    const what = `writing ${this.where}`;
    let res: Response;
    try {
      res = await this.send(
        what,
        this.url.href,
        {
          method: 'PUT',
          headers: {
            'if-match': version,
            'content-type': 'application/json',
            'cache-control': this.settings.cacheControl ?? 'no-cache',
          },
          body: configText(config),
        },
        this.settings.token,
      );
    } catch (e) {
      throw new Error(
        `${(e as Error).message}; the store keeps the old config or the new one whole, never a mix (the next read says which)`,
      );
    }
    if (res.status === 412 || res.status === 409) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw new Error(`${what}: HTTP ${res.status}${await HttpConfigWriter.said(res)}`);
    await res.body?.cancel();
    const etag = res.headers.get('etag') ?? 'unknown (the store sent no ETag)';
    await this.purge(etag);
    return etag;
  }

  /** Drops the CDN's copy, retried; a failure is said and the write stays. True when purged. */
  async purge(etag: string): Promise<boolean> {
    const purge = this.settings.purge;
    if (!purge) return true;
    const attempts = this.settings.purgeAttempts ?? DEFAULT_PURGE_ATTEMPTS;
    const retryMs = this.settings.purgeRetryMs ?? DEFAULT_PURGE_RETRY_MS;
    const what = `purging the CDN's copy (${purge.method} ${purge.url})`;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let problem: string;
      try {
        const res = await this.send(
          what,
          purge.url,
          {
            method: purge.method,
            headers: purge.body ? { 'content-type': 'application/json' } : {},
            ...(purge.body ? { body: purge.body } : {}),
          },
          purge.token,
        );
        if (res.ok) {
          await res.body?.cancel();
          return true;
        }
        problem = `${what}: HTTP ${res.status}${await HttpConfigWriter.said(res)}`;
      } catch (e) {
        problem = (e as Error).message;
      }
      const written = `the new config is written (ETag ${etag}) and stays`;
      if (attempt < attempts) {
        this.log(
          `${problem}; ${written}; purge attempt ${attempt} of ${attempts}, again in ${seconds(retryMs)}`,
        );
        await this.sleep(retryMs);
      } else {
        this.log(
          `${problem}; ${written}; the purge failed ${attempts} times: the CDN serves its old copy until that copy expires or a purge succeeds`,
        );
      }
    }
    return false;
  }
}
