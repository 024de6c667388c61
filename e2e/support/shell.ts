/**
 * A stand-in for the native hybrid shell (shared/src/bridge/hybrid.ts), installed on a
 * Playwright page before any of its scripts run, as a webview injects its bridge:
 *
 * - **Android**: `window.AdnetNative.{close,help,openWindow}`, a JavaScript interface object.
 * - **iOS**: `window.webkit.messageHandlers.adnet.postMessage({action, ...})`, a script
 *   message handler; the message is cloned on its way, as WebKit does.
 * - **System back**: `systemBack()` does what the shell does on the back key, gesture or edge
 *   swipe: it evaluates `window.adnet.back()` in the page (Android `evaluateJavascript`, iOS
 *   `evaluateJavaScript`) and closes itself unless the page answered true.
 * - **Safe-area insets**: the page is given a notch or status bar and a home bar through the
 *   DevTools protocol's `Emulation.setSafeAreaInsetsOverride`, which sets what CSS reads as
 *   `env(safe-area-inset-*)` (Chromium has no command-line switch for it). Chromium applies
 *   the override whatever the page's viewport meta says, where a real webview gives non-zero
 *   insets only to a `viewport-fit=cover` page: the specs assert that meta content themselves.
 * - **No service worker**: `navigator.serviceWorker` is removed, as in a WKWebView outside
 *   app-bound domains (and unused by any webview of ours).
 *
 * Every call the page makes reaches the test through a binding, so the record survives page
 * loads: `calls()` in the one form of both platforms, `raw()` exactly as the page passed them.
 */
import type { Page } from '@playwright/test';

export type Platform = 'android' | 'ios';

export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A call the page made to the shell, the same for both platforms. */
export type ShellCall =
  | { action: 'close' }
  | { action: 'help' }
  | { action: 'openWindow'; url: string };

export interface Shell {
  platform: Platform;
  insets: Insets;
  /** The page's calls, in order, in one form for both platforms. */
  calls(): ShellCall[];
  /** What reached the shell as it was: Android, the method and its arguments; iOS, the message. */
  raw(): unknown[];
  /** The system back: the page's answer (false when no page could answer). */
  systemBack(): Promise<boolean>;
  /** How many times the shell closed itself after a system back the page did not take. */
  closedItself(): number;
}

/** Portrait phones: an iPhone's notch and home bar; an Android status bar and gesture bar. */
export const DEFAULT_INSETS: Record<Platform, Insets> = {
  ios: { top: 59, right: 0, bottom: 34, left: 0 },
  android: { top: 32, right: 0, bottom: 24, left: 0 },
};

const BINDING = '__adnetShellCall';

export async function asAndroidShell(page: Page, insets?: Partial<Insets>): Promise<Shell> {
  return installShell(page, 'android', { ...DEFAULT_INSETS.android, ...insets });
}

export async function asIosShell(page: Page, insets?: Partial<Insets>): Promise<Shell> {
  return installShell(page, 'ios', { ...DEFAULT_INSETS.ios, ...insets });
}

export function asShell(page: Page, platform: Platform, insets?: Partial<Insets>) {
  return platform === 'android' ? asAndroidShell(page, insets) : asIosShell(page, insets);
}

async function installShell(page: Page, platform: Platform, insets: Insets): Promise<Shell> {
  const raw: unknown[] = [];
  let selfCloses = 0;
  await page.exposeBinding(BINDING, ({ frame }, call: unknown) => {
    // only the app's own document speaks to the shell; an embedded page has no bridge
    if (frame === page.mainFrame()) raw.push(call);
  });
  await page.addInitScript(
    ({ platform, binding }) => {
      const w = window as unknown as Record<string, unknown>;
      const send = (call: unknown) => (w[binding] as (c: unknown) => void)(call);
      if (platform === 'android') {
        // a Java object's methods: plain functions taking strings
        w.AdnetNative = {
          close: () => send(['close']),
          help: () => send(['help']),
          openWindow: (url: unknown) => send(['openWindow', String(url)]),
        };
      } else {
        w.webkit = {
          messageHandlers: {
            adnet: { postMessage: (message: unknown) => send(structuredClone(message)) },
          },
        };
      }
      // no service worker in the webview
      delete (Navigator.prototype as unknown as Record<string, unknown>).serviceWorker;
    },
    { platform, binding: BINDING },
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });

  const calls = (): ShellCall[] =>
    raw.map((call) => {
      if (Array.isArray(call)) {
        const [method, url] = call as [string, string?];
        return (
          method === 'openWindow' ? { action: method, url } : { action: method }
        ) as ShellCall;
      }
      return call as ShellCall;
    });

  return {
    platform,
    insets,
    calls,
    raw: () => [...raw],
    async systemBack() {
      const answer = await page.evaluate(() => {
        const w = window as { adnet?: { back?: () => unknown } };
        return w.adnet?.back?.() ?? null;
      });
      if (answer !== true) selfCloses++;
      return answer === true;
    },
    closedItself: () => selfCloses,
  };
}
