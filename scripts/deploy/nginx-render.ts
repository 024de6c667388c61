/**
 * Renders deploy/nginx/ for a local run of the five built apps behind nginx on PORT_BASE
 * (host), +1..+4 (remotes): a self-contained nginx.conf with its own pid, logs and temp
 * folders under `out`, the Merchant Center snippets, one server block per app, and the
 * host's app-config.json for these ports (scripts/deploy/nginx-smoke.sh runs it).
 *
 *   PORT_BASE=4500 [NGINX_WWW=<copies>] pnpm exec tsx scripts/deploy/nginx-render.ts /tmp/adnet-nginx
 *   nginx -p /tmp/adnet-nginx -c /tmp/adnet-nginx/conf/nginx.conf -g 'daemon off;'
 *
 * The templates take `${VAR}` placeholders, as `envsubst '<list>'` (and the Docker image,
 * deploy/docker/entrypoint.sh) fills them; only the listed names are replaced.
 *
 * The host page's Content-Security-Policy is built from app-config.json (scripts/serving/security-headers.ts,
 * the same policy serve.ts sends) into a small include beside the config, `app-config.csp.conf`
 * (`set $adnet_page_csp "…";`). nginx cannot read JSON: after editing the config, render the
 * include again and reload nginx —
 *
 *   pnpm exec tsx scripts/deploy/nginx-render.ts --csp /etc/adnet/app-config.json /srv/host/index.html \
 *     > /etc/adnet/app-config.csp.conf && nginx -s reload
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPort, portBase } from '../../shared/workspace/ports';
import { type CspConfig, contentSecurityPolicy, inlineHashes } from '../serving/security-headers';
import { APP_DIRS, type ServedApp, writeDefaultConfig } from '../serving/serve';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const templates = join(root, 'deploy/nginx/adnet');

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';

/** Replaces `${NAME}` for the given names only, as `envsubst '${NAME} …'` does. */
export function substitute(template: string, vars: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name: string) =>
    name in vars ? (vars[name] ?? '') : whole,
  );
}

