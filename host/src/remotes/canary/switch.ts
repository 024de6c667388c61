/**
 * Moving a merchant off a canary whose code already runs in this page: by one reload, after
 * what telemetry holds has left (docs/decisions/0022-canary-leaves-by-reload.md). Two builds of
 * one remote cannot share a page: both load their chunks through the same global array
 * (`chunk_<name>`), so the stable build would take the canary's modules for its own, and the
 * router keeps the canary's routes once patched. The reload decides afresh from the config and
 * this device's memory (../remote-registry.ts, ./memory.ts).
 *
 * - A render error in a canary's route: the merchant leaves it (a `render` fallback), unless
 *   the device cannot remember that (a reload would bring the canary back): the error shows.
 * - A canary the config withdrew (./tracks.ts `canaryWithdrawn`): the merchant stays
 *   on the page they are on, and moves when a route of that remote is next entered (its frame
 *   route's loader, below) or on Retry of an error screen of it; no failure is counted.
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { flushBeforeExit } from '../../telemetry/recorder';
import { canaryWithdrawn, leaveCanary, trackOf } from './tracks';

let reloading = false;
let check: () => Promise<unknown> = async () => {};

/** How a Retry reads the config again first (./follow.ts, while it follows). */
export function setConfigCheck(fn: () => Promise<unknown>) {
  check = fn;
}

/** Reloads the page once, after the buffered health events left (1.5 s at most). */
export async function reloadForStable(): Promise<void> {
  if (reloading) return;
  reloading = true;
  await flushBeforeExit();
  window.location.reload();
}

/** True when `remote`'s route, having thrown, may leave for the stable build (no error screen). */
export function mayLeaveAfterError(remote: string | undefined): remote is string {
  return remote !== undefined && (reloading || trackOf(remote) === 'canary');
}

/**
 * A route of `remote` threw while rendering: true when the page now reloads into the stable
 * build (a canary merchant left it, or the canary was withdrawn meanwhile).
 */
export function leaveAfterError(remote: string): boolean {
  if (reloading) return true;
  if (!canaryWithdrawn(remote) && !leaveCanary(remote, 'render')) return false;
  void reloadForStable();
  return true;
}

/** Retry on an error screen of `remote`'s route: true when it reloads into stable instead. */
export async function retryIntoStable(remote: string | undefined): Promise<boolean> {
  if (!remote || trackOf(remote) !== 'canary') return false;
  await check().catch(() => {});
  if (!canaryWithdrawn(remote)) return false;
  await reloadForStable();
  return true;
}

/** What a remote's frame route knows when one of its routes is entered. */
export interface FrameData {
  /** The canary this page runs was withdrawn: the frame reloads into stable. */
  leave: boolean;
}

/** The loader of `remote`'s frame route (app/router.tsx): run when one of its pages is entered. */
export function frameLoader(remote: string): () => FrameData {
  return () => ({ leave: canaryWithdrawn(remote) });
}

/** The frame's loader runs again when another page is entered, not when the same one revalidates. */
export function enteredAnotherPage({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}
