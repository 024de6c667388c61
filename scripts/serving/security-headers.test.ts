/** The security headers of security-headers.ts: the page's policy, the dev loop's, the worker's. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SW_PATH as HOST_SW_PATH } from '../../host/src/offline/sw-rules';
import {
  allowsLoopback,
  configOrigins,
  contentSecurityPolicy,
  devSocketSources,
  inlineHashes,
  isHtmlPath,
  LOOPBACK_SOURCES,
  NON_HTML_CSP,
  originOf,
  SW_PATH,
  securityHeaders,
  telemetrySources,
  WORKER_CSP,
  withConnectSources,
} from './security-headers';
import { cacheControl, NO_CACHE } from './serve-headers';

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
      frameAncestors: ['https://portal.example.com/app', "'unsafe-inline'"],
    });
    expect(directive(p, 'frame-src')).toEqual([
      'https://api.example.com',
      'https://chat.vendor.example',
    ]);
    expect(directive(p, 'frame-ancestors')).toEqual(["'self'", 'https://portal.example.com']);
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
