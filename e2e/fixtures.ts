/**
 * Test helpers: talk to the sandbox API directly (set-up and assertions), make a fresh
 * registered merchant per test so tests never share state, and open pages logged in.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { API_URL, AVAILABLE_REMOTES, type RemoteName } from './env';

export { expect };

export const LICENSE_KEY = 'ADNET-2026';
export const DEMO_PASSWORD = 'demo1234';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the sandbox like the app does; returns the whole envelope. */
export async function apiCall<T = unknown>(
  path: string,
  body?: Record<string, unknown>,
  token?: string,
  method: 'GET' | 'POST' = body === undefined ? 'GET' : 'POST',
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-TZ': 'Asia/Shanghai GMT+08:00',
  };
  if (token) headers['X-CT'] = token;
  let url = `${API_URL}${path}`;
  if (method === 'GET' && body) {
    url += `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`;
  }
  const res = await fetch(url, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status}`);
  return (await res.json()) as Envelope<T>;
}

/** The data of a successful call; throws on any other code. */
export async function apiData<T = unknown>(
  path: string,
  body?: Record<string, unknown>,
  token?: string,
  method?: 'GET' | 'POST',
): Promise<T> {
  const env = await apiCall<T>(path, body, token, method);
  if (env.code !== 200) throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

export interface TestUser {
  username: string;
  password: string;
  token: string;
}

let counter = 0;
export function uniqueName(prefix = 'e2e') {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.slice(0, 24);
}

export async function login(username: string, password = DEMO_PASSWORD): Promise<string> {
  const { token } = await apiData<{ token: string }>('/auth/v2/login', { username, password });
  return token;
}

/** A fresh merchant (entry 'register') with the sandbox's full demo data of its own. */
export async function registerUser(prefix = 'u'): Promise<TestUser> {
  const username = uniqueName(prefix);
  const password = 'Passw0rd!';
  await apiData('/auth/v2/register', {
    username,
    nickname: username,
    password,
    confirm_password: password,
    email: `${username}@example.com`,
    phone: '+8613800138000',
    license_key: LICENSE_KEY,
  });
  return { username, password, token: await login(username, password) };
}

/** Stores the token the way the host does, before any page script runs. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('__adnet_e2e_token_set')) {
      localStorage.setItem('fb_token', t);
      sessionStorage.setItem('__adnet_e2e_token_set', '1');
    }
  }, token);
}

/** Opens a hash route of the app logged in as `user`. */
export async function openAs(page: Page, user: TestUser, path: string) {
  await useToken(page, user.token);
  await page.goto(`/#${path}`);
}

/** Forces a code and/or a delay on a path, only for requests carrying `token`. */
export async function force(
  path: string,
  rule: { code?: number; delay_ms?: number; times?: number; error?: string; lang?: string },
  token?: string,
) {
  await apiData('/__test/force', { path, ...rule, ...(token ? { token } : {}) });
}

export async function clearForce(token?: string) {
  await apiData('/__test/clear-force', token ? { token } : {});
}

export async function tick(times = 1) {
  await apiData('/__test/tick', { times });
}

/** The current hash route of the page, e.g. "/login". */
export function routeOf(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

export const test = base.extend<{ user: TestUser }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  user: async ({}, use) => {
    await use(await registerUser());
  },
});

/**
 * Declares that the tests of this scope (a describe block, a file, or the test it is called
 * in) open pages of other remotes. A remote team's own run (`pnpm test:wallet`, E2E_APPS
 * naming the apps served) does not serve them, so these tests are skipped there with the
 * reason; the full suite serves every remote and runs them.
 */
export function needsRemotes(remotes: RemoteName[]) {
  const missing = remotes.filter((r) => !AVAILABLE_REMOTES.includes(r));
  test.skip(
    missing.length > 0,
    `opens pages of the ${missing.join(', ')} remote${missing.length > 1 ? 's' : ''}, not served in this run (E2E_APPS)`,
  );
}
