/**
 * The sandbox API as the tests and the bench talk to it: a call, its data, a login and a
 * fresh registered merchant with the full demo data of its own. No Playwright here, so the
 * bench and the release controller use the same code as the e2e fixtures. The API's address is
 * `API_URL` (the environment's, else the sandbox's port of PORT_BASE) unless `setSandboxUrl()`
 * points elsewhere.
 */
import { appOrigin } from '../../shared/workspace/ports';

/** The sandbox API of the run: API_URL when given (one already running), else PORT_BASE's. */
export const API_URL = (process.env.API_URL || appOrigin('api')).replace(/\/+$/, '');

let base = API_URL;
const apiUrl = () => base;

/** Points the client at another sandbox (the bench starts its own). */
export function setSandboxUrl(url: string) {
  base = url.replace(/\/+$/, '');
}

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
  let url = `${apiUrl()}${path}`;
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

/**
 * A fresh merchant (entry 'register'), with the sandbox's full demo data of its own unless
 * `demo` is false: a registration starts clean, the story is given through the sandbox's test
 * mode (`/__test/set`, `demo_data`).
 */
export async function registerUser(prefix = 'u', demo = true): Promise<TestUser> {
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
  if (demo) await apiData('/__test/set', { username, demo_data: true });
  return { username, password, token: await login(username, password) };
}

/**
 * Test-mode tweaks of a merchant as the sandbox keeps it: `pay_password` (six digits or null),
 * `card` ('demo' or null), `balance`, `store_opened`, `newcomer_coupon_claimed`, …
 */
export function setUser(user: TestUser | string, patch: Record<string, unknown>) {
  const username = typeof user === 'string' ? user : user.username;
  return apiData('/__test/set', { username, ...patch });
}
