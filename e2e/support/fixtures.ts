/**
 * Test helpers: talk to the sandbox API directly (set-up and assertions), make a fresh
 * registered merchant per test so tests never share state, and open pages logged in.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { apiData, registerUser, type TestUser } from '../../scripts/serving/sandbox-client';
import { AVAILABLE_REMOTES, type RemoteName } from './env';

export {
  apiCall,
  apiData,
  DEMO_PASSWORD,
  LICENSE_KEY,
  login,
  registerUser,
  setUser,
  type TestUser,
  uniqueName,
} from '../../scripts/serving/sandbox-client';
export { expect };

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

/**
 * Forces a code and/or a delay on a path, only for requests carrying `token`. `msg` is the
 * envelope's message; `error` names a reason (`data.error`); `data` replaces the data outright
 * (a refusal that names no reason: `{ code: 405, msg: 'Insufficient balance' }` sends
 * `data: null`).
 */
export async function force(
  path: string,
  rule: {
    code?: number;
    delay_ms?: number;
    times?: number;
    error?: string;
    lang?: string;
    msg?: string;
    data?: unknown;
  },
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

/** The toast text Arco shows (2 s). */
export function toast(page: Page) {
  return page.locator('.arco-toast');
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
