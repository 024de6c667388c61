import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT_BASE } from './apps';
import { devAllowedOrigins, knownOrigins, portBase, runtimeConfig } from './ports';

describe('devAllowedOrigins (DEV_ALLOW_ORIGIN)', () => {
  it('takes the host origins a developer names, none by default', () => {
    expect(devAllowedOrigins(undefined)).toEqual([]);
    expect(devAllowedOrigins('')).toEqual([]);
    expect(devAllowedOrigins('https://staging.example.com')).toEqual([
      'https://staging.example.com',
    ]);
    expect(devAllowedOrigins(' https://a.example.com/, http://b.example.com:8080 ')).toEqual([
      'https://a.example.com',
      'http://b.example.com:8080',
    ]);
  });
  it('refuses anything that is not exactly an http(s) origin', () => {
    for (const bad of [
      '*',
      'staging.example.com',
      'https://staging.example.com/app',
      'https://*.example.com',
      'ftp://staging.example.com',
      'https://user@staging.example.com',
    ]) {
      expect(() => devAllowedOrigins(bad), bad).toThrow(/DEV_ALLOW_ORIGIN/);
    }
  });
});

describe('the local topology', () => {
  it('reads PORT_BASE as a positive whole number, else the default', () => {
    expect(portBase({})).toBe(DEFAULT_PORT_BASE);
    expect(portBase({ PORT_BASE: '4800' })).toBe(4800);
    for (const bad of ['0', '-5', '12.5', 'x']) expect(portBase({ PORT_BASE: bad })).toBe(3000);
  });

  it('allows the apps, the services and the extra hosts, on both loopback names', () => {
    const origins = knownOrigins(4000);
    expect(origins).toContain('http://localhost:4003');
    expect(origins).toContain('http://127.0.0.1:4010');
    expect(origins).toContain('http://localhost:4020');
    expect(origins).toContain('http://127.0.0.1:4023');
    // an offset no app or service has (a remote added later takes 5, 6, …)
    expect(origins).not.toContain('http://localhost:4012');
  });

  it('is what host/app-config.example.json shows, on the usual ports', () => {
    const example = new URL('../../host/app-config.example.json', import.meta.url);
    expect(JSON.parse(readFileSync(example, 'utf8'))).toEqual(
      runtimeConfig('localhost', DEFAULT_PORT_BASE),
    );
  });
});
