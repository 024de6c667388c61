/**
 * Where `pnpm release` finds the config: a local file (`--config`, APP_CONFIG), or an object in
 * a store behind a CDN (`--config-url`, APP_CONFIG_URL), written by `HttpConfigWriter`
 * (docs/release-reference.md, "The config in an object store").
 *
 * With a URL, the lease and the audit stay local files, in `--state-dir` (RELEASE_STATE_DIR;
 * default the current folder), beside a small **anchor file** named after the URL
 * (`config.example.com_app-config.json`, holding the URL). Lease and audit are named after the
 * anchor as they are after a local config (`<anchor>.<remote>.release-lease`,
 * `<anchor>.release-audit.jsonl`), so `lease.ts` and the audit code are the same for both, and
 * two configs in one state folder keep apart. Only controllers that share the state folder see
 * each other's lease: run them where that folder is one (the pipeline's kept volume).
 *
 * Tokens are read from the environment only (CONFIG_STORE_TOKEN, CONFIG_PURGE_TOKEN), never
 * from an argument.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkedUrl, HttpConfigWriter } from './config-writer-http';

export interface ObjectTarget {
  url: string;
  /** the folder of the anchor, the lease and the audit */
  stateDir: string;
  purge?: { url: string; method: string; body?: string };
}

/** The options `parseArgs` takes for it. */
export const OBJECT_OPTIONS = {
  'config-url': { type: 'string' },
  'state-dir': { type: 'string' },
  'purge-url': { type: 'string' },
  'purge-method': { type: 'string' },
} as const;

export const OBJECT_USAGE =
  '[--config-url <url> [--state-dir <dir>] [--purge-url <url>] [--purge-method PURGE]]';

type Values = { config?: string } & { [K in keyof typeof OBJECT_OPTIONS]?: string };

/** The anchor file's name: the URL's host and path, each run of other characters one `_`. */
export const anchorNameOf = (url: URL) => `${url.host}${url.pathname}`.replace(/[^\w.-]+/g, '_');

/**
 * The object and its anchor when the config is a URL; null for a local file. Throws, in words,
 * on a bad or contradictory choice.
 */
export function objectTarget(
  v: Values,
  env: NodeJS.ProcessEnv,
): { config: string; object: ObjectTarget } | null {
  const url = v['config-url'] ?? (v.config === undefined ? env.APP_CONFIG_URL : undefined);
  const alone = ['state-dir', 'purge-url', 'purge-method'] as const;
  if (!url) {
    const stray = alone.find((k) => v[k] !== undefined);
    if (stray) throw new Error(`--${stray}: only with --config-url`);
    return null;
  }
  if (v.config !== undefined) throw new Error('--config or --config-url, not both');
  if (!v['config-url'] && env.APP_CONFIG) {
    throw new Error(
      'APP_CONFIG and APP_CONFIG_URL are both set: choose with --config or --config-url',
    );
  }
  const where = checkedUrl(url, '--config-url', Boolean(env.CONFIG_STORE_TOKEN));
  const stateDir = resolve(v['state-dir'] ?? env.RELEASE_STATE_DIR ?? process.cwd());
  const object: ObjectTarget = { url: where.href, stateDir };
  const purgeUrl = v['purge-url'] ?? env.CONFIG_PURGE_URL;
  if (purgeUrl) {
    const method = (v['purge-method'] ?? env.CONFIG_PURGE_METHOD ?? 'PURGE').toUpperCase();
    if (!/^[A-Z]+$/.test(method)) throw new Error('--purge-method: a method, like PURGE or POST');
    object.purge = {
      url: checkedUrl(purgeUrl, '--purge-url', Boolean(env.CONFIG_PURGE_TOKEN)).href,
      method,
      ...(env.CONFIG_PURGE_BODY ? { body: env.CONFIG_PURGE_BODY } : {}),
    };
  } else if (v['purge-method'] !== undefined) {
    throw new Error('--purge-method: only with --purge-url');
  }
  return { config: join(stateDir, anchorNameOf(where)), object };
}

/** The writer of an object target, its anchor file made (the lease and audit are named by it). */
export function objectWriter(
  object: ObjectTarget,
  anchor: string,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): HttpConfigWriter {
  mkdirSync(object.stateDir, { recursive: true });
  writeFileSync(anchor, `${object.url}\n`);
  const purgeToken = env.CONFIG_PURGE_TOKEN;
  return new HttpConfigWriter({
    url: object.url,
    ...(env.CONFIG_STORE_TOKEN ? { token: env.CONFIG_STORE_TOKEN } : {}),
    ...(object.purge
      ? { purge: { ...object.purge, ...(purgeToken ? { token: purgeToken } : {}) } }
      : {}),
    ...(env.CONFIG_CACHE_CONTROL ? { cacheControl: env.CONFIG_CACHE_CONTROL } : {}),
    log,
  });
}
