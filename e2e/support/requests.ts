/**
 * Watching and holding the page's calls to the API: what the forms' keyboard and slow-network
 * cases assert (a form sends once, or nothing) and the faults they need (a call that never
 * answers, a shorter timeout).
 */
import type { Page, Request } from '@playwright/test';

/** The POST requests the page sends to an API path, as they are sent. */
export function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path && r.method() === 'POST') seen.push(r);
  });
  return seen;
}

/**
 * Short, so a hung call ends quickly, yet long enough for the other calls of a page on a
 * loaded 2-core machine (scrypt password checks in the sandbox among them).
 */
export const TIMEOUT_MS = 3000;
export const SLOW = 'The network is slow, please try again';
/** The timeout itself, plus what a busy machine adds before it (a scrypt password check). */
export const SLOW_WAIT = { timeout: TIMEOUT_MS + 15_000 };
export const OFFLINE_CALL = 'You are offline. Check your connection and try again';
export const OFFLINE_BANNER = 'You are offline. Nothing is sent until the connection is back.';

/** The host reads app-config.json on every page load: this page's calls time out sooner. */
export async function shortTimeout(page: Page) {
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, apiTimeoutMs: TIMEOUT_MS } });
  });
}

/**
 * The first POST to `path` never answers: the browser holds it. With `arrive`, it reaches the
 * server first (which applies it) and only its answer is lost. Returns the bodies sent.
 */
export async function hangFirst(page: Page, path: string, { arrive = false } = {}) {
  const bodies: Record<string, unknown>[] = [];
  let hung = false;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      bodies.push((request.postDataJSON() ?? {}) as Record<string, unknown>);
      if (hung) return route.continue();
      hung = true;
      if (arrive) await route.fetch(); // the server takes it; its answer never reaches the page
      // not fulfilled, not continued: the page waits for an answer that never comes
    },
  );
  return bodies;
}
