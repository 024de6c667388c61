/**
 * The apps behind the tested nginx configuration (deploy/nginx/, rendered by
 * scripts/deploy/nginx-render.ts) over HTTP/2 with TLS, for `pnpm bench --nginx`.
 *
 * The bench makes its own certificate for `localhost` and 127.0.0.1 (openssl, an EC P-256
 * key, valid two days) and Chromium trusts it by the hash of its public key
 * (`--ignore-certificate-errors-spki-list`): the connection is then secure as with a real
 * certificate. `--ignore-certificate-errors` would not do: Chromium does not store answers of
 * a connection with a certificate error in its HTTP cache, which the second visit measures.
 *
 * nginx serves copies of the dists (as scripts/deploy/nginx-smoke.sh does: a build of the checkout
 * made meanwhile cannot pull files from under the run) from a temp folder with its own
 * prefix, pid, logs and temp folders.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderNginx } from '../scripts/deploy/nginx-render';
import { APP_DIRS, type ServedApp } from '../scripts/serving/serve';
import { APPS, SIDE_RUN_OFFSETS } from '../shared/workspace/apps';
import { runtimeConfig } from '../shared/workspace/ports';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface NginxTopology {
  /** The host (federated) and the SPA variant, https. */
  federatedUrl: string;
  spaUrl: string;
  /** The origins of the federated app's code: the host and the four remotes. */
  codeOrigins: string[];
  /** The Chromium flag that trusts the certificate. */
  chromiumFlag: string;
  close(): Promise<void>;
}

/** The base64 SHA-256 of a certificate's public key (DER SubjectPublicKeyInfo), as Chromium's flag wants it. */
export function spkiHash(certPem: string): string {
  const der = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

function getOk(url: string, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, { ca, method: 'HEAD', timeout: 2000 }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 0) < 400);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/**
 * Starts nginx with each app at its port offset from `firstPort` (host, adcenter, plan, wallet,
 * messaging: + 0..4) and the SPA variant's dist at the bench's SPA offset from it (+ 12), all
 * https; the config points the
 * host at the remotes there and at the API of `runtimeConfig()` (the bench's sandbox).
 */
export async function startNginxTls(firstPort: number, spaDist: string): Promise<NginxTopology> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => {
    try {
      execFileSync(p, ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!nginx)
    throw new Error('nginx not found: apt-get install nginx libnginx-mod-http-brotli-static');
  const work = mkdtempSync(join(tmpdir(), 'adnet-bench-nginx-'));
  chmodSync(work, 0o755); // nginx workers started by root run as nobody and read from here
  const cert = join(work, 'localhost.pem');
  const key = join(work, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const certPem = readFileSync(cert, 'utf8');
  const names = Object.keys(APP_DIRS) as ServedApp[];
  const ports = Object.fromEntries(
    names.map((name) => [name, firstPort + APPS[name].offset]),
  ) as Record<ServedApp, number>;
  const origin = (port: number) => `https://localhost:${port}`;
  const www = join(work, 'www');
  for (const dir of Object.values(APP_DIRS)) {
    cpSync(join(root, dir, 'dist'), join(www, dir), { recursive: true });
  }
  cpSync(spaDist, join(www, 'host-spa'), { recursive: true });
  execFileSync('chmod', ['-R', 'a+rX', work]);
  const local = runtimeConfig();
  const config = {
    ...local,
    remotes: local.remotes.map((r) => ({
      ...r,
      manifest: `${origin(ports[r.name as ServedApp])}/mf-manifest.json`,
    })),
  };
  const spaPort = firstPort + SIDE_RUN_OFFSETS.benchSpa;
  const rendered = renderNginx({
    out: work,
    www,
    ports,
    config,
    tls: { cert, key },
    origins: [ports.host, spaPort].flatMap((p) => [origin(p), `https://127.0.0.1:${p}`]),
    extraHosts: [{ name: 'host-spa', port: spaPort, root: join(www, 'host-spa') }],
  });
  execFileSync(nginx, ['-t', '-q', '-p', work, '-c', rendered.conf], { stdio: 'inherit' });
  const child: ChildProcess = spawn(nginx, ['-p', work, '-c', rendered.conf, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const federatedUrl = origin(ports.host);
  const spaUrl = origin(spaPort);
  const end = Date.now() + 15_000;
  while (!(await getOk(`${federatedUrl}/app-config.json`, certPem))) {
    if (Date.now() > end || child.exitCode !== null) {
      child.kill();
      throw new Error(`nginx did not answer on ${federatedUrl} (logs: ${work}/logs)`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    federatedUrl,
    spaUrl,
    codeOrigins: names.map((n) => origin(ports[n])),
    chromiumFlag: `--ignore-certificate-errors-spki-list=${spkiHash(certPem)}`,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
