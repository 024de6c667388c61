import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SW_PATH as HOST_SW_PATH } from '../../host/src/offline/sw-rules';
import {
  allowsLoopback,
  cacheControl,
  configHeaders,
  configOrigins,
  contentSecurityPolicy,
  devSocketSources,
  etagMatches,
  IMMUTABLE,
  inlineHashes,
  isHashedAsset,
  isHtmlPath,
  LOOPBACK_SOURCES,
  NO_CACHE,
  NON_HTML_CSP,
  notFoundHeaders,
  originOf,
  SW_PATH,
  securityHeaders,
  staticHeaders,
  telemetrySources,
  vary,
  WORKER_CSP,
  withConnectSources,
} from './serve-headers';

const allowed = new Set(['http://localhost:3000']);

describe('cache control', () => {
  it('makes content-hashed files under static/ immutable', () => {
    for (const p of [
      '/static/js/wallet.ca866d3815.js',
      '/static/js/async/6p.4f74a56bbe.js',
      '/static/css/async/x.17ad69d471.css',
      '/static/js/async/1.55fc9277a8.js.LICENSE.txt',
      '/static/js/index.e689e9204a.js.br',
    ]) {
      expect(isHashedAsset(p), p).toBe(true);
      expect(cacheControl(p)).toBe(IMMUTABLE);
    }
  });

  it('revalidates everything a deploy may change', () => {
    for (const p of [
      '/',
      '/index.html',
      '/mf-manifest.json',
      '/mf-stats.json',
      '/app-config.json',
      '/favicon.svg',
      '/remoteEntry.js',
      '/independent-packages/react_router/7.18.5/share-entry.js',
      '/static/js/index.js',
      '/static/js/not-a-hash.abc.js',
      '/wallet',
    ]) {
      expect(isHashedAsset(p), p).toBe(false);
      expect(cacheControl(p)).toBe(NO_CACHE);
    }
  });
});

describe('vary', () => {
  it('adds Accept-Encoding for text files and the host routes only', () => {
    expect(vary('/static/js/a.1234567890.js')).toBe('Origin, Accept-Encoding');
    expect(vary('/mf-manifest.json')).toBe('Origin, Accept-Encoding');
    expect(vary('/')).toBe('Origin, Accept-Encoding');
    expect(vary('/static/image/logo.1234567890.png')).toBe('Origin');
    expect(vary('/app-config.json')).toBe('Origin');
  });
});

describe('CORS', () => {
  it('echoes an allowed origin, and varies by Origin either way', () => {
    const ok = staticHeaders('/mf-manifest.json', 'http://localhost:3000', allowed);
    expect(ok['Access-Control-Allow-Origin']).toBe('http://localhost:3000');
    expect(ok.Vary).toContain('Origin');
    const foreign = staticHeaders('/mf-manifest.json', 'https://evil.example', allowed);
    expect(foreign['Access-Control-Allow-Origin']).toBeUndefined();
    expect(foreign.Vary).toContain('Origin');
    const none = staticHeaders('/mf-manifest.json', undefined, allowed);
    expect(none['Access-Control-Allow-Origin']).toBeUndefined();
    expect(none.Vary).toContain('Origin');
  });

  it('a 404 is neither immutable nor without Vary', () => {
    const h = notFoundHeaders('http://localhost:3000', allowed);
    expect(h).toMatchObject({ Vary: 'Origin', 'Cache-Control': NO_CACHE });
    expect(h['Access-Control-Allow-Origin']).toBe('http://localhost:3000');
  });

  it('the config is JSON, no-cache, with its ETag', () => {
    expect(configHeaders(undefined, allowed, '"x"')).toEqual({
      Vary: 'Origin',
      'Cache-Control': NO_CACHE,
      'Content-Type': 'application/json; charset=utf-8',
      ETag: '"x"',
    });
  });
});