function escapeRegex(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The nginx include that sets the host page's policy for this config and this index.html
 * (inline code allowed by its hash). An unreadable config gives the policy of no remotes.
 */
export function cspInclude(configFile: string, indexHtml?: string): string {
  let config: CspConfig | null = null;
  try {
    config = JSON.parse(readFileSync(configFile, 'utf8')) as CspConfig;
  } catch {
    config = null;
  }
  const html = indexHtml && existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : '';
  const policy = contentSecurityPolicy(config, inlineHashes(html));
  // origins are checked by security-headers (no quote, `$`, `;` or `\` can reach here)
  if (/["\\$]/.test(policy)) throw new Error(`refusing to render policy: ${policy}`);
  return `# Rendered by scripts/deploy/nginx-render.ts from ${configFile}; render again after editing it.\nset $adnet_page_csp "${policy}";\n`;
}

/** A certificate and its key, in PEM files nginx can read. */
export interface TlsFiles {
  cert: string;
  key: string;
}

/**
 * A rendered server block made to listen with TLS and HTTP/2 (TLS is the site's own, so the
 * templates listen plain; this is what a site adds). nginx 1.22 (Debian bookworm) spells it
 * `listen <port> ssl http2;`; nginx 1.25 and later accept that too, with a warning that
 * `http2 on;` is the newer form.
 */
export function withTls(block: string, tls: TlsFiles): string {
  const listen = /^([ \t]*)listen (\d+);$/m;
  if (!listen.test(block)) throw new Error('no `listen <port>;` line to add TLS to');
  return block.replace(
    listen,
    (_whole, indent: string, port: string) =>
      `${indent}listen ${port} ssl http2;\n${indent}ssl_certificate ${tls.cert};\n${indent}ssl_certificate_key ${tls.key};`,
  );
}

/** One more host server block (the host's template), e.g. the bench's SPA variant. */
export interface ExtraHost {
  name: string;
  port: number;
  /** The dist folder it serves (its index.html gives the inline hashes of its policy). */
  root: string;
}

export interface RenderOptions {
  out: string;
  /** A folder holding a copy of each app's dist as `<app folder>/` (host, remote-wallet, …);
   * default the dists of this checkout. */
  www?: string;
  /** Origins CORS allows; default the host on PORT_BASE as localhost and 127.0.0.1. */
  origins?: string[];
  brotli?: boolean;
  /** The port of each app; default its port of PORT_BASE (shared/workspace/ports.ts). */
  ports?: Partial<Record<ServedApp, number>>;
  /** The app-config.json to write; default the local topology of PORT_BASE. */
  config?: unknown;
  /** Every server block listens with TLS and HTTP/2 with this certificate. */
  tls?: TlsFiles;
  /** More host blocks, each with the same config and its own policy include. */
  extraHosts?: ExtraHost[];
}

export function renderNginx({
  out,
  www,
  origins,
  brotli = existsSync(BROTLI_MODULE),
  ports = {},
  config,
  tls,
  extraHosts = [],
}: RenderOptions) {
  const conf = join(out, 'conf');
  for (const d of ['conf/adnet', 'conf/sites', 'logs', 'temp']) {
    mkdirSync(join(out, d), { recursive: true });
  }
  const portOf = (name: ServedApp) => ports[name] ?? appPort(name);
  const scheme = tls ? 'https' : 'http';
  const allowed =
    origins ??
    [portOf('host')].flatMap((p) => [`${scheme}://localhost:${p}`, `${scheme}://127.0.0.1:${p}`]);
  const read = (name: string) => readFileSync(join(templates, name), 'utf8');
  writeFileSync(
    join(conf, 'adnet/http.conf'),
    substitute(read('http.conf.template'), {
      CORS_ORIGIN_REGEX: `^(${allowed.map(escapeRegex).join('|')})$`,
      BROTLI_STATIC: brotli ? 'brotli_static on;' : '# brotli_static: module not installed',
    }),
  );
  copyFileSync(join(templates, 'headers.conf'), join(conf, 'adnet/headers.conf'));
  const appConfig = join(out, 'app-config.json');
  if (config === undefined) writeDefaultConfig(appConfig, true);
  else writeFileSync(appConfig, `${JSON.stringify(config, null, 2)}\n`);
  const server = (block: string) => (tls ? withTls(block, tls) : block);
  const cspConf = join(out, 'app-config.csp.conf');
  const hostIndex = join(
    www ? join(www, APP_DIRS.host) : join(root, APP_DIRS.host, 'dist'),
    'index.html',
  );
  writeFileSync(cspConf, cspInclude(appConfig, hostIndex));
  for (const [name, dir] of Object.entries(APP_DIRS) as [ServedApp, string][]) {
    const kind = name === 'host' ? 'host' : 'remote';
    writeFileSync(
      join(conf, `sites/${name}.conf`),
      server(
        substitute(read(`${kind}.conf.template`), {
          PORT: String(portOf(name)),
          ROOT: www ? join(www, dir) : join(root, dir, 'dist'),
          APP_CONFIG: appConfig,
          CSP_CONF: cspConf,
        }),
      ),
    );
  }
  for (const host of extraHosts) {
    const csp = join(out, `${host.name}.csp.conf`);
    writeFileSync(csp, cspInclude(appConfig, join(host.root, 'index.html')));
    writeFileSync(
      join(conf, `sites/${host.name}.conf`),
      server(
        substitute(read('host.conf.template'), {
          PORT: String(host.port),
          ROOT: host.root,
          APP_CONFIG: appConfig,
          CSP_CONF: csp,
        }),
      ),
    );
  }
  const t = (name: string) => join(out, 'temp', name);
  writeFileSync(
    join(conf, 'nginx.conf'),
    `# Generated by scripts/deploy/nginx-render.ts for PORT_BASE=${portBase()}; run in the foreground:
#   nginx -p ${out} -c ${join(conf, 'nginx.conf')} -g 'daemon off;'
${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}worker_processes 1;
pid ${join(out, 'nginx.pid')};
error_log ${join(out, 'logs/error.log')} warn;
events { worker_connections 512; }
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log ${join(out, 'logs/access.log')};
    client_body_temp_path ${t('body')};
    proxy_temp_path ${t('proxy')};
    fastcgi_temp_path ${t('fastcgi')};
    uwsgi_temp_path ${t('uwsgi')};
    scgi_temp_path ${t('scgi')};
    sendfile on;
    include adnet/http.conf;
    include sites/*.conf;
}
`,
  );
  return { conf: join(conf, 'nginx.conf'), appConfig, cspConf, brotli };
}

if (
  process.argv[1] &&
  fileURLToPath(import.meta.url) === process.argv[1] &&
  process.argv[2] === '--csp'
) {
  const [config, indexHtml] = process.argv.slice(3);
  if (!config) {
    console.error(
      'usage: tsx scripts/deploy/nginx-render.ts --csp <app-config.json> [host index.html]',
    );
    process.exit(2);
  }
  process.stdout.write(cspInclude(resolve(config), indexHtml && resolve(indexHtml)));
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: PORT_BASE=4500 tsx scripts/deploy/nginx-render.ts <output folder>');
    process.exit(2);
  }
  const www = process.env.NGINX_WWW ? resolve(process.env.NGINX_WWW) : undefined;
  const r = renderNginx({ out: resolve(out), www });
  console.log(`${r.conf} (brotli_static ${r.brotli ? 'on' : 'not installed'})`);
}
