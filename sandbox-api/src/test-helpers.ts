/** Starts an in-process sandbox on a free port with a temp data file, for the unit tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope, RegisterBody } from '@adnet/shared/wire';
import { vi } from 'vitest';
import { createSandbox, type Sandbox, type SandboxOptions } from './server';

// every test file imports this: give slow (loaded, 2-core) machines room before a timeout
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

export interface TestSandbox {
  sandbox: Sandbox;
  url: string;
  dir: string;
  dataFile: string;
  /** moves the sandbox clock forward */
  advance(ms: number): void;
  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<Envelope<T>>;
  /** calls and expects code 200, returning data */
  ok<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T>;
  login(username: string, password?: string): Promise<string>;
  /** registers a fresh user with its own dataset and logs in */
  fresh(prefix?: string): Promise<{ token: string; username: string; userId: number }>;
  close(removeDir?: boolean): Promise<void>;
}

let counter = 0;

export async function startTestSandbox(
  extra: Partial<SandboxOptions> = {},
  reuseDir?: string,
): Promise<TestSandbox> {
  const dir = reuseDir ?? mkdtempSync(join(tmpdir(), 'sandbox-api-test-'));
  const dataFile = join(dir, 'state.db');
  let offset = 0;
  const sandbox = await createSandbox({
    port: 0,
    dataFile,
    testMode: true,
    tickMs: 0,
    hashCost: 1024,
    now: () => Date.now() + offset,
    ...extra,
  });
  const url = sandbox.url;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Envelope<T>> {
    let target = `${url}${path}`;
    const init: RequestInit = {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
    };
    if (token) (init.headers as Record<string, string>)['X-CT'] = token;
    if (method === 'GET' && body && typeof body === 'object') {
      const qs = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
      target += `?${qs}`;
    } else if (method === 'POST') {
      init.body = JSON.stringify(body ?? {});
    }
    const res = await fetch(target, init);
    if (res.status !== 200) throw new Error(`HTTP ${res.status} ${res.statusText} for ${path}`);
    return (await res.json()) as Envelope<T>;
  }

  async function ok<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<T> {
    const env = await call<T>(method, path, body, token);
    if (env.code !== 200)
      throw new Error(`${path}: code ${env.code} ${env.msg} ${JSON.stringify(env.data)}`);
    return env.data;
  }

  async function login(username: string, password = 'demo1234'): Promise<string> {
    return (await ok<{ token: string }>('POST', '/auth/v2/login', { username, password })).token;
  }

  async function fresh(prefix = 'u') {
    counter += 1;
    const username = `${prefix}${Date.now().toString(36)}${counter}`;
    const body: RegisterBody = {
      username,
      nickname: 'Test',
      password: 'secret123',
      confirm_password: 'secret123',
      email: `${username}@example.com`,
      phone: '+8613800138000',
      license_key: 'ADNET-2026',
    };
    const { user_id } = await ok<{ user_id: number }>('POST', '/auth/v2/register', body);
    // a registration starts clean: the tests' merchants get the demo story
    await ok('POST', '/__test/set', { username, demo_data: true });
    const token = await login(username, 'secret123');
    return { token, username, userId: user_id };
  }

  return {
    sandbox,
    url,
    dir,
    dataFile,
    advance: (ms) => {
      offset += ms;
    },
    call,
    ok,
    login,
    fresh,
    async close(removeDir = true) {
      await sandbox.close();
      if (removeDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
