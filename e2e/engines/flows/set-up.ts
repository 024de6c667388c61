/**
 * What the flows of the engines run share: the Flow they are, their set-up through the sandbox
 * (test mode), and in the browser opening a route logged in and finding fields and buttons.
 */
import { apiData, type TestUser } from '#repo/scripts/serving/sandbox-client.ts';
import type { ServedApp } from '#repo/scripts/serving/serve.ts';
import { HOST_URL } from '../../support/env';
import type { Session } from '../drivers';
import { load } from '../page';
import type { Gate } from '../servers';

export interface FlowContext {
  s: Session;
  gates: Record<ServedApp, Gate>;
}

export interface Flow {
  name: string;
  run(ctx: FlowContext): Promise<void>;
}

// ---- set-up through the sandbox (test mode) ----

const PUSH_SEEN_KEY = 'adnet_official_push_seen';

interface PlanRow {
  id: number;
  official_push: boolean;
  lowest_amount: string;
}

export async function waitingPlans(user: TestUser) {
  const page = await apiData<{ list: PlanRow[] }>(
    '/plan/order/list',
    { page: 1, size: 100, status: 'wait_put' },
    user.token,
    'GET',
  );
  return page.list;
}

/** Storage that keeps the official-push congratulation from covering the page. */
export async function pushSeen(user: TestUser): Promise<Record<string, string>> {
  const ids = (await waitingPlans(user)).filter((p) => p.official_push).map((p) => p.id);
  return { [PUSH_SEEN_KEY]: JSON.stringify(ids) };
}

// ---- in the browser ----

/**
 * Opens a route logged in as `user`: on the host's origin (its icon, no app), the
 * storage is emptied and the token stored the way the host stores it, then the app loads.
 */
export async function openAs(
  s: Session,
  user: TestUser | null,
  path: string,
  storage: Record<string, string> = {},
  options: { wait?: boolean } = {},
) {
  await load(s, `${HOST_URL}/favicon.svg`);
  await s.run(
    `localStorage.clear(); sessionStorage.clear();
     for (const [k, v] of Object.entries(arguments[0])) localStorage.setItem(k, v);`,
    { ...(user ? { fb_token: user.token } : {}), ...storage },
  );
  await load(s, `${HOST_URL}/#${path}`, options);
}

export const field = (label: string, within?: string) => ({ label, ...(within ? { within } : {}) });
export const button = (text: string, within?: string) => ({
  css: 'button, [role="button"]',
  text,
  ...(within ? { within } : {}),
});
