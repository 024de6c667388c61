import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNginx, withTls } from './nginx-render';

const tls = { cert: '/srv/tls/cert.pem', key: '/srv/tls/key.pem' };

describe('withTls', () => {
  it('makes the listen line TLS with HTTP/2 and names the certificate, keeping the rest', () => {
    const block = 'server {\n    listen 4300;\n    server_name _;\n}\n';
    expect(withTls(block, tls)).toBe(
      'server {\n    listen 4300 ssl http2;\n    ssl_certificate /srv/tls/cert.pem;\n    ssl_certificate_key /srv/tls/key.pem;\n    server_name _;\n}\n',
    );
  });

  it('refuses a block without a plain listen line', () => {
    expect(() => withTls('server {\n    listen 443 ssl;\n}\n', tls)).toThrow(/listen/);
  });
});

describe('renderNginx', () => {
  let out = '';
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('renders TLS server blocks on the given ports, the given config and an extra host', () => {
    out = mkdtempSync(join(tmpdir(), 'adnet-nginx-render-'));
    const spa = join(out, 'spa');
    mkdirSync(spa);
    writeFileSync(join(spa, 'index.html'), '<script>start()</script>');
    const config = {
      apiBase: 'http://localhost:4310',
      remotes: [
        {
          name: 'wallet',
          manifest: 'https://localhost:4343/mf-manifest.json',
          prefixes: ['/wallet'],
        },
      ],
    };
    renderNginx({
      out,
      brotli: false,
      ports: { host: 4340, adcenter: 4341, plan: 4342, wallet: 4343, messaging: 4344 },
      config,
      tls,
      extraHosts: [{ name: 'spa', port: 4345, root: spa }],
    });
    const site = (name: string) => readFileSync(join(out, 'conf/sites', `${name}.conf`), 'utf8');
    expect(site('host')).toContain('listen 4340 ssl http2;');
    expect(site('wallet')).toContain('listen 4343 ssl http2;');
    expect(site('wallet')).toContain('ssl_certificate_key /srv/tls/key.pem;');
    expect(site('spa')).toContain('listen 4345 ssl http2;');
    expect(site('spa')).toContain(`root ${spa};`);
    expect(site('spa')).toContain(`include ${join(out, 'spa.csp.conf')};`);
    // the extra host's policy allows its own inline script by hash, and the config's origins
    const spaPolicy = readFileSync(join(out, 'spa.csp.conf'), 'utf8');
    expect(spaPolicy).toMatch(/script-src 'self' https:\/\/localhost:4343 [^;]*'sha256-[^']+'/);
    expect(JSON.parse(readFileSync(join(out, 'app-config.json'), 'utf8'))).toEqual(config);
    // CORS allows the host's https origin
    expect(readFileSync(join(out, 'conf/adnet/http.conf'), 'utf8')).toContain(
      '^(https://localhost:4340|https://127\\.0\\.0\\.1:4340)$',
    );
  });

  it('without TLS, listens plain as the templates say', () => {
    out = mkdtempSync(join(tmpdir(), 'adnet-nginx-render-'));
    renderNginx({ out, brotli: false, ports: { host: 4340 } });
    const host = readFileSync(join(out, 'conf/sites/host.conf'), 'utf8');
    expect(host).toMatch(/^ {4}listen 4340;$/m);
    expect(host).not.toContain('ssl');
  });
});
