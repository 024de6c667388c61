import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributed, readTelemetry, remoteOfStack, sessionOf } from './agent';

afterEach(() => vi.restoreAllMocks());

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  };
}

describe('the telemetry block of app-config.json', () => {
  it('keeps a usable block', () => {
    const t = { endpoint: 'https://otel.example.com', sampleRate: 0.25, enabled: true };
    expect(readTelemetry(t)).toEqual(t);
    expect(readTelemetry(undefined)).toBeUndefined();
  });

  it.each([
    { endpoint: 'ftp://x' },
    { endpoint: 'https://otel.example.com', sampleRate: 2 },
    { enabled: 'yes' },
    'https://otel.example.com',
    null,
  ])('switches telemetry off for %j, with a warning', (bad) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readTelemetry(bad)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('the page session', () => {
  it('is decided once per tab session: the same id and the same sampling after a reload', () => {
    const storage = memoryStorage();
    const first = sessionOf(0.5, storage, () => 0.3);
    expect(first.sampled).toBe(true);
    expect(sessionOf(0.5, storage, () => 0.9)).toEqual(first);
  });

  it('samples by the rate', () => {
    expect(sessionOf(0.25, memoryStorage(), () => 0.3).sampled).toBe(false);
    expect(sessionOf(0, memoryStorage(), () => 0).sampled).toBe(false);
    expect(sessionOf(1, memoryStorage(), () => 0.999).sampled).toBe(true);
  });

  it('is a random id, never a merchant id', () => {
    const a = sessionOf(1, memoryStorage(), Math.random).id;
    const b = sessionOf(1, memoryStorage(), Math.random).id;
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(16);
  });
});

describe('attributing an uncaught error', () => {
  const origins = new Map([
    ['http://localhost:3003', 'wallet'],
    ['https://canary.cdn.example.com', 'wallet'],
    ['http://localhost:3002', 'plan'],
  ]);

  it('to the remote whose files the stack points to first', () => {
    const error = new Error('x');
    error.stack = [
      'Error: x',
      '    at f (http://localhost:3000/static/js/index.js:1:2)',
      '    at g (https://canary.cdn.example.com/static/js/async/w.js:3:4)',
      '    at h (http://localhost:3002/static/js/async/p.js:5:6)',
    ].join('\n');
    expect(remoteOfStack(error, origins)).toBe('wallet');
  });

  it('to nobody when the stack names no remote (the route decides)', () => {
    const error = new Error('x');
    error.stack = 'Error: x\n    at f (http://localhost:3000/static/js/index.js:1:2)';
    expect(remoteOfStack(error, origins)).toBeUndefined();
    expect(remoteOfStack('not an error', origins)).toBeUndefined();
  });
});

describe('attributing an event to an app', () => {
  const tags: Record<string, { version: string; track: string; key?: string }> = {
    host: { version: 'h1', track: 'stable' },
    wallet: { version: 'v43', track: 'canary', key: 'k' },
    plan: { version: '', track: 'stable' },
  };
  const tagOf = (app: string) => tags[app] ?? { version: '', track: 'stable' };

  it('files it under the remote whose build is known, with its tag', () => {
    expect(attributed('wallet', tagOf)).toEqual({ app: 'wallet', ...tags.wallet });
  });

  it('files it under the host when the remote ran no code here yet (no unknown rows)', () => {
    expect(attributed('plan', tagOf)).toEqual({ app: 'host', ...tags.host });
    expect(attributed('messaging', tagOf)).toEqual({ app: 'host', ...tags.host });
  });
});