describe('etagMatches', () => {
  it('compares weakly and reads lists', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});

describe('security headers', () => {
  const local = {
    apiBase: 'http://localhost:3010',
    remotes: [
      { name: 'adcenter', manifest: 'http://localhost:3001/mf-manifest.json' },
      { name: 'wallet', manifest: 'http://localhost:3003/mf-manifest.json' },
    ],
  };
  const deployed = {
    apiBase: 'https://api.example.com/v1',
    remotes: [
      { name: 'adcenter', manifest: 'https://adcenter.cdn.example.com/mf-manifest.json' },
      { name: 'wallet', manifest: 'https://wallet.cdn.example.com/v42/mf-manifest.json' },
      { name: 'plan', manifest: 'https://wallet.cdn.example.com/plan/mf-manifest.json' },
    ],
  };
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.slice(name.length + 1)
      .split(' ');

  it('builds script and connect sources from the config: the host, each remote origin, the API', () => {
    const p = contentSecurityPolicy(deployed);
    expect(directive(p, 'script-src')).toEqual([
      "'self'",
      'https://adcenter.cdn.example.com',
      'https://wallet.cdn.example.com',
    ]);
    expect(directive(p, 'connect-src')).toEqual([
      "'self'",
      'https://adcenter.cdn.example.com',
      'https://wallet.cdn.example.com',
      'https://api.example.com',
    ]);
    expect(directive(p, 'style-src')).toEqual(directive(p, 'script-src'));
    expect(directive(p, 'img-src')).toEqual([
      ...(directive(p, 'connect-src') ?? []),
      'data:',
      'blob:',
    ]);
    expect(directive(p, 'media-src')).toContain('https://api.example.com');
    expect(directive(p, 'frame-src')).toEqual(['https://api.example.com']);
    expect(directive(p, 'object-src')).toEqual(["'none'"]);
    expect(directive(p, 'base-uri')).toEqual(["'self'"]);
    expect(directive(p, 'frame-ancestors')).toEqual(["'self'"]);
    expect(p).not.toMatch(/unsafe-(eval|inline|hashes)|localhost/);
  });

  it('allows exactly the telemetry endpoint’s two OTLP paths, and a canary’s origin', () => {
    const policy = contentSecurityPolicy({
      ...deployed,
      remotes: [
        ...deployed.remotes,
        {
          name: 'messaging',
          manifest: 'https://messaging.cdn.example.com/mf-manifest.json',
          canary: { manifest: 'https://canary.cdn.example.com/v43/mf-manifest.json', percent: 5 },
        },
      ],
      telemetry: { endpoint: 'https://otel.example.com/collect/', sampleRate: 0.5 },
    });
    const connect = directive(policy, 'connect-src') ?? [];
    expect(connect).toContain('https://otel.example.com/collect/v1/logs');
    expect(connect).toContain('https://otel.example.com/collect/v1/metrics');
    expect(connect).not.toContain('https://otel.example.com');
    expect(directive(policy, 'script-src')).toContain('https://canary.cdn.example.com');
  });

  it('allows no telemetry source when it is off, has no endpoint, or names a bad one', () => {
    for (const telemetry of [
      { endpoint: 'https://otel.example.com', enabled: false },
      { sampleRate: 1 },
      { endpoint: "https://otel.example.com/a b'; script-src *" },
      { endpoint: 'javascript:alert(1)' },
    ]) {
      expect(telemetrySources({ ...deployed, telemetry })).toEqual([]);
      expect(directive(contentSecurityPolicy({ ...deployed, telemetry }), 'connect-src')).toEqual(
        directive(contentSecurityPolicy(deployed), 'connect-src'),
      );
    }
  });

  it('adds the customer-service frame sources and frame ancestors the config lists, as origins', () => {
    const p = contentSecurityPolicy({
      ...deployed,
      frameSources: ['https://chat.vendor.example/room/1?x=2', 'javascript:alert(1)', 42],
      frameAncestors: ['https://shell.example.com/app', "'unsafe-inline'"],
    });
    expect(directive(p, 'frame-src')).toEqual([
      'https://api.example.com',
      'https://chat.vendor.example',
    ]);
    expect(directive(p, 'frame-ancestors')).toEqual(["'self'", 'https://shell.example.com']);
  });

  it('never lets a config value inject a source or a directive', () => {
    const p = contentSecurityPolicy({
      apiBase: "https://api.example.com; script-src * 'unsafe-eval'",
      remotes: [{ manifest: "https://x.example/'unsafe-inline'/m.json" }, { manifest: 'data:,x' }],
    });
    expect(directive(p, 'script-src')).toEqual(["'self'", 'https://x.example']);
    expect(p).not.toMatch(/unsafe|\*/);
    // host names the URL parser accepts but a policy must not carry
    for (const manifest of [
      'https://a.example;script-src/m.json',
      'https://a"b.example/m.json',
      'https://a$b.example/m.json',
      'https://*.example/m.json',
      "https://a'b.example/m.json",
    ]) {
      expect(originOf(manifest), manifest).toBeNull();
    }
    expect(originOf('https://Bücher.Example:8443/x')).toBe('https://xn--bcher-kva.example:8443');
    expect(originOf('http://[::1]:3000/')).toBe('http://[::1]:3000');
  });

  it('allows any loopback port for a local topology or with dev overrides, never otherwise', () => {
    expect(allowsLoopback(local)).toBe(true);
    expect(directive(contentSecurityPolicy(local), 'script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3003',
      ...LOOPBACK_SOURCES,
    ]);
    expect(allowsLoopback(deployed)).toBe(false);
    expect(allowsLoopback({ ...deployed, devOverrides: true })).toBe(true);
    expect(allowsLoopback({ ...local, apiBase: 'https://api.example.com' })).toBe(false);
    expect(allowsLoopback(null)).toBe(false);
  });

  it('with no readable config allows the host alone', () => {
    const p = contentSecurityPolicy(null);
    expect(directive(p, 'script-src')).toEqual(["'self'"]);
    expect(directive(p, 'frame-src')).toEqual(["'none'"]);
  });

  it('allows inline code only by its sha256', () => {
    const html =
      '<head><script src="/a.js"></script><script>window.x=1</script><style>a{color:red}</style></head>';
    const hashes = inlineHashes(html);
    expect(hashes.scripts).toEqual([
      `'sha256-${createHash('sha256').update('window.x=1').digest('base64')}'`,
    ]);
    expect(hashes.styles).toHaveLength(1);
    const p = contentSecurityPolicy(deployed, hashes);
    expect(directive(p, 'script-src')).toContain(hashes.scripts[0]);
    expect(directive(p, 'style-src')).toContain(hashes.styles[0]);
    expect(inlineHashes('<script defer src="/x.js"></script>')).toEqual({
      scripts: [],
      styles: [],
    });
  });

  it('sends nosniff, the referrer policy, and default-src none on anything but the host page', () => {
    expect(securityHeaders()).toEqual({
      'Content-Security-Policy': NON_HTML_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(securityHeaders('x')['Content-Security-Policy']).toBe('x');
    for (const p of ['/', '/index.html', '/wallet', '/ad-center/level']) {
      expect(isHtmlPath(p), p).toBe(true);
    }
    for (const p of ['/mf-manifest.json', '/static/js/a.0123456789.js', '/favicon.svg']) {
      expect(isHtmlPath(p), p).toBe(false);
    }
  });

  it('reads origins from URLs only', () => {
    expect(originOf('https://wallet.cdn.example.com/v42/mf-manifest.json')).toBe(
      'https://wallet.cdn.example.com',
    );
    expect(originOf('http://localhost:3003/x')).toBe('http://localhost:3003');
    for (const bad of [
      '',
      '/relative/mf-manifest.json',
      'javascript:alert(1)',
      'https://u:p@x.example',
      1,
    ]) {
      expect(originOf(bad)).toBeNull();
    }
    expect(configOrigins(deployed).remotes).toHaveLength(2);
  });
});

describe('the dev loop policy', () => {
  const local = {
    apiBase: 'http://localhost:3010',
    remotes: [{ name: 'wallet', manifest: 'http://localhost:3003/mf-manifest.json' }],
  };
  const connect = (policy: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith('connect-src '))
      ?.split(' ')
      .slice(1);

  it("adds exactly the dev servers' reload sockets to connect-src, nothing else", () => {
    const base = contentSecurityPolicy(local);
    const sockets = devSocketSources('ws://localhost:3003, ws://127.0.0.1:3003/');
    expect(sockets).toEqual(['ws://localhost:3003', 'ws://127.0.0.1:3003']);
    const dev = withConnectSources(base, sockets);
    expect(connect(dev)).toEqual([...(connect(base) ?? []), ...sockets]);
    // every other directive as it was
    const others = (p: string) => p.split('; ').filter((d) => !d.startsWith('connect-src '));
    expect(others(dev)).toEqual(others(base));
  });

  it('changes nothing without the variable (production, start.sh, the e2e run)', () => {
    const base = contentSecurityPolicy(local);
    expect(devSocketSources(undefined)).toEqual([]);
    expect(devSocketSources('')).toEqual([]);
    expect(withConnectSources(base, [])).toBe(base);
    expect(base).not.toMatch(/ws:/);
  });

  it('refuses a wildcard, another host or scheme, a path or a bad port', () => {
    for (const bad of [
      'ws://*',
      'ws://localhost:*',
      'ws://localhost',
      'ws://example.com:3003',
      'wss://localhost:3003',
      'http://localhost:3003',
      'ws://localhost:3003/rsbuild-hmr',
      'ws://localhost:99999',
      "ws://localhost:3003; script-src 'unsafe-inline'",
    ]) {
      expect(() => devSocketSources(bad), bad).toThrow(/DEV_RELOAD_SOCKETS/);
    }
  });
});

describe('the service worker script', () => {
  it('is where the host registers it, and nginx gives it the same policy as serve.ts', () => {
    expect(SW_PATH).toBe(HOST_SW_PATH);
    const template = readFileSync(
      new URL('../../deploy/nginx/adnet/http.conf.template', import.meta.url),
      'utf8',
    );
    expect(template).toContain(`"${SW_PATH}" "${WORKER_CSP}";`);
    expect(cacheControl(SW_PATH)).toBe(NO_CACHE);
  });

  it("lets the page register the host's worker and no other", () => {
    const policy = contentSecurityPolicy({ remotes: [] }).split('; ');
    expect(policy).toContain("worker-src 'self'");
  });
});
